import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { tsMorph } from "../util/typescript-facts.js";

/**
 * The default export of a config written as a module (`.js`, `.mjs`, `.ts`, `.mts`). routegen runs on
 * plain Node, with no TypeScript loader: a TypeScript config is compiled on its own by TypeScript (which
 * routegen has through ts-morph) into a module file beside it, so that its imports (`routegen`'s
 * `defineConfig`, a package, a `.js` file) resolve as they would from the config itself; that file is
 * imported, then removed. A config that imports another TypeScript file is not supported.
 */
export async function importConfigModule(file: string): Promise<unknown> {
  if (!/\.[cm]?ts$/.test(file)) return defaultExport(await import(pathToFileURL(file).href));
  const { ts } = tsMorph();
  const { outputText } = ts.transpileModule(readFileSync(file, "utf8"), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  // Hidden, and named so that nothing of the user's can be in the way (`wx` refuses an existing file).
  const compiled = join(dirname(file), `.${basename(file)}.${process.pid}-${randomBytes(4).toString("hex")}.mjs`);
  writeFileSync(compiled, outputText, { flag: "wx" });
  try {
    return defaultExport(await import(pathToFileURL(compiled).href));
  } finally {
    rmSync(compiled, { force: true });
  }
}

function defaultExport(module: unknown): unknown {
  return (module as { default?: unknown }).default;
}
