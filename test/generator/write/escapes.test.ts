import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DiagnosticError } from "../../../generator/diagnostics.js";
import { MANIFEST, readManifest, type Manifest } from "../../../generator/write/manifest.js";
import { writeOutput, type ManifestHead } from "../../../generator/write/write.js";
import { generateFiles } from "../../../generator/pipeline.js";
import { hashText } from "../../../generator/util/hash.js";
import { project, runRoutegen, snapshot, THREE_SCOPES, TWO_SCOPES } from "../../support/output.js";

// The output folder is usually committed: whoever wrote the last commit may have written its manifest
// and its links. Each case here is an attack that escaped the folder before routegen checked its
// manifest (manifest-invalid) and stopped following links in it: a file written, removed or put back
// outside. Each asserts that nothing outside the output folder changed.

/** A project with its SDK generated, a sibling folder `outside` (with a victim file), and a `.git/hooks`. */
async function committed(routes = THREE_SCOPES) {
  const p = project(routes, "routegen-escape-");
  expect((await p.generate()).code).toBe(0);
  const outside = join(p.dir, "outside");
  mkdirSync(join(outside, "emptydir"), { recursive: true });
  writeFileSync(join(outside, "victim.txt"), "ref: refs/heads/main\n");
  mkdirSync(join(p.dir, ".git", "hooks"), { recursive: true });
  const manifest = () => JSON.parse(readFileSync(join(p.out, MANIFEST), "utf8")) as Manifest;
  const tamper = (change: (m: Manifest) => void) => {
    const m = manifest();
    change(m);
    writeFileSync(join(p.out, MANIFEST), JSON.stringify(m, null, 2));
  };
  /** Everything in the project but the output folder. */
  const around = () =>
    Object.fromEntries(Object.entries(snapshot(p.dir, true)).filter(([path]) => !path.startsWith("sdk/")));
  return { ...p, outside, manifest, tamper, around };
}

const VICTIM_TEXT = "ref: refs/heads/main\n";

const pending = (change: Partial<NonNullable<Manifest["pending"]>>) => ({
  run: "0badc0de",
  pid: 999_999,
  since: "2026-01-01T00:00:00Z",
  write: {},
  remove: [],
  folders: [],
  ...change,
});

describe("a tampered manifest", () => {
  it("a journal run name with ../ and a put-back by a path relative to the working folder: no git hook is written", async () => {
    const p = await committed();
    // The payload is committed in the output folder, under the name the tampered run name leads to.
    writeFileSync(join(p.out, "payload-0.removed"), "#!/bin/sh\necho pwned > pwned.txt\n");
    chmodSync(join(p.out, "payload-0.removed"), 0o755);
    p.tamper((m) => (m.pending = pending({ run: "x/../../../payload", remove: [".git/hooks/pre-commit"] })));
    p.setRoutes(TWO_SCOPES);
    const before = p.around();
    const output = snapshot(p.out, true);
    const run = await runRoutegen(p.dir, ["generate", "routes.yaml", "-o", "sdk", "--reporter", "json"]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.diagnostics).toEqual([
      expect.objectContaining({
        code: "manifest-invalid",
        pointer: "#/pending/run",
        line: expect.any(Number),
        message: expect.stringContaining("delete it"),
      }),
    ]);
    expect(existsSync(join(p.dir, ".git", "hooks", "pre-commit"))).toBe(false);
    expect(p.around()).toEqual(before);
    // Nothing it lists is touched, the manifest included.
    expect(snapshot(p.out, true)).toEqual(output);
  });

  it("a file set aside by an interrupted run is put back in the output folder, not in the working folder", async () => {
    const p = await committed();
    const users = readFileSync(join(p.out, "users.ts"), "utf8");
    // Killed while removing users.ts, which had been edited: the edited file waits under its aside name.
    p.tamper((m) => (m.pending = pending({ run: "0badc0de", remove: ["users.ts"] })));
    writeFileSync(join(p.out, ".routegen-0badc0de-0.removed"), users + "// mine\n");
    rmSync(join(p.out, "users.ts"));
    const before = p.around();
    p.setRoutes(TWO_SCOPES);
    const run = await runRoutegen(p.dir, ["generate", "routes.yaml", "-o", "sdk", "--reporter", "json"]);
    expect(run.code).toBe(0);
    expect(run.diagnostics).toEqual([
      expect.objectContaining({ code: "output-kept", file: expect.stringContaining("users.ts") }),
    ]);
    expect(readFileSync(join(p.out, "users.ts"), "utf8")).toBe(users + "// mine\n");
    expect(existsSync(join(p.dir, "users.ts"))).toBe(false);
    expect({ ...p.around(), "routes.yaml": "" }).toEqual({ ...before, "routes.yaml": "" });
  });

  it.each([
    {
      name: "folders climbing out",
      change: (m: Manifest) => (m.folders = ["../outside/emptydir"]),
      pointer: "#/folders/0",
    },
    { name: "an absolute folder", change: (m: Manifest) => (m.folders = ["/tmp"]), pointer: "#/folders/0" },
    {
      name: "a file climbing out",
      change: (m: Manifest) => (m.files["../outside/victim.txt"] = hashText("ref: refs/heads/main\n")),
      pointer: "#/files/..~1outside~1victim.txt",
    },
    {
      name: "a pending write with a ../ run name",
      change: (m: Manifest) => (m.pending = pending({ run: "../../outside/x", write: { "index.ts": "0" } })),
      pointer: "#/pending/run",
    },
    {
      name: "pending folders climbing out",
      change: (m: Manifest) => (m.pending = pending({ folders: ["../outside/emptydir"] })),
      pointer: "#/pending/folders/0",
    },
    {
      name: "the manifest claiming itself",
      change: (m: Manifest) => (m.files[MANIFEST] = "0"),
      pointer: "#/files/.routegen-manifest.json",
    },
    {
      name: "files not an object",
      change: (m: Manifest) => ((m as unknown as { files: unknown }).files = ["index.ts"]),
      pointer: "#/files",
    },
  ])("$name: manifest-invalid, nothing outside touched", async ({ change, pointer }) => {
    const p = await committed();
    // A temporary file's name that the ../ run name leads to.
    writeFileSync(join(p.outside, "x-0.tmp"), "mine");
    p.tamper(change);
    const before = p.around();
    p.setRoutes(TWO_SCOPES);
    const run = await p.generate();
    expect(run.code).toBe(1);
    expect(run.diagnostics).toEqual([expect.objectContaining({ code: "manifest-invalid", pointer })]);
    expect({ ...p.around(), "routes.yaml": "" }).toEqual({ ...before, "routes.yaml": "" });
  });

  it("not JSON: manifest-invalid at the line and column of the fault", async () => {
    const p = await committed();
    writeFileSync(join(p.out, MANIFEST), '{\n  "files": {\n    "index.ts": 1,,\n');
    const run = await p.generate();
    expect(run.code).toBe(1);
    expect(run.diagnostics).toEqual([
      expect.objectContaining({ code: "manifest-invalid", line: 3, message: expect.stringContaining("not JSON") }),
    ]);
    const text = await runRoutegen(p.dir, ["generate", p.input, "-o", p.out]);
    expect(text.stderr).toContain("nothing written to");
    expect(text.stderr).toContain("1 problem with the output folder");
    const check = await runRoutegen(p.dir, ["check", p.input, "-o", p.out]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain("its manifest cannot be trusted");
  });
});

describe("links in the output folder", () => {
  /** The files of a catalogue's SDK, made in memory, and the manifest head `generate` would give them. */
  function sdkOf(routes: string) {
    const p = project(routes, "routegen-escape-sdk-");
    const sdk = generateFiles({ input: p.input });
    const head: ManifestHead = { generator: "routegen test", inputHash: hashText(routes), inputs: [], ...sdk.summary };
    return { files: sdk.files, head };
  }

  it("a symlinked sub-folder and a manifest entry under it with a victim's hash: the victim stays, the link stays", async () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "routegen-escape-")));
    const out = join(root, "sdk");
    const outside = join(root, "outside");
    mkdirSync(join(outside, "emptydir"), { recursive: true });
    writeFileSync(join(outside, "victim.txt"), "ref: refs/heads/main\n");
    const a = sdkOf(THREE_SCOPES);
    await writeOutput(out, a.files, a.head);
    symlinkSync("../outside", join(out, "link"));
    const m = readManifest(out)!;
    m.files["link/victim.txt"] = hashText("ref: refs/heads/main\n");
    m.folders = ["link/emptydir"];
    writeFileSync(join(out, MANIFEST), JSON.stringify(m));
    const before = snapshot(outside, true);

    const b = sdkOf(TWO_SCOPES);
    const result = await writeOutput(out, b.files, b.head);
    expect(result.removed).toEqual(["users.ts"]);
    expect(snapshot(outside, true)).toEqual(before);
    expect(snapshot(out)["link"]).toBe("-> ../outside");
    expect(readManifest(out)?.files["link/victim.txt"]).toBeUndefined();
  });

  it("an interrupted run's journal under a symlinked sub-folder: nothing outside is removed or put back", async () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "routegen-escape-")));
    const out = join(root, "sdk");
    const outside = join(root, "outside");
    mkdirSync(outside);
    writeFileSync(join(outside, "victim.txt"), "mine");
    writeFileSync(join(outside, ".routegen-0badc0de-0.tmp"), "mine too");
    writeFileSync(join(outside, ".routegen-0badc0de-0.removed"), "and this");
    const a = sdkOf(THREE_SCOPES);
    await writeOutput(out, a.files, a.head);
    symlinkSync(outside, join(out, "link"));
    const m = readManifest(out)!;
    m.pending = pending({
      run: "0badc0de",
      write: { "link/victim.txt": "0" },
      remove: ["link/victim.txt"],
      folders: ["link"],
    });
    m.files["link/victim.txt"] = hashText("mine");
    writeFileSync(join(out, MANIFEST), JSON.stringify(m));
    const before = snapshot(outside, true);

    const b = sdkOf(TWO_SCOPES);
    await writeOutput(out, b.files, b.head);
    expect(snapshot(outside, true)).toEqual(before);
  });

  it("a link where routegen writes is never written through: output-conflict, and --force replaces the link itself", async () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "routegen-escape-")));
    const out = join(root, "sdk");
    const outside = join(root, "outside");
    mkdirSync(outside);
    writeFileSync(join(outside, "victim.txt"), VICTIM_TEXT);
    const a = sdkOf(TWO_SCOPES);
    await writeOutput(out, a.files, a.head);
    rmSync(join(out, "index.ts"));
    symlinkSync("../outside/victim.txt", join(out, "index.ts"));
    const before = snapshot(outside, true);
    const b = sdkOf(THREE_SCOPES);
    const error = await writeOutput(out, b.files, b.head).catch((e: unknown) => e);
    expect((error as DiagnosticError).diagnostics).toEqual([
      expect.objectContaining({ code: "output-conflict", message: expect.stringContaining("a link") }),
    ]);
    expect(snapshot(outside, true)).toEqual(before);
    await writeOutput(out, b.files, b.head, { overwrite: true });
    expect(snapshot(outside, true)).toEqual(before);
    expect(lstatSync(join(out, "index.ts")).isFile()).toBe(true);
  });

  it("a manifest that is a link is not read through", async () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "routegen-escape-")));
    const out = join(root, "sdk");
    mkdirSync(out);
    writeFileSync(
      join(root, "elsewhere.json"),
      JSON.stringify({ generator: "x", inputHash: "", inputs: [], files: {} }),
    );
    symlinkSync("../elsewhere.json", join(out, MANIFEST));
    const b = sdkOf(TWO_SCOPES);
    const error = await writeOutput(out, b.files, b.head).catch((e: unknown) => e);
    expect((error as DiagnosticError).diagnostics).toEqual([
      expect.objectContaining({ code: "manifest-invalid", message: expect.stringContaining("a link") }),
    ]);
    expect(readFileSync(join(root, "elsewhere.json"), "utf8")).toContain('"generator":"x"');
  });
});
