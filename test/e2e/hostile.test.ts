import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import type { Diagnostic } from "../../generator/diagnostics.js";
import { COMPILERS, typeCheck } from "../support/compile.js";
import { ROOT } from "../support/examples.js";

// The corpus of test/fixtures/hostile (see its README), plus inputs too large to commit, made here. Each
// goes through the CLI in a sandbox folder. Then: every input either generated an SDK or stopped with the
// diagnostics expected of it; all the SDKs compile under strict flags in one tsc run; importing every
// generated module and calling every function runs none of the input's text; and nothing was written
// anywhere in the sandbox but the output folders.

const FIXTURES = `${ROOT}test/fixtures/hostile/`;

interface Case {
  name: string;
  /** The input's file name in the sandbox. */
  file: string;
  /** `generates`, or the set of error codes it must stop with. */
  expect: "generates" | string[];
}

const CASES: Case[] = [
  { name: "openapi-text", file: "openapi-text.yaml", expect: "generates" },
  { name: "openapi-names", file: "openapi-names.yaml", expect: "generates" },
  { name: "openapi-schemas", file: "openapi-schemas.yaml", expect: "generates" },
  { name: "openapi-refs", file: "openapi-refs.yaml", expect: ["ref-outside", "ref-remote", "ref-unresolved"] },
  { name: "swagger-text", file: "swagger-text.json", expect: "generates" },
  { name: "catalogue-text", file: "catalogue-text.yaml", expect: "generates" },
  { name: "catalogue-names", file: "catalogue-names.yaml", expect: "generates" },
  { name: "catalogue-case", file: "catalogue-case.yaml", expect: ["duplicate-name"] },
  { name: "catalogue-path-names", file: "catalogue-path-names.yaml", expect: ["name-syntax"] },
  { name: "alias-bomb", file: "alias-bomb.yaml", expect: ["yaml-syntax"] },
  // Made by `generatedInputs` below.
  { name: "openapi-10000-routes", file: "openapi-10000-routes.json", expect: "generates" },
  { name: "catalogue-10000-routes", file: "catalogue-10000-routes.yaml", expect: "generates" },
  { name: "openapi-deep", file: "openapi-deep.json", expect: "generates" },
  { name: "catalogue-deep", file: "catalogue-deep.yaml", expect: "generates" },
  { name: "openapi-too-deep", file: "openapi-too-deep.json", expect: ["nesting-too-deep"] },
  { name: "catalogue-too-deep", file: "catalogue-too-deep.yaml", expect: ["nesting-too-deep"] },
  { name: "openapi-ref-bomb", file: "openapi-ref-bomb.json", expect: "generates" },
  { name: "openapi-alias-chain", file: "openapi-alias-chain.json", expect: "generates" },
  { name: "openapi-combinator-cycles", file: "openapi-combinator-cycles.json", expect: "generates" },
  { name: "openapi-header-names", file: "openapi-header-names.json", expect: "generates" },
  { name: "catalogue-header-injection", file: "catalogue-header-injection.yaml", expect: ["invalid-value"] },
];

/** Links of the alias chain: `tsc` overflowed its stack on 10,000 before they were collapsed. */
const ALIAS_CHAIN = 10_000;

const ROUTES = 10_000;
/** Schemas nested this deep generate; deeper is `nesting-too-deep` (MAX_SCHEMA_DEPTH is 100). */
const DEEPEST = 99;

function nested(depth: number, level: (inner: unknown) => unknown, leaf: unknown): unknown {
  let schema = leaf;
  for (let i = 1; i < depth; i++) schema = level(schema);
  return schema;
}

function openApi(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ openapi: "3.1.0", info: { title: "Generated", version: "1" }, paths, ...extra });
}

function responseOf(schema: unknown) {
  return { get: { responses: { "200": { description: "ok", content: { "application/json": { schema } } } } } };
}

/** Inputs too large to commit. */
function generatedInputs(): Record<string, string> {
  const openApiRoutes: Record<string, unknown> = {};
  const catalogueRoutes: Record<string, unknown> = {};
  for (let i = 0; i < ROUTES; i++) {
    const scope = `scope${i % 100}`;
    openApiRoutes[`/${scope}/things${i}/{id}`] = {
      post: {
        operationId: `${scope}/create-thing-${i}`,
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } },
        responses: {
          "201": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
          },
        },
      },
    };
    catalogueRoutes[`${scope}.getThing${i}`] = {
      route: `GET /${scope}/things/${i}/{id}{?page}`,
      params: { id: "string", page: "integer" },
      response: "Thing",
    };
  }
  const thing = {
    type: "object",
    required: ["name"],
    properties: { name: { type: "string" }, size: { type: "integer" } },
  };
  const objectLevel = (inner: unknown) => ({
    type: "object",
    properties: { a: { type: "array", items: inner }, b: { type: "string" } },
  });
  const arrayLevel = (inner: unknown) => ({ type: "array", items: inner });
  const catalogueLevel = (inner: unknown) => ({ properties: { a: inner } });
  // Six `$ref`s from each level to the next, twelve levels: 6^12 schemas if each were read in place.
  const bomb: Record<string, unknown> = {};
  for (let i = 0; i < 12; i++) {
    const next = i < 11 ? { $ref: `#/x-levels/l${i + 1}` } : { type: "string" };
    bomb[`l${i}`] = { type: "object", properties: Object.fromEntries([0, 1, 2, 3, 4, 5].map((p) => [`p${p}`, next])) };
  }
  const chain: Record<string, unknown> = {};
  for (let i = 0; i < ALIAS_CHAIN; i++)
    chain[`A${i}`] = i < ALIAS_CHAIN - 1 ? { $ref: `#/components/schemas/A${i + 1}` } : thing;
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const cycles = {
    D: { oneOf: [ref("E"), { type: "string" }] },
    E: { anyOf: [ref("D")] },
    F: { allOf: [ref("G"), thing] },
    G: { allOf: [ref("F")] },
    H: { oneOf: [ref("H"), { type: "integer" }] },
  };
  const headerParam = (name: string) => ({ name, in: "header", schema: { type: "string" } });
  return {
    "openapi-alias-chain.json": openApi({ "/chain": responseOf(ref("A0")) }, { components: { schemas: chain } }),
    "openapi-combinator-cycles.json": openApi(
      { "/d": responseOf(ref("D")), "/f": responseOf(ref("F")), "/h": responseOf(ref("H")) },
      { components: { schemas: cycles } },
    ),
    "openapi-header-names.json": openApi({
      "/h": {
        get: { parameters: [headerParam("x-h: y"), headerParam("x\u0000h"), headerParam("x h")], responses: {} },
      },
    }),
    "catalogue-header-injection.yaml": stringify({
      defaults: {
        headers: { "x-a": "one\r\nX-Evil: 1" },
        mediaType: { format: "raw\r\nX-Evil: 1", previews: ["p\nX-Evil: 1"] },
      },
      routes: { "r.get": { route: "GET /r", headers: { "x-b": "v\u0000" } } },
    }),
    "openapi-10000-routes.json": openApi(openApiRoutes, { components: { schemas: { Thing: thing } } }),
    "catalogue-10000-routes.yaml": stringify({
      routes: catalogueRoutes,
      types: { Thing: { properties: { name: "string" } } },
    }),
    "openapi-deep.json": openApi({
      "/objects": responseOf(nested((DEEPEST + 1) / 2, objectLevel, { type: "string" })),
      "/arrays": responseOf(nested(DEEPEST, arrayLevel, { type: "string" })),
    }),
    "catalogue-deep.yaml": stringify({
      routes: { "deep.get": { route: "GET /deep", response: nested(DEEPEST, catalogueLevel, "string") } },
    }),
    "openapi-too-deep.json": openApi({ "/deep": responseOf(nested(DEEPEST + 2, arrayLevel, { type: "string" })) }),
    "catalogue-too-deep.yaml": stringify({
      routes: { "deep.get": { route: "GET /deep", response: nested(DEEPEST + 2, catalogueLevel, "string") } },
    }),
    "openapi-ref-bomb.json": openApi({ "/bomb": responseOf({ $ref: "#/x-levels/l0" }) }, { "x-levels": bomb }),
  };
}

interface Outcome {
  code: number | null;
  diagnostics: Diagnostic[];
  stderr: string;
}

/** The CLI on one input, in a working folder of its own, with the diagnostics as JSON. */
function run(sandbox: string, c: Case): Promise<Outcome> {
  const cwd = join(sandbox, `cwd-${c.name}`);
  mkdirSync(cwd);
  const args = [
    `${ROOT}bin/routegen.js`,
    "generate",
    join(sandbox, "in", c.file),
    "-o",
    join(sandbox, `out-${c.name}`),
    "--reporter",
    "json",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.stdout.resume();
    child.on("error", reject);
    child.on("close", (code) => {
      const json = stderr.slice(stderr.indexOf("{"), stderr.lastIndexOf("}") + 1);
      const diagnostics = json ? (JSON.parse(json) as { diagnostics: Diagnostic[] }).diagnostics : [];
      resolve({ code, diagnostics, stderr });
    });
  });
}

/** Runs `tasks` at most `limit` at a time (the machine has two cores). */
async function pooled<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** Every file and folder under `dir`, relative, with a hash of each file's content. */
function tree(dir: string, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      out.set(`${path}/`, "folder");
      for (const [p, h] of tree(dir, path)) out.set(p, h);
    } else
      out.set(
        path,
        createHash("sha256")
          .update(readFileSync(join(dir, path)))
          .digest("hex"),
      );
  }
  return out;
}

function typeScriptFiles(dir: string): string[] {
  return [...tree(dir).keys()].filter((p) => p.endsWith(".ts")).map((p) => join(dir, p));
}

/** What a hostile text does when it runs: the test sees every assignment. */
const attempts: unknown[] = [];

let sandbox: string;
let before: Map<string, string>;
const outcomes = new Map<string, Outcome>();

beforeAll(async () => {
  Object.defineProperty(globalThis, "__routegenPwned", {
    configurable: true,
    get: () => undefined,
    set: (value: unknown) => void attempts.push(value),
  });
  sandbox = mkdtempSync(join(tmpdir(), "routegen-hostile-"));
  mkdirSync(join(sandbox, "in"));
  cpSync(FIXTURES, join(sandbox, "in"), { recursive: true });
  for (const [file, text] of Object.entries(generatedInputs())) writeFileSync(join(sandbox, "in", file), text);
  before = tree(sandbox);
  const results = await pooled(
    CASES.map((c) => () => run(sandbox, c)),
    3,
  );
  CASES.forEach((c, i) => outcomes.set(c.name, results[i]!));
});

afterAll(() => {
  delete (globalThis as { __routegenPwned?: unknown }).__routegenPwned;
});

const generating = CASES.filter((c) => c.expect === "generates");

describe("hostile input", () => {
  it("the corpus covers every file of test/fixtures/hostile", () => {
    const inputs = readdirSync(FIXTURES).filter((f) => f !== "README.md");
    expect(inputs.filter((f) => !CASES.some((c) => c.file === f))).toEqual([]);
  });

  it.each(CASES.map((c) => [c.name, c] as const))("%s: generates, or stops with the diagnostics expected", (_, c) => {
    const outcome = outcomes.get(c.name)!;
    expect(outcome.stderr, "no internal error").not.toContain("internal error");
    const errors = outcome.diagnostics.filter((d) => d.severity === "error");
    if (c.expect === "generates") {
      expect(errors, c.name).toEqual([]);
      expect(outcome.code).toBe(0);
      expect(existsSync(join(sandbox, `out-${c.name}`, ".routegen-manifest.json"))).toBe(true);
    } else {
      expect(outcome.code).toBe(1);
      expect([...new Set(errors.map((d) => d.code))].sort()).toEqual([...c.expect].sort());
      for (const d of errors) expect([d.file, d.line, d.column], d.code).not.toContain(undefined);
      expect(existsSync(join(sandbox, `out-${c.name}`)), "nothing written").toBe(false);
    }
  });

  it("writes nothing outside the output folders", () => {
    const after = tree(sandbox);
    const added = [...after.keys()].filter((p) => !before.has(p));
    const outside = added.filter((p) => !/^out-[a-z0-9-]+\//.test(p) && !/^cwd-[a-z0-9-]+\/$/.test(p));
    expect(outside).toEqual([]);
    // The inputs are as they were, and no staging or previous folder is left behind.
    for (const [path, hash] of before) expect(after.get(path), path).toBe(hash);
    expect(added.filter((p) => /routegen-(staging|previous)/.test(p))).toEqual([]);
    // Nor a lock or temporary file in them.
    expect(added.filter((p) => /\/\.routegen-(?!manifest\.json$)/.test(p))).toEqual([]);
    for (const c of CASES) expect(readdirSync(join(sandbox, `cwd-${c.name}`)), c.name).toEqual([]);
  });

  it("keeps names inside the output folder and off device and generator file names", () => {
    const files = generating.flatMap((c) => [...tree(join(sandbox, `out-${c.name}`)).keys()]);
    for (const file of files) {
      expect(file).not.toMatch(/(^|\/)\.\.?(\/|$)/);
      expect(basename(file).replace(/\..*$/, "")).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)$/i);
      expect(basename(file).length).toBeLessThan(128);
    }
    // Scope names differing only by case get files that differ in more than case.
    const names = [...tree(join(sandbox, "out-openapi-names")).keys()];
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it("the generated SDKs compile under strict flags (one tsc run for all)", () => {
    const files = generating.flatMap((c) => typeScriptFiles(join(sandbox, `out-${c.name}`)));
    expect(files.length).toBeGreaterThan(2 * generating.length);
    expect(typeCheck(COMPILERS["TypeScript 5.9"], files)).toBe("");
  });

  it("writes no control, line-separator or bidirectional character as it is: every one is escaped", () => {
    // Raw, they could end a comment line, or make code read other than it is ("Trojan Source").
    const raw = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
    const offending = generating
      .flatMap((c) => typeScriptFiles(join(sandbox, `out-${c.name}`)))
      .filter((file) => raw.test(readFileSync(file, "utf8")));
    expect(offending).toEqual([]);
    const text = readFileSync(join(sandbox, "out-openapi-text", "create-global-this-routegen-pwned-op.ts"), "utf8");
    expect(text).toContain("\\u202e");
  });

  it("keeps the output of a reference bomb small: a schema used many times is named once", () => {
    const files = typeScriptFiles(join(sandbox, "out-openapi-ref-bomb"));
    const bytes = files.reduce((n, f) => n + readFileSync(f).length, 0);
    expect(bytes).toBeLessThan(50_000);
  });

  it("importing every generated module and calling every function runs none of the input's text", async () => {
    let calls = 0;
    for (const c of generating) {
      const out = join(sandbox, `out-${c.name}`);
      const index = (await import(join(out, "index.ts"))) as Record<string, unknown>;
      for (const [name, scope] of Object.entries(index)) {
        if (name === "endpoint" || typeof scope !== "object" || scope === null) continue;
        for (const fn of Object.values(scope as Record<string, unknown>)) {
          if (typeof fn !== "function") continue;
          const options = (fn as (params: object) => { method: unknown; url: unknown })({});
          expect(typeof options.method).toBe("string");
          expect(typeof options.url).toBe("string");
          calls++;
        }
      }
    }
    expect(calls).toBeGreaterThan(2 * ROUTES);
    expect(attempts).toEqual([]);
  });

  it("sends parameters named __proto__, constructor, toString and then as themselves, and only when given", async () => {
    const out = join(sandbox, "out-catalogue-text");
    const repos = (await import(join(out, "repos.ts"))) as Record<
      string,
      (p: object) => { url: string; body?: unknown }
    >;
    const search = (await import(join(out, "search.ts"))) as Record<string, (p: object) => { url: string }>;
    const given = JSON.parse(
      '{"q": "x", "__proto__": "p", "constructor": "c", "toString": "s", "then": "t"}',
    ) as object;
    expect(search.query!(given).url).toBe(
      "https://api.example.test/search?q=x&__proto__=p&constructor=c&toString=s&then=t",
    );
    // Not given: nothing inherited from Object.prototype is sent.
    expect(search.query!({ q: "x" }).url).toBe("https://api.example.test/search?q=x");

    const update = repos.update!(
      JSON.parse('{"owner": "o", "repo": "r", "__proto__": "p", "then": "t", "toString": 1}') as object,
    );
    expect(update.url).toBe("https://api.example.test/repos/o/r");
    // The body's keys in the order the catalogue declares them.
    expect(JSON.stringify(update.body)).toBe('{"__proto__":"p","toString":1,"then":"t"}');
    expect(Object.getPrototypeOf(update.body)).toBe(Object.prototype);
    expect(({} as { then?: unknown }).then).toBeUndefined();
    expect(attempts).toEqual([]);
  });

  it("reports the warnings a hostile description earns, with their places", () => {
    // Every case that generates did so with warnings (and notes) that name their place, or none.
    for (const c of generating) {
      for (const d of outcomes.get(c.name)!.diagnostics) {
        expect(["warning", "note"]).toContain(d.severity);
        expect(relative(join(sandbox, "in"), d.file ?? "")).not.toMatch(/^\.\./);
      }
    }
    const names = outcomes.get("openapi-names")!.diagnostics.map((d) => d.code);
    expect(names).toContain("name-collision");
  });

  it("leaves out header parameters whose names would write headers of their own, a warning each", async () => {
    const headers = outcomes.get("openapi-header-names")!.diagnostics.filter((d) => d.code === "param-not-sent");
    expect(headers.map((d) => d.pointer)).toEqual([0, 1, 2].map((i) => `#/paths/~1h/get/parameters/${i}/name`));
    const index = (await import(join(sandbox, "out-openapi-header-names", "index.ts"))) as Record<
      string,
      Record<string, (p: object) => { headers: object }>
    >;
    const call = Object.values(Object.values(index).find((scope) => typeof scope === "object")!)[0]!;
    expect(Object.keys(call(JSON.parse('{"x-h: y": "1", "x h": "2"}') as object).headers)).not.toContainEqual(
      expect.stringMatching(/[ :\u0000]/),
    );
  });
});
