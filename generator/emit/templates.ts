import { readFileSync } from "node:fs";
import { fromPackageRoot } from "../util/package-root.js";
import { cachedFacts, tsMorph } from "../util/typescript-facts.js";

/**
 * The shapes in `templates/`, read once with ts-morph (and cached while their text is the same): each
 * is written as it is, but for what is the API's own.
 */
export interface Templates {
  /** endpoint.ts when the API is GitHub's: the whole module, from its first import on. */
  githubEndpoint: string;
  /** endpoint.ts for another API, before and after the object literal of its defaults (`api`). */
  apiEndpoint: { before: string; after: string };
}

const TEMPLATE_FILES = ["endpoint-github.ts", "endpoint-api.ts"];
const templatePath = (name: string) => fromPackageRoot("templates", name);

let cached: Templates | undefined;

/** The templates' pieces: read with ts-morph when the template text changed, else from the cache. */
export function loadTemplates(): Templates {
  if (cached) return cached;
  const text = TEMPLATE_FILES.map((name) => readFileSync(templatePath(name), "utf8")).join("\0");
  cached = cachedFacts("templates", text, readTemplates);
  return cached;
}

function readTemplates(): Templates {
  const { Project, SyntaxKind } = tsMorph();
  const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true });
  const read = (name: string) => project.addSourceFileAtPath(templatePath(name));
  // A template's own comment (the lines before its first import) says what it is; the output starts at the import.
  const fromFirstImport = (file: ReturnType<typeof read>) => file.getFullText().slice(file.getImportDeclarations()[0]!.getStart());

  const github = read("endpoint-github.ts");
  const api = read("endpoint-api.ts");
  const defaults = api.getVariableDeclarationOrThrow("api").getInitializerIfKindOrThrow(SyntaxKind.ObjectLiteralExpression);
  const text = fromFirstImport(api);
  const offset = api.getFullText().length - text.length;
  return {
    githubEndpoint: fromFirstImport(github).trim(),
    apiEndpoint: { before: text.slice(0, defaults.getStart() - offset), after: text.slice(defaults.getEnd() - offset).trim() },
  };
}
