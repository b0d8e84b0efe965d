// The shape of the source a newcomer reads (issue L): no module imports itself through others, no
// stage imports a later one (issue R), and no function is longer than 80 lines, in generator/ and runtime/;
// and only the printer decides where generated code breaks its lines (issue R).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/examples.js";

const FOLDERS = ["generator", "runtime"];
const MAX_LINES = 80;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "dist" || entry.name === "node_modules" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
const parsed = new Map(
  files.map((file) => [file, ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true)]),
);
const shown = (file: string) => relative(ROOT, file);

/**
 * The project files a module imports at run time or for types (only those it imports at run time, when
 * `values`: `import type` and `export type` left out): relative specifiers, `.js` read as `.ts`.
 */
function importsOf(file: string, { values = false } = {}): string[] {
  const out: string[] = [];
  for (const statement of parsed.get(file)!.statements) {
    if (values && isTypeOnly(statement)) continue;
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (!specifier?.startsWith(".")) continue;
    const target = resolve(dirname(file), specifier.replace(/\.js$/, ".ts"));
    if (parsed.has(target)) out.push(target);
  }
  return out;
}

/** `import type {...}` or `export type {...}`: gone from the JavaScript, it runs nothing of the module. */
const isTypeOnly = (statement: ts.Statement): boolean =>
  (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly === true) ||
  (ts.isExportDeclaration(statement) && statement.isTypeOnly);

/** Every cycle of the import graph, each once (Tarjan's strongly connected components of more than one module, or one that imports itself). */
function cycles(): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.map(shown).sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

/**
 * The layers of generator/, lowest first: a module may import its own layer and those below it, never one
 * above. The stages in the order data flows through them (docs/architecture.md), with model.ts first:
 * it is the data the load stage returns, so the loader imports it as every stage imports the stage
 * before it. Below them all: the runtime (its own package), and util/ with the types every stage
 * reports with. Above them: the ways in, which run the stages and may import any of them.
 */
const LAYERS: { name: string; holds: (path: string) => boolean }[] = [
  { name: "runtime", holds: (path) => path.startsWith("runtime/") },
  {
    name: "util",
    holds: (path) =>
      path.startsWith("generator/util/") || ["generator/diagnostics.ts", "generator/progress.ts"].includes(path),
  },
  { name: "model", holds: (path) => path === "generator/model.ts" },
  { name: "load", holds: (path) => path.startsWith("generator/load/") },
  { name: "plan", holds: (path) => path.startsWith("generator/plan/") },
  { name: "emit", holds: (path) => path.startsWith("generator/emit/") },
  { name: "format", holds: (path) => path === "generator/format.ts" },
  { name: "write", holds: (path) => path.startsWith("generator/write/") },
  {
    name: "the ways in",
    holds: (path) =>
      ["generator/pipeline.ts", "generator/explain.ts", "generator/generate.ts", "generator/index.ts"].includes(path) ||
      ["generator/check/", "generator/config/", "generator/cli/", "generator/export/"].some((folder) =>
        path.startsWith(folder),
      ),
  },
];

/** A module's path from the root, `/`-separated on every system. */
const slashed = (file: string): string => shown(file).split("\\").join("/");

/** A module's layer, by index in LAYERS; -1 for a module no layer holds. */
const layerOf = (file: string): number => LAYERS.findIndex((layer) => layer.holds(slashed(file)));

/** Modules no layer holds (a new folder must be placed in one), as paths. */
const unplaced = (): string[] => files.filter((file) => layerOf(file) < 0).map(shown);

/** The project files a module loads lazily (`await import("../load/remote.js")`), `.js` read as `.ts`. */
function lazyImportsOf(file: string): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith(".")) {
        const target = resolve(dirname(file), specifier.text.replace(/\.js$/, ".ts"));
        if (parsed.has(target)) out.push(target);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed.get(file)!);
  return out;
}

/** Every import of a module from a layer above its own, lazy ones too, as `file (layer) imports target (layer)`. */
function backEdges(): string[] {
  const edges: string[] = [];
  for (const file of files) {
    const from = layerOf(file);
    for (const target of [...importsOf(file), ...lazyImportsOf(file)]) {
      const to = layerOf(target);
      if (to > from)
        edges.push(`${shown(file)} (${LAYERS[from]?.name}) imports ${shown(target)} (${LAYERS[to]!.name})`);
    }
  }
  return edges;
}

/**
 * What the CLI may run (issue R): the pipeline's public modules (pipeline.ts, explain.ts, generate.ts,
 * check/, export/, config/) and what every layer shares (util/, diagnostics.ts, progress.ts, the
 * runtime), never a stage's own code (load/, plan/, emit/, write/, format.ts, model.ts): it words what
 * those return and decides nothing a stage decides. A stage's types it may name (`import type`): they
 * document the data it is given.
 */
const CLI_MAY_RUN = (path: string): boolean =>
  ["generator/cli/", "generator/util/", "generator/check/", "generator/config/", "generator/export/", "runtime/"].some(
    (folder) => path.startsWith(folder),
  ) ||
  [
    "generator/pipeline.ts",
    "generator/explain.ts",
    "generator/generate.ts",
    "generator/diagnostics.ts",
    "generator/progress.ts",
  ].includes(path);

/** The CLI's run-time imports (lazy ones too) of modules it may not run, as `file imports target`. */
const cliIntoStages = (): string[] =>
  files
    .filter((file) => slashed(file).startsWith("generator/cli/"))
    .flatMap((file) =>
      [...importsOf(file, { values: true }), ...lazyImportsOf(file)]
        .filter((target) => !CLI_MAY_RUN(slashed(target)))
        .map((target) => `${shown(file)} imports ${shown(target)}`),
    );

/** Functions, methods and arrow functions longer than MAX_LINES, as `file:line name (n lines)`. */
function longFunctions(): string[] {
  const long: string[] = [];
  for (const [file, source] of parsed) {
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        const name = node.name && ts.isIdentifier(node.name) ? node.name.text : "(anonymous)";
        if (lines > MAX_LINES) long.push(`${shown(file)}:${start + 1} ${name} (${lines} lines)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return long;
}

/**
 * What an emitter outside the printer may take from the layout engine (generator/emit/doc.ts): print a
 * document, and place finished declarations one after another. Groups, indents, line breaks that
 * depend on the width and measures of width are the printer's (generator/emit/printer/).
 */
const PLACEMENT = new Set(["print", "join", "hardline", "Doc"]);

/** `file: name` for each layout combinator a module of generator/emit/ outside the printer imports from doc.ts. */
function layoutOutsidePrinter(): string[] {
  const emit = join(ROOT, "generator", "emit");
  const engine = join(emit, "doc.ts");
  const out: string[] = [];
  for (const file of files) {
    if (!file.startsWith(emit + "/") || file.startsWith(join(emit, "printer") + "/") || file === engine) continue;
    for (const statement of parsed.get(file)!.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (resolve(dirname(file), statement.moduleSpecifier.text.replace(/\.js$/, ".ts")) !== engine) continue;
      const bindings = statement.importClause?.namedBindings;
      // `import * as doc` would take every combinator: as bad as naming them.
      if (!bindings || !ts.isNamedImports(bindings)) out.push(`${shown(file)}: ${statement.getText()}`);
      else
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (!PLACEMENT.has(name)) out.push(`${shown(file)}: ${name}`);
        }
    }
  }
  return out;
}

describe("the source", () => {
  it("has no import cycles", () => {
    expect(cycles()).toEqual([]);
  });

  it("places every module in a layer", () => {
    expect(unplaced()).toEqual([]);
  });

  it("has no stage back-edges: no stage imports a later stage or a way in, util/ and the runtime no stage", () => {
    expect(backEdges()).toEqual([]);
  });

  it("has the CLI run the stages only through the pipeline's public modules", () => {
    expect(cliIntoStages()).toEqual([]);
  });

  it("has no emitter outside the printer decide a line break: only print, join and hardline from doc.ts", () => {
    expect(layoutOutsidePrinter()).toEqual([]);
  });

  it(`has no function over ${MAX_LINES} lines`, () => {
    expect(longFunctions()).toEqual([]);
  });
});
