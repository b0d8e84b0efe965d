import type { ts } from "ts-morph";
import { jsonText } from "../util/json-text.js";
import { runtimeFiles } from "./runtime-copy.js";
import { tsMorph } from "../util/typescript-facts.js";
import type { GeneratedFile } from "./index.js";

/** Where the program sees the SDK, and the runtime's types its declarations may name. */
const SDK = "/sdk/";
const RUNTIME_TYPES = "/runtime-types/";

/**
 * `--emit js`: the SDK as JavaScript modules with their declarations beside them (`issues.js`,
 * `issues.d.ts`), for projects with no TypeScript step. TypeScript itself compiles the generated files
 * (the compiler ts-morph brings, over files in memory), so the output is what `tsc` writes for the
 * TypeScript SDK: the same code less its types, and the declarations TypeScript would publish.
 * `noCheck` and `noLib`: the code is known to type-check, so only what the declarations need is worked
 * out (an inferred `export const endpoint` names the runtime's `Endpoint`: the runtime's sources, which
 * routegen ships, are in the program for that). Files other than TypeScript pass unchanged.
 */
export function toJavaScript(files: readonly GeneratedFile[], runtimeImport: string): GeneratedFile[] {
  const { ts } = tsMorph();
  const inputs = new Map<string, string>([["/package.json", JSON.stringify({ type: "module" })]]);
  for (const file of runtimeFiles(RUNTIME_TYPES.slice(1, -1))) inputs.set(`/${file.path}`, file.text);
  const sdk = files.filter((file) => file.path.endsWith(".ts"));
  for (const file of sdk) inputs.set(SDK + file.path, file.text);

  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    declaration: true,
    noCheck: true,
    noLib: true,
    types: [],
    rootDir: SDK,
    outDir: "/out/",
    newLine: ts.NewLineKind.LineFeed,
    paths: { [runtimeImport]: [`${RUNTIME_TYPES}index.ts`] },
  };
  const emitted = new Map<string, string>();
  const host = memoryHost(options, inputs, emitted);
  ts.createProgram({ rootNames: sdk.map((file) => SDK + file.path), options, host }).emit();

  const compiled = files.flatMap((file) => {
    if (!file.path.endsWith(".ts")) return [file];
    const base = file.path.slice(0, -".ts".length);
    return [".js", ".d.ts"].map((extension) => {
      const text = emitted.get(`/out/${base}${extension}`);
      if (text === undefined) throw new Error(`TypeScript emitted no ${base}${extension}`);
      return { path: base + extension, text };
    });
  });
  // The modules are ES modules: said here, so that they load as such in a project whose own package.json
  // has no `"type": "module"` (CommonJS by default), and TypeScript reads their declarations as such.
  return [...compiled, { path: "package.json", text: jsonText({ type: "module" }) }];
}

/** A compiler host over files in memory: it reads `inputs` only, and writes into `emitted`. */
function memoryHost(
  options: ts.CompilerOptions,
  inputs: ReadonlyMap<string, string>,
  emitted: Map<string, string>,
): ts.CompilerHost {
  const { ts: compiler } = tsMorph();
  const host = compiler.createCompilerHost(options);
  host.fileExists = (path) => inputs.has(path);
  host.readFile = (path) => inputs.get(path);
  host.directoryExists = (path) =>
    [...inputs.keys()].some((file) => file.startsWith(path.endsWith("/") ? path : `${path}/`));
  host.getSourceFile = (path, languageVersion) => {
    const text = inputs.get(path);
    return text === undefined ? undefined : compiler.createSourceFile(path, text, languageVersion);
  };
  host.getCurrentDirectory = () => "/";
  host.writeFile = (path, text) => emitted.set(path, text);
  return host;
}
