import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./examples.js";

/** The two compilers generated code must satisfy: TypeScript 5.9 (JavaScript API) and 7 (native). */
export const COMPILERS = {
  "TypeScript 5.9": `${ROOT}node_modules/typescript/bin/tsc`,
  "TypeScript 7": `${ROOT}node_modules/typescript7/bin/tsc`,
} as const;

/**
 * The strict settings generated code is promised to pass, lib checks on. Inside this repository
 * `@routegen/runtime` is the runtime's source.
 */
export const STRICT_OPTIONS = {
  target: "ES2022",
  module: "NodeNext",
  moduleResolution: "NodeNext",
  lib: ["ES2022", "DOM"],
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: false,
  noEmit: true,
  types: [],
  paths: { "@routegen/runtime": [`${ROOT}runtime/index.ts`] },
};

/**
 * @tsconfig/strictest's compilerOptions (2.0.8), written out, and verbatimModuleSyntax: the
 * strictest settings a user's project puts generated code under. ES modules (`"type": "module"`).
 */
export const STRICTEST = {
  strict: true,
  allowUnusedLabels: false,
  allowUnreachableCode: false,
  exactOptionalPropertyTypes: true,
  noFallthroughCasesInSwitch: true,
  noImplicitOverride: true,
  noImplicitReturns: true,
  noPropertyAccessFromIndexSignature: true,
  noUncheckedIndexedAccess: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  isolatedModules: true,
  esModuleInterop: true,
  skipLibCheck: true,
  verbatimModuleSyntax: true,
};

/**
 * Type-checks `files` with the strict flags users are told generated code passes: strict,
 * noUncheckedIndexedAccess, exactOptionalPropertyTypes, lib checks on, and any `extra` options (generated
 * code is checked with noUnusedLocals too: it imports nothing it does not use). `@routegen/runtime`
 * resolves to this repository's runtime. Returns tsc's output ("" when clean).
 */
export function typeCheck(compiler: string, files: string[], extra: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "routegen-tsc-"));
  const config = { compilerOptions: { ...STRICT_OPTIONS, ...extra }, files };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(config));
  const result = spawnSync(process.execPath, [compiler, "-p", join(dir, "tsconfig.json")], { encoding: "utf8" });
  return (result.stdout + result.stderr).trim();
}
