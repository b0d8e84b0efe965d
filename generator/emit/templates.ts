import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fromPackageRoot } from "../util/package-root.js";
import { ConfigError } from "../diagnostics.js";
import { builtFact, tsMorph } from "../util/typescript-facts.js";

/**
 * The shapes in `templates/`, as plain data: what each template says, cut at its slots (identifiers
 * starting with `$`, which the generator fills: template-fill.ts). Read with ts-morph when routegen is
 * built (scripts/build.js keeps the answer beside the build), or once per run from the sources.
 */
export interface Templates {
  routeFunction: FunctionTemplate;
  scopeModule: ModuleTemplate;
  namedTypeModule: ModuleTemplate;
  /** endpoint.ts when the API is GitHub's. */
  githubEndpoint: EndpointTemplate;
  /** endpoint.ts for another API, and where `$defaults` stands in it. */
  apiEndpoint: EndpointTemplate & { defaults: Span };
}

/** A function template: its JSDoc and each part of its signature and body, as written. */
export interface FunctionTemplate {
  /** The JSDoc's lines, without their ` * `: `$summary`, `@param params - ...`. */
  doc: string[];
  exported: boolean;
  name: string;
  /** Each parameter's text: `params: $Params`, `defaults: Defaults = api`. */
  parameters: string[];
  returnType: string;
  /** The body's lines, its indentation taken off: `$body;`. */
  body: string[];
}

/** A module template: its statements from the first on (the header comment above is the template's own). */
export interface ModuleTemplate {
  statements: TemplateStatement[];
}

export interface TemplateStatement {
  /** Whether a blank line stands before it in the template. */
  blankBefore: boolean;
  /** Its JSDoc's lines, where it has one. */
  doc?: string[];
  /** Its text: a slot (`$routes;`) or code written as it is. */
  text: string;
}

/** An endpoint.ts template, from its first import on, and where its API-specific parts stand in it. */
export interface EndpointTemplate {
  text: string;
  /** The declaration `type ServerName = $ServerName;` (its comment aside): the names of the SDK's route servers. */
  serverName: Span;
}

/** Where a piece stands in a template's text: `text.slice(start, end)`. */
export interface Span {
  start: number;
  end: number;
}

/** The slots each template must hold: without them its output would not be code. Others may be left out. */
const REQUIRED_SLOTS: Record<string, readonly string[]> = {
  "route-function.ts": ["$name", "$Params", "$Return", "$body"],
  "scope-module.ts": ["$imports", "$routes"],
  "named-type-module.ts": ["$imports", "$declaration"],
  "endpoint-github.ts": ["$ServerName"],
  "endpoint-api.ts": ["$ServerName", "$defaults"],
};

/** Every slot a template may hold: one it does not know (a misspelt `$sumary`) is an error, not output. */
const KNOWN_SLOTS: Record<string, readonly string[]> = {
  "route-function.ts": ["$summary", "$description", "$tags", "$name", "$Params", "$Return", "$body"],
  "scope-module.ts": ["$imports", "$routes"],
  "named-type-module.ts": ["$imports", "$description", "$tags", "$declaration", "$constObject"],
  "endpoint-github.ts": ["$ServerName"],
  "endpoint-api.ts": ["$ServerName", "$defaults"],
};

/**
 * What an endpoint template must keep beside its slots: an API's credential types are put before its
 * `type Defaults` import and into `DefaultsOptions<ServerName>` (auth-code.ts's withAuthTypes).
 */
const REQUIRED_TEXT: Record<string, readonly string[]> = {
  "endpoint-github.ts": ["type Defaults,", "DefaultsOptions<ServerName>"],
  "endpoint-api.ts": ["type Defaults,", "DefaultsOptions<ServerName>"],
};

/** The package's own templates: as the build read them, or read now (running from the sources). */
export function loadTemplates(): Templates {
  return builtFact("templates", () => readTemplates());
}

/**
 * A folder of templates of the user's own (config `templates`, `--templates`): a copy of routegen's,
 * edited. A template it lacks, or one without a slot it needs, is a ConfigError naming it.
 */
export function userTemplates(folder: string): Templates {
  try {
    return readTemplates(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const missing = code === "ENOENT" ? basename((error as NodeJS.ErrnoException).path ?? "") : undefined;
    // A copy of routegen's whole folder has every template: name the one it lacks.
    const message =
      missing !== undefined ? `no ${missing} in it (copy routegen's templates/ whole)` : (error as Error).message;
    throw new ConfigError([
      { code: "templates-invalid", severity: "error", message: `templates ${folder}: ${message}`, file: folder },
    ]);
  }
}

/** The templates of `folder` (routegen's own by default), read with ts-morph. */
export function readTemplates(folder = fromPackageRoot("templates")): Templates {
  const { Project } = tsMorph();
  const project = new Project({ useInMemoryFileSystem: true, skipFileDependencyResolution: true });
  const read = (name: string) => {
    const text = readFileSync(join(folder, name), "utf8");
    checkSlots(name, text);
    return project.createSourceFile(name, text);
  };
  return {
    routeFunction: functionTemplate(read("route-function.ts")),
    scopeModule: moduleTemplate(read("scope-module.ts")),
    namedTypeModule: moduleTemplate(read("named-type-module.ts")),
    ...endpointTemplates(read("endpoint-github.ts"), read("endpoint-api.ts")),
  };
}

type SourceFile = ReturnType<InstanceType<ReturnType<typeof tsMorph>["Project"]>["createSourceFile"]>;

/** Fails, naming the template, for a slot it must hold and does not, or one it cannot hold. */
function checkSlots(name: string, text: string): void {
  const code = text.replace(/^(\s*\/\/.*\n)+/, "");
  const used = new Set(code.match(/\$[A-Za-z]+\b/g));
  const missing = (REQUIRED_SLOTS[name] ?? []).filter((slot) => !used.has(slot));
  if (missing.length > 0) throw new Error(`template ${name}: no ${missing.join(", ")} in it (see its header)`);
  const unknown = [...used].filter((slot) => !KNOWN_SLOTS[name]!.includes(slot));
  if (unknown.length > 0) throw new Error(`template ${name}: no slot is called ${unknown.join(", ")} (see its header)`);
  const lost = (REQUIRED_TEXT[name] ?? []).filter((piece) => !code.includes(piece));
  if (lost.length > 0) throw new Error(`template ${name}: no \`${lost.join("`, `")}\` in it (see its header)`);
}

/** The template's one function: its JSDoc, signature and body. */
function functionTemplate(file: SourceFile): FunctionTemplate {
  const [fn, ...others] = file.getFunctions();
  if (!fn || others.length > 0)
    throw new Error(`template ${file.getBaseName()}: one function, not ${others.length + (fn ? 1 : 0)}`);
  const docs = fn.getJsDocs();
  const body = fn.getBodyOrThrow().getText();
  return {
    doc: docs.length > 0 ? docLines(docs[docs.length - 1]!.getText()) : [],
    exported: fn.hasExportKeyword(),
    name: fn.getNameOrThrow(),
    parameters: fn.getParameters().map((p) => p.getText()),
    returnType: fn.getReturnTypeNodeOrThrow().getText(),
    body: dedented(body.slice(body.indexOf("{") + 1, body.lastIndexOf("}"))),
  };
}

/** The template's statements, each with its JSDoc and whether a blank line stands before it. */
function moduleTemplate(file: SourceFile): ModuleTemplate {
  let previousEnd: number | undefined;
  const statements = file.getStatements().map((statement): TemplateStatement => {
    const comments = statement.getLeadingCommentRanges();
    const last = comments[comments.length - 1];
    const doc = last?.getText().startsWith("/**") ? last : undefined;
    const start = doc ? doc.getPos() : statement.getStart();
    const blankBefore = previousEnd !== undefined && /\n[ \t]*\n/.test(file.getFullText().slice(previousEnd, start));
    previousEnd = statement.getEnd();
    return { blankBefore, ...(doc ? { doc: docLines(doc.getText()) } : {}), text: statement.getText() };
  });
  return { statements };
}

/** The lines of a `/** ... *\/` comment, without their ` * `. */
function docLines(comment: string): string[] {
  const inner = comment.replace(/^\/\*\*/, "").replace(/\*\/$/, "");
  const lines = inner.split("\n").map((line) => line.replace(/^\s*\* ?/, "").trimEnd());
  // `/** One line. */`, or the lines between `/**` and ` */`.
  return lines.length === 1 ? [lines[0]!.trim()] : lines.slice(1, -1);
}

/** `text`'s lines without the blank ones around them and without the indentation they share. */
function dedented(text: string): string[] {
  const lines = text.split("\n").map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === "") lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  const indentation = Math.min(...lines.filter((l) => l !== "").map((l) => /^ */.exec(l)![0].length));
  return lines.map((line) => line.slice(indentation));
}

/** The endpoint.ts templates: their text from the first import on, and the spans the API's own values replace. */
function endpointTemplates(github: SourceFile, api: SourceFile): Pick<Templates, "githubEndpoint" | "apiEndpoint"> {
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
  const defaults = api.getVariableDeclarationOrThrow("api").getInitializerOrThrow();
  return {
    githubEndpoint: endpointTemplate(github),
    apiEndpoint: { ...endpointTemplate(api), defaults: spanOf(api, defaults) },
  };
}
