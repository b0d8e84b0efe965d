import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { DiagnosticError } from "../../../generator/diagnostics.js";
import { MANIFEST, readManifest, type Manifest } from "../../../generator/write/manifest.js";
import { writeOutput, type ManifestHead } from "../../../generator/write/write.js";
import { generateFiles } from "../../../generator/pipeline.js";
import { hashText } from "../../../generator/util/hash.js";
import { project, snapshot, THREE_SCOPES, TWO_SCOPES } from "../../support/output.js";

// The output folder is input: a property test that tampers with it as an attacker would, at random,
// and asserts that routegen never creates, changes or removes anything outside it, and never fails with
// anything but a diagnostic. Each case: a committed SDK (a tiny one, generated once and copied), a folder
// `outside` beside it with files whose content is known (so a manifest can claim them by hash), links in
// the output folder at every level (to `outside`, to a file in it, to the project, absolute and relative),
// and a manifest whose every list and journal field is drawn from paths with `..`, `.`, empty parts,
// absolute paths, backslashes, routegen's own names and the links; and run names with `/` and `..`.
// Then a run that changes the output (with and without --force).

// In memory where the system has a tmpfs for it: thousands of small folders are made and removed.
const root = realpathSync(mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "routegen-tamper-")));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The files of a catalogue's SDK, made in memory once, and the manifest head `generate` would give them. */
function sdkOf(routes: string) {
  const p = project(routes, "routegen-tamper-sdk-");
  const sdk = generateFiles({ input: p.input });
  const head: ManifestHead = { generator: "routegen test", inputHash: hashText(routes), inputs: [], ...sdk.summary };
  return { files: sdk.files, head };
}

const VICTIM = "ref: refs/heads/main\n";
const OTHER = "#!/bin/sh\necho pwned\n";
const RUN = "0badc0de";

/** Where each case starts from: the old SDK written, plus a real sub-folder with a file routegen owns. */
async function template(a: ReturnType<typeof sdkOf>): Promise<string> {
  const dir = join(root, "template");
  const out = join(dir, "sdk");
  await writeOutput(out, a.files, a.head);
  mkdirSync(join(out, "sub"));
  writeFileSync(join(out, "sub", "owned.ts"), VICTIM);
  const manifest = readManifest(out)!;
  manifest.files["sub/owned.ts"] = hashText(VICTIM);
  manifest.folders = ["sub"];
  writeFileSync(join(out, MANIFEST), JSON.stringify(manifest, null, 2));
  mkdirSync(join(dir, "outside", "sub"), { recursive: true });
  mkdirSync(join(dir, "outside", "emptydir"));
  writeFileSync(join(dir, "outside", "victim.txt"), VICTIM);
  writeFileSync(join(dir, "outside", "sub", "victim.txt"), VICTIM);
  writeFileSync(join(dir, "outside", "hook"), OTHER);
  // Names a journal with a tampered run name, or one under a link, would lead to.
  for (const name of [`.routegen-${RUN}-0.tmp`, `.routegen-${RUN}-0.removed`, "x-0.tmp", "payload-0.removed"])
    writeFileSync(join(dir, "outside", name), OTHER);
  return dir;
}

/** Parts of paths that pass the manifest's check, and lead outside only through links. */
const plain = fc.constantFrom(
  "link",
  "flink",
  "up",
  "abs",
  "sub",
  "outside",
  "victim.txt",
  "emptydir",
  "index.ts",
  "owned.ts",
  ".git",
  "hooks",
);
const hostile = fc.constantFrom("..", ".", "", MANIFEST, ".routegen-lock", "a\\..\\..\\b");
const path = fc.oneof(
  { weight: 14, arbitrary: fc.array(plain, { minLength: 1, maxLength: 4 }).map((parts) => parts.join("/")) },
  {
    weight: 1,
    arbitrary: fc.array(fc.oneof(plain, hostile), { minLength: 1, maxLength: 4 }).map((parts) => parts.join("/")),
  },
  { weight: 1, arbitrary: fc.constantFrom("/outside/victim.txt", "//x", "C:/x", "sub/../../outside/victim.txt") },
);
const hash = fc.constantFrom(hashText(VICTIM), hashText(OTHER), "0", "");
const run = fc.oneof(
  { weight: 8, arbitrary: fc.constant(RUN) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "x/../../../outside/payload",
      "../outside/x",
      "..",
      "",
      "/tmp/x",
      "0BADC0DE",
      "sub/0badc0de",
    ),
  },
);
const pending = fc.record(
  {
    run,
    pid: fc.constantFrom(999_999, 4_000_000, 1, 2, 3, 4, 5, 6, 7, -1),
    since: fc.constant("2026-01-01T00:00:00Z"),
    write: fc.dictionary(path, hash, { maxKeys: 3 }),
    remove: fc.array(path, { maxLength: 3 }),
    folders: fc.array(path, { maxLength: 3 }),
  },
  { requiredKeys: ["run", "write", "remove", "folders"] },
);
/** What a case does to the manifest: entries added to each list, a journal, or a field of the wrong type. */
const tampering = fc.record({
  files: fc.dictionary(path, hash, { maxKeys: 4 }),
  folders: fc.option(fc.array(path, { maxLength: 3 }), { nil: undefined }),
  pending: fc.option(pending, { nil: undefined }),
  wrongType: fc.oneof(
    { weight: 9, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom("files", "folders", "pending", "inputs", "routes") },
  ),
});
/** Links planted in the output folder: where, and to what. */
const link = fc.record({
  at: fc.constantFrom(
    "link",
    "flink",
    "up",
    "abs",
    "sub/link",
    "sub/up",
    "index.ts",
    "sub/owned.ts",
    `.routegen-${RUN}-0.removed`,
    "sub",
  ),
  to: fc.constantFrom(
    "../outside",
    "../../outside",
    "../outside/victim.txt",
    "..",
    "../../outside/sub",
    "ABS_OUTSIDE",
    "nowhere",
  ),
});

describe("a manifest and links tampered with at random", () => {
  it("never lead routegen to create, change or remove anything outside the output folder", async () => {
    const a = sdkOf(THREE_SCOPES);
    const b = sdkOf(TWO_SCOPES);
    const start = await template(a);
    // The template as data, written anew for each case (faster than copying the folder).
    const files = Object.entries(snapshot(start)).map(([path]) => path);
    const folders = files.filter((path) => path.endsWith("/")).map((path) => path.slice(0, -1));
    const texts = files
      .filter((path) => !path.endsWith("/"))
      .map((path) => [path, readFileSync(join(start, path))] as const);
    const original = JSON.parse(readFileSync(join(start, "sdk", MANIFEST), "utf8")) as Record<string, unknown> &
      Pick<Manifest, "files" | "folders">;
    const untouched = snapshot(root, true);
    let cases = 0;
    let refused = 0;
    const failures: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(tampering, fc.array(link, { maxLength: 3 }), fc.boolean(), async (t, links, force) => {
        const dir = join(root, `case-${cases++}`);
        mkdirSync(dir);
        for (const folder of folders) mkdirSync(join(dir, folder));
        for (const [file, text] of texts) writeFileSync(join(dir, file), text);
        const out = join(dir, "sdk");
        for (const l of links) {
          // Only in a real folder of the output (`sub` may be a link already): the test writes nothing outside either.
          if (!lstatSync(dirname(join(out, l.at))).isDirectory()) continue;
          rmSync(join(out, l.at), { recursive: true, force: true });
          symlinkSync(l.to === "ABS_OUTSIDE" ? join(dir, "outside") : l.to, join(out, l.at));
        }
        // As text, like whoever edits it: any key may hold anything.
        const manifest = structuredClone(original);
        Object.assign(manifest.files, t.files);
        if (t.folders) manifest.folders = [...(manifest.folders ?? []), ...t.folders];
        if (t.pending) manifest.pending = t.pending;
        if (t.wrongType)
          (manifest as Record<string, unknown>)[t.wrongType] =
            t.wrongType === "files" ? ["../outside/victim.txt"] : "../outside";
        writeFileSync(join(out, MANIFEST), JSON.stringify(manifest));
        // Beside the output folder: `outside`, and what the case's folder holds (the root is checked at the end).
        const around = () => ({ outside: snapshot(join(dir, "outside"), true), names: readdirSync(dir).sort() });
        const before = around();

        const error = await writeOutput(out, b.files, b.head, { overwrite: force, lockTimeoutMs: 0 }).then(
          () => undefined,
          (e: unknown) => e,
        );
        if (error !== undefined) {
          refused++;
          expect(error).toBeInstanceOf(DiagnosticError);
          for (const d of (error as DiagnosticError).diagnostics) failures[d.code] = (failures[d.code] ?? 0) + 1;
        }
        expect(around()).toEqual(before);
        rmSync(dir, { recursive: true, force: true });
      }),
      { numRuns: Number(process.env.ROUTEGEN_TAMPER_RUNS ?? 2_000) },
    );
    // Nothing beside the cases' folders either (the template each case copies included).
    expect(snapshot(root, true)).toEqual(untouched);
    // The cases reached both sides: manifests refused, and runs that went through.
    console.log(
      `${cases} cases: ${cases - refused} runs went through, ${refused} refused (${JSON.stringify(failures)})`,
    );
    expect(failures["manifest-invalid"]).toBeGreaterThan(0);
    expect(cases - refused).toBeGreaterThan(0);
  });
});
