import { readFileSync } from "node:fs";
import { fromPackageRoot } from "../util/package-root.js";
import { cachedFacts, tsMorph } from "../util/typescript-facts.js";

/**
 * The shapes in `templates/`, read once with ts-morph (and cached while their text is the same): each
 * is written as it is, but for what is the API's own, which stands in the places given.
 */
export interface Templates {
  /** endpoint.ts when the API is GitHub's. */
  githubEndpoint: EndpointTemplate;
  /** endpoint.ts for another API. */
  apiEndpoint: EndpointTemplate & { defaults: Span };
}

/** An endpoint.ts template, from its first import on, and where its API-specific parts stand in it. */
export interface EndpointTemplate {
  text: string;
  /** The declaration `type ServerName = ...` (its comment aside): the names of the SDK's route servers. */
  serverName: Span;
}

/** Where a piece stands in a template's text: `text.slice(start, end)`. */
export interface Span {
  start: number;
  end: number;
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
  type SourceFile = ReturnType<typeof read>;
  // A template's own comment (the lines before its first import) says what it is; the output starts at the import.
  const startOf = (file: SourceFile) => file.getImportDeclarations()[0]!.getStart();
  const spanOf = (file: SourceFile, node: { getStart(): number; getEnd(): number }): Span => ({
    start: node.getStart() - startOf(file),
    end: node.getEnd() - startOf(file),
  });
  const endpointTemplate = (file: SourceFile): EndpointTemplate => ({
    text: file.getFullText().slice(startOf(file)),
    serverName: spanOf(file, file.getTypeAliasOrThrow("ServerName")),
  });

  const github = read("endpoint-github.ts");
  const api = read("endpoint-api.ts");
  const defaults = api.getVariableDeclarationOrThrow("api").getInitializerIfKindOrThrow(SyntaxKind.ObjectLiteralExpression);
  return {
    githubEndpoint: endpointTemplate(github),
    apiEndpoint: { ...endpointTemplate(api), defaults: spanOf(api, defaults) },
  };
}
