// routegen as a user installs it: both packages packed with `npm pack`, installed from their tarballs
// into a new client project (routegen as a dev dependency, @routegen/runtime as its only production
// dependency) with --engine-strict, on the oldest Node each claims (fetched as the npm package that
// ships Node's binary). There the CLI runs from an npm script with a TypeScript config, the API is
// imported from plain Node (ESM and CommonJS), the SDK compiles strict under both compilers, and one
// request goes through `toFetch` to a local server that checks it against the description.
// Slow by nature (an npm install): one file, a few tests.
import { execFile, spawnSync, type SpawnSyncOptions } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILERS, STRICT_OPTIONS } from "../support/compile.js";
import { ROOT } from "../support/examples.js";
import { startValidatingServer, type ValidatingServer } from "../support/validating-server.js";

const manifestOf = (file: string) =>
  JSON.parse(readFileSync(join(ROOT, file), "utf8")) as { version: string; engines: { node: string } };
const version = (file: string) => manifestOf(file).engines.node;
const packageVersion = (file: string) => manifestOf(file).version;
/** The oldest Node each package claims, from its `engines`: `^20.19.0 || >=22.12.0` -> 20.19.0. */
const FLOORS = { routegen: floorOf(version("package.json")), runtime: floorOf(version("runtime/package.json")) };
const DESCRIPTION = join(ROOT, "examples/openapi/api.yaml");

function floorOf(range: string): string {
  const [major, minor = "0", patch = "0"] = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(range)!.slice(1);
  return `${major}.${minor}.${patch}`;
}

/** The scripts npm runs when it installs a package (`prepare` for one from git or a folder). */
const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall", "prepublish", "preprepare", "prepare", "postprepare"];

let work: string;
let client: string;
let server: ValidatingServer;
/** Each floor's `bin` folder, put first on PATH to run on that Node. */
const nodeBin: Record<string, string> = {};
let installOutput: string;
/** The installed routegen's files, as npm put them: routegen writes nothing into its own folder. */
let installedFiles: string[];
const routegenFiles = () => readdirSync(join(client, "node_modules/routegen"), { recursive: true }).map(String).sort();

/** The environment to run on the Node `floor` (its binary first on PATH), or on this one. */
function environment(floor?: string): NodeJS.ProcessEnv {
  const path = floor ? `${nodeBin[floor]}${delimiter}${process.env.PATH}` : process.env.PATH;
  return { ...process.env, PATH: path, NO_COLOR: "1", npm_config_update_notifier: "false" };
}

function run(command: string, args: string[], options: SpawnSyncOptions & { node?: string } = {}) {
  const result = spawnSync(command, args, {
    cwd: client,
    encoding: "utf8",
    ...options,
    env: environment(options.node),
  });
  const output = `${String(result.stdout)}${String(result.stderr)}`;
  expect(result.status, `${command} ${args.join(" ")}:\n${output}`).toBe(0);
  return { stdout: String(result.stdout), stderr: String(result.stderr), output };
}

/** Node `version` as the npm package that ships its binary, unpacked into the work folder. */
function fetchNode(version: string): string {
  const name = `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}`;
  const dir = join(work, `node-${version}`);
  mkdirSync(dir);
  run("npm", ["pack", `${name}@${version}`, "--silent", "--prefer-offline", "--pack-destination", dir], { cwd: dir });
  run("tar", ["-xzf", join(dir, readdirSync(dir)[0]!), "-C", dir, "--strip-components=1"], { cwd: dir });
  expect(run(join(dir, "bin/node"), ["--version"], { cwd: dir }).stdout.trim()).toBe(`v${version}`);
  return join(dir, "bin");
}

/** Packs the package in `folder` (already built by the tests' global setup) and returns its tarball. */
function pack(folder: string): string {
  // --ignore-scripts: `prepack` builds from nothing, which would pull the build from under the other
  // test files running beside this one; the global setup built the same sources.
  const packed = join(work, "packed");
  const before = existsSync(packed) ? readdirSync(packed) : [];
  run("npm", ["pack", "--silent", "--ignore-scripts", "--pack-destination", packed], { cwd: folder });
  const tarball = readdirSync(packed).find((file) => !before.includes(file));
  return join(packed, tarball!);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "routegen-install-"));
  mkdirSync(join(work, "packed"));
  for (const floor of new Set(Object.values(FLOORS))) nodeBin[floor] = fetchNode(floor);
  const runtime = pack(join(ROOT, "runtime"));
  const routegen = pack(ROOT);
  client = join(work, "client");
  mkdirSync(join(client, "api"), { recursive: true });
  cpSync(DESCRIPTION, join(client, "api/openapi.yaml"));
  const manifest = {
    name: "client",
    private: true,
    type: "module",
    scripts: { "generate:api": "routegen generate" },
    dependencies: { "@routegen/runtime": `file:${runtime}` },
    devDependencies: { routegen: `file:${routegen}` },
  };
  writeFileSync(join(client, "package.json"), JSON.stringify(manifest, null, 2));
  installOutput = run("npm", ["install", "--engine-strict", "--prefer-offline", "--no-audit", "--no-fund"], {
    node: FLOORS.routegen,
  }).output;
  installedFiles = routegenFiles();
  // The server compares hosts by the first server's url: with its variable's default, as a client sends it.
  const description = parse(
    readFileSync(DESCRIPTION, "utf8").replace("https://{region}.notes.example.com", "https://api.notes.example.com"),
  ) as Parameters<typeof startValidatingServer>[0];
  server = await startValidatingServer(description);
}, 600_000);

afterAll(async () => {
  await server?.close();
  // Two Node binaries and an install: hundreds of MB, not to be left behind in the temp folder.
  rmSync(work, { recursive: true, force: true });
});

describe("routegen's own checkout", () => {
  // A contributor's `npm ci` (and CI's, with --engine-strict): every package the lock pins, dev
  // dependencies' dependencies too, must accept the oldest Node README promises. A dry run checks
  // each package's engines without fetching or building anything.
  it(`installs its locked dependencies with npm ci --engine-strict on Node ${FLOORS.routegen}`, () => {
    const checkout = join(work, "checkout");
    mkdirSync(checkout);
    for (const file of ["package.json", "package-lock.json"]) cpSync(join(ROOT, file), join(checkout, file));
    const { output } = run(
      "npm",
      ["ci", "--engine-strict", "--dry-run", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"],
      { cwd: checkout, node: FLOORS.routegen },
    );
    expect(output).not.toMatch(/EBADENGINE|notsup/i);
  });
});

describe("routegen installed from its tarball", () => {
  it(`installs on Node ${FLOORS.routegen} with --engine-strict and no warning; production dependencies are the runtime alone`, () => {
    expect(installOutput).not.toMatch(/EBADENGINE/);
    // No warning at all: npm 11 lists every package with an install script (`prepare` too) it has not
    // been allowed to run, and neither package has one.
    expect(installOutput.split("\n").filter((line) => /^npm warn/i.test(line))).toEqual([]);
    for (const name of ["routegen", "@routegen/runtime"]) {
      const { scripts = {} } = JSON.parse(readFileSync(join(client, "node_modules", name, "package.json"), "utf8")) as {
        scripts?: Record<string, string>;
      };
      expect(
        Object.keys(scripts).filter((script) => INSTALL_SCRIPTS.includes(script)),
        name,
      ).toEqual([]);
    }
    const tree = JSON.parse(run("npm", ["ls", "--omit=dev", "--all", "--json"]).stdout) as {
      dependencies: Record<string, { version: string; dependencies?: object }>;
    };
    expect(Object.keys(tree.dependencies)).toEqual(["@routegen/runtime"]);
    expect(tree.dependencies["@routegen/runtime"]).toMatchObject({ version: packageVersion("runtime/package.json") });
    expect(tree.dependencies["@routegen/runtime"]!.dependencies ?? {}).toEqual({});
    expect(
      readdirSync(join(client, "node_modules/@routegen/runtime"), { recursive: true }).filter(
        (f) => String(f).endsWith(".ts") && !String(f).endsWith(".d.ts"),
      ),
    ).toEqual([]);
  });

  it(`runs the CLI from an npm script on Node ${FLOORS.routegen}, with a TypeScript config using defineConfig`, () => {
    writeFileSync(
      join(client, "routegen.config.ts"),
      'import { defineConfig } from "routegen";\n\nconst output: string = "src/api";\nexport default defineConfig({ input: "api/openapi.yaml", output });\n',
    );
    const generated = run("npm", ["run", "generate:api"], { node: FLOORS.routegen });
    expect(generated.stderr).toContain("17 routes, 9 types -> src/api: 17 files");
    expect(readdirSync(join(client, "src/api")).sort()).toEqual([
      ".routegen-manifest.json",
      "endpoint.ts",
      "feedback.ts",
      "files.ts",
      "folders.ts",
      "index.ts",
      "notes.ts",
      "search.ts",
      "types",
      "types.ts",
    ]);
    // No loader: the config was compiled beside itself and that file removed.
    expect(readdirSync(client).filter((file) => file.startsWith(".routegen.config"))).toEqual([]);
    expect(run("npx", ["routegen", "--version"], { node: FLOORS.routegen }).stdout.trim()).toBe(
      packageVersion("package.json"),
    );
    // What it works out with TypeScript (reserved words, the templates' shapes) came in the package,
    // worked out when it was built: generating wrote nothing into routegen's own folder.
    expect(installedFiles).toContain(join("dist", "generator", "typescript-facts.json"));
    expect(routegenFiles()).toEqual(installedFiles);
  });

  it("installs no prettier (an optional peer) and says what --prettier needs, writing nothing", () => {
    expect(existsSync(join(client, "node_modules/prettier"))).toBe(false);
    const result = spawnSync("npx", ["routegen", "generate", "api/openapi.yaml", "-o", "formatted", "--prettier"], {
      cwd: client,
      encoding: "utf8",
      env: environment(FLOORS.routegen),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "error prettier-missing: `prettier` (--prettier) formats with prettier, which is not installed: routegen leaves it to you (npm install --save-dev prettier)",
    );
    expect(result.stderr).toContain("nothing written to formatted");
    expect(existsSync(join(client, "formatted"))).toBe(false);
  });

  it(`imports the API from plain Node ${FLOORS.routegen}, as an ES module and from CommonJS`, () => {
    const call = (output: string, emit: string) =>
      `generate({ input: "api/openapi.yaml", output: "${output}", runtime: "copy", emit: "${emit}" })`;
    writeFileSync(
      join(client, "api.mjs"),
      `import { generate } from "routegen";\nconst result = await ${call("esm", "ts")};\nconsole.log(JSON.stringify(result));\n`,
    );
    writeFileSync(
      join(client, "api.cjs"),
      `const { generate, DiagnosticError } = require("routegen");\n${call("cjs", "js")}.then((result) => console.log(JSON.stringify({ ...result, typed: typeof DiagnosticError })));\n`,
    );
    const esm = JSON.parse(run("node", ["api.mjs"], { node: FLOORS.routegen }).stdout) as {
      files: { written: string[] };
    };
    const cjs = JSON.parse(run("node", ["api.cjs"], { node: FLOORS.routegen }).stdout) as {
      files: { written: string[] };
    };
    expect(esm).toMatchObject({ output: join(client, "esm"), upToDate: false, routes: 17 });
    expect(cjs).toMatchObject({ output: join(client, "cjs"), upToDate: false, routes: 17, typed: "function" });
    // `--runtime copy` from the installed package: the runtime's sources beside the SDK, or with
    // `--emit js` its JavaScript and declarations.
    expect(esm.files.written).toContain("runtime/index.ts");
    expect(readFileSync(join(client, "esm/runtime/index.ts"), "utf8")).toBe(
      readFileSync(join(ROOT, "runtime/index.ts"), "utf8"),
    );
    expect(cjs.files.written).toEqual(
      expect.arrayContaining(["runtime/index.js", "runtime/index.d.ts", "notes.js", "notes.d.ts"]),
    );
    expect(cjs.files.written.filter((file) => /(?<!\.d)\.ts$/.test(file))).toEqual([]);
  });

  it(`compiles the SDK and the config strict, and sends a request through toFetch on Node ${FLOORS.runtime}`, async () => {
    writeFileSync(
      join(client, "consumer.ts"),
      [
        'import { toFetch, type ResponseOf } from "@routegen/runtime";',
        'import { defaults } from "./src/api/endpoint.js";',
        'import { createNote } from "./src/api/notes.js";',
        "",
        "// Built for the API's own server, sent to the local one, which is told the url it was built with.",
        'const request = createNote({ title: "Hello", tags: ["a", "b"] }, defaults({ headers: { "x-client": "install-test" } }));',
        "const [url, init] = toFetch(request);",
        "const local = new URL(url);",
        "const sent = (process.argv[2] ?? '') + local.pathname + local.search;",
        'const response = await fetch(sent, { ...init, headers: { ...(init.headers as Record<string, string>), "x-original-url": url } });',
        "const verdict: unknown = await response.json();",
        "const note: ResponseOf<typeof request> | undefined = undefined;",
        "console.log(JSON.stringify({ status: response.status, verdict, note }));",
        "",
      ].join("\n"),
    );
    const { paths: _source, ...strict } = STRICT_OPTIONS;
    const options = {
      ...strict,
      types: ["node"],
      typeRoots: [join(ROOT, "node_modules/@types")],
      noEmit: false,
      outDir: "out",
      rootDir: ".",
    };
    // The config too: routegen's own declarations (defineConfig and the config types) checked strict.
    writeFileSync(
      join(client, "tsconfig.json"),
      JSON.stringify({ compilerOptions: options, files: ["consumer.ts", "routegen.config.ts"] }),
    );
    for (const compiler of Object.values(COMPILERS)) run(process.execPath, [compiler, "-p", "tsconfig.json"]);
    // Not spawnSync: the server answers from this process, whose event loop must keep running.
    const { stdout } = await promisify(execFile)("node", ["out/consumer.js", server.origin], {
      cwd: client,
      env: environment(FLOORS.runtime),
    });
    const sent = JSON.parse(stdout) as { status: number; verdict: unknown };
    expect(sent.status).toBe(200);
    expect(sent.verdict).toMatchObject({
      operationId: "createNote",
      errors: [],
      received: { contentType: "application/json", body: { json: { title: "Hello", tags: ["a", "b"] } } },
    });
  });
});
