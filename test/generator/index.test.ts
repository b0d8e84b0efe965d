// The programmatic API (generator/index.ts, the package's only export): results as data, problems as
// typed errors carrying their diagnostics, options checked as a config target's are.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import * as api from "../../generator/index.js";
import {
  check,
  ConfigError,
  defineConfig,
  DiagnosticError,
  generate,
  LoadError,
  type RoutegenConfig,
} from "../../generator/index.js";
import { ROOT } from "../support/examples.js";

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), "routegen-api-"));
  cpSync(join(ROOT, "examples/openapi/api.yaml"), join(dir, "api.yaml"));
  return dir;
}

describe("generate()", () => {
  it("writes the SDK and says what it wrote, with the input's warnings; a second run finds it up to date", async () => {
    const cwd = project();
    const result = await generate({ input: "api.yaml", output: "sdk", cwd });
    expect(result).toMatchObject({
      output: join(cwd, "sdk"),
      upToDate: false,
      routes: 17,
      types: 9,
      inputs: [join(cwd, "api.yaml")],
    });
    expect(result.files.written).toEqual(expect.arrayContaining(["index.ts", "endpoint.ts", "notes.ts"]));
    expect(result.files.written.length).toBe(
      readdirSync(join(cwd, "sdk"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts")).length,
    );
    expect(result.diagnostics.map((d) => d.code)).toEqual(["body-param-collision"]);
    // Up to date: the input is not read; the warnings it was generated with are counted, from the manifest.
    expect(await generate({ input: "api.yaml", output: "sdk", cwd })).toMatchObject({
      upToDate: true,
      diagnostics: [],
      recordedWarnings: { "body-param-collision": 1 },
    });
  });

  it("emits JavaScript on request", async () => {
    const cwd = project();
    const result = await generate({ input: "api.yaml", output: "sdk", emit: "js", cwd });
    expect(result.files.written).toEqual(expect.arrayContaining(["notes.js", "notes.d.ts", "package.json"]));
  });

  it("throws DiagnosticError with the diagnostics for an input with errors, writing nothing", async () => {
    const cwd = project();
    writeFileSync(
      join(cwd, "api.yaml"),
      readFileSync(join(cwd, "api.yaml"), "utf8").replace('"#/components/schemas/Note"', '"#/components/schemas/Nope"'),
    );
    const error = await generate({ input: "api.yaml", output: "sdk", cwd }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagnosticError);
    // The input's own errors: a LoadError, which names every file the load read.
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).files.map((file) => resolve(file))).toEqual([join(cwd, "api.yaml")]);
    expect((error as DiagnosticError).diagnostics).toContainEqual(
      expect.objectContaining({ code: "ref-unresolved", severity: "error", line: expect.any(Number) }),
    );
    expect(existsSync(join(cwd, "sdk"))).toBe(false);
  });

  it("throws ConfigError for options a config could not have, naming the option", async () => {
    const cwd = project();
    const unknown = await generate({
      input: "api.yaml",
      output: "sdk",
      cwd,
      runtme: "copy",
    } as api.GenerateOptions).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(ConfigError);
    expect((unknown as ConfigError).diagnostics[0]).toMatchObject({
      code: "config-invalid",
      pointer: "#/runtme",
      message: expect.stringContaining("did you mean `runtime`?"),
    });
    const missing = await generate({ input: "api.yaml", cwd } as api.GenerateOptions).catch((e: unknown) => e);
    expect((missing as ConfigError).message).toContain("the target has no `output`");
    const several = await generate({ targets: [] } as unknown as api.GenerateOptions).catch((e: unknown) => e);
    expect((several as ConfigError).message).toContain("call it once per target");
    expect(readdirSync(cwd)).toEqual(["api.yaml"]);
  });
});

describe("check()", () => {
  it("compares without writing: up to date, then what changed route by route", async () => {
    const cwd = project();
    await generate({ input: "api.yaml", output: "sdk", cwd });
    expect(await check({ input: "api.yaml", output: "sdk", cwd })).toMatchObject({
      upToDate: true,
      output: join(cwd, "sdk"),
      files: { changed: [], missing: [], stale: [] },
    });
    writeFileSync(
      join(cwd, "api.yaml"),
      readFileSync(join(cwd, "api.yaml"), "utf8").replace("operationId: deleteNote", "operationId: removeNote"),
    );
    const before = readFileSync(join(cwd, "sdk/notes.ts"), "utf8");
    const result = await check({ input: "api.yaml", output: "sdk", cwd });
    expect(result.upToDate).toBe(false);
    expect(result.files.changed).toContain("notes.ts");
    expect(result.diff?.renamed).toEqual([
      expect.objectContaining({ from: "notes.deleteNote", to: "notes.removeNote" }),
    ]);
    expect(readFileSync(join(cwd, "sdk/notes.ts"), "utf8")).toBe(before);
  });
});

describe("the package's surface", () => {
  it("exports generate, check, defineConfig and the three error types, nothing else", () => {
    expect(Object.keys(api).sort()).toEqual([
      "ConfigError",
      "DiagnosticError",
      "LoadError",
      "check",
      "defineConfig",
      "generate",
    ]);
    const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      exports: Record<string, unknown>;
      main: string;
      types: string;
    };
    expect(Object.keys(manifest.exports)).toEqual([".", "./package.json"]);
    expect(manifest.exports["."]).toEqual({
      types: "./dist/generator/index.d.ts",
      default: "./dist/generator/index.js",
    });
    expect([manifest.main, manifest.types]).toEqual(["./dist/generator/index.js", "./dist/generator/index.d.ts"]);
  });

  it("defineConfig returns the config as given, typed", () => {
    const config = defineConfig({ targets: [{ input: "api.yaml", output: "sdk", emit: "js", include: ["notes.*"] }] });
    expect(config).toEqual({ targets: [{ input: "api.yaml", output: "sdk", emit: "js", include: ["notes.*"] }] });
    const typed: RoutegenConfig = config;
    // @ts-expect-error: `emit` is "ts" or "js"
    defineConfig({ input: "api.yaml", output: "sdk", emit: "python" });
    // @ts-expect-error: a target needs an output
    defineConfig({ input: "api.yaml" });
    void typed;
  });
});
