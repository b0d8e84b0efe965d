import { readFileSync } from "node:fs";
import type { SourceFile } from "ts-morph";
import { fromPackageRoot } from "../package-root.js";
import { cachedFacts, tsMorph } from "../typescript-facts.js";

/**
 * The shapes in `templates/`, read once with ts-morph: the pieces of each declaration as text, with
 * `$` placeholders that the emitter fills per route. Only these small files go through ts-morph; the
 * generated files themselves are printed as text in bulk (see doc.ts) — per-node manipulation of
 * thousands of routes would cost seconds.
 */
export interface Templates {
  route: {
    /** Import declarations of a route module: module specifier, named imports as written, whether `import type`. */
    imports: { from: string; names: string[]; typeOnly: boolean }[];
    /** `params: $Params`, `builder: Endpoint = endpoint` */
    parameters: string[];
    /** `RequestOptions<$Response>` */
    returnType: string;
    /** `request` and its arguments: `$route`, the url (a template literal), `params`, `builder`. */
    call: { callee: string; args: string[] };
    /** `CallOptions`: what the params interface extends. */
    paramsExtends: string[];
  };
  endpoint: {
    /** The re-export of the runtime's own builder and routeRequest(). */
    root: string;
    /** The module for any other API, from its import on, around the object literal of its defaults. */
    before: string;
    after: string;
  };
}

const TEMPLATE_FILES = ["route-function.ts", "endpoint.ts", "endpoint-with-defaults.ts"];
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
  const { Node, Project, SyntaxKind } = tsMorph();
  const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true });
  const read = (name: string): SourceFile =>
    project.addSourceFileAtPath(templatePath(name));

  const route = read("route-function.ts");
  const fn = route.getFunctionOrThrow("$name");
  const returned = fn.getStatements().at(-1)?.asKindOrThrow(SyntaxKind.ReturnStatement).getExpressionOrThrow();
  if (!returned || !Node.isCallExpression(returned)) throw new Error("templates/route-function.ts: $name must return a call");

  const endpointWithDefaults = read("endpoint-with-defaults.ts");
  const defaults = endpointWithDefaults.getVariableDeclarationOrThrow("api").getInitializerIfKindOrThrow(SyntaxKind.ObjectLiteralExpression);
  const text = endpointWithDefaults.getFullText();
  const start = endpointWithDefaults.getImportDeclarations()[0]!.getStart();
  const before = text.slice(start, defaults.getStart());
  const after = text.slice(defaults.getEnd()).trim();

  return {
    route: {
      imports: route.getImportDeclarations().map((d) => ({
        from: d.getModuleSpecifierValue(),
        names: d.getNamedImports().map((n) => n.getText()),
        typeOnly: d.isTypeOnly(),
      })),
      parameters: fn.getParameters().map((p) => p.getText()),
      returnType: fn.getReturnTypeNodeOrThrow().getText(),
      call: { callee: returned.getExpression().getText(), args: returned.getArguments().map((a) => a.getText()) },
      paramsExtends: route
        .getInterfaceOrThrow("$Params")
        .getExtends()
        .map((e) => e.getText()),
    },
    endpoint: {
      root: read("endpoint.ts").getExportDeclarations()[0]!.getText(),
      before,
      after,
    },
  };
}

/** Replaces `$name`-style placeholders; unknown ones are an error in the template, not silent text. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\$[A-Za-z]+/g, (placeholder) => {
    const value = values[placeholder.slice(1)];
    if (value === undefined) throw new Error(`template placeholder ${placeholder} has no value`);
    return value;
  });
}
