// One whole run (generator/generate.ts) as a warm run sees it: with nothing changed it is up to date, the
// hashes of files it already knows coming from the stat cache; whatever happens to that cache, an output
// file changed behind routegen's back is still seen, and the cache is never in the output folder.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import { MANIFEST, readManifest } from "../../generator/write/manifest.js";
import { hashText } from "../../generator/util/hash.js";
import { ROOT } from "../support/examples.js";

let dir: string;
let options: { input: string; output: string };
let cache: string;

beforeEach(() => {
  // A project as a user has one: a package.json and a node_modules folder, the SDK generated into it.
  dir = realpathSync(mkdtempSync(join(tmpdir(), "routegen-generate-")));
  writeFileSync(join(dir, "package.json"), "{}");
  mkdirSync(join(dir, "node_modules"));
  cpSync(join(ROOT, "examples/openapi/api.yaml"), join(dir, "api.yaml"));
  options = { input: join(dir, "api.yaml"), output: join(dir, "sdk") };
  cache = join(dir, "node_modules/.cache/routegen", `${hashText(options.output)}.json`);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Generated, then checked once the files are older than a tick of the file system's clock, so the cache knows them all. */
async function generatedAndCached(): Promise<string[]> {
  expect((await generate(options)).upToDate).toBe(false);
  await sleep(150);
  expect((await generate(options)).upToDate).toBe(true);
  const files = Object.keys(readManifest(options.output)!.files);
  const cached = Object.keys((JSON.parse(readFileSync(cache, "utf8")) as { files: object }).files);
  expect(cached.sort()).toEqual([options.input, ...files.map((file) => join(options.output, file))].sort());
  return files;
}

/** Edits a file to text of the same size, and gives it its old times back (`touch -r`, to the nanosecond). */
function editKeepingTimes(path: string, edit: (text: string) => string): void {
  const text = readFileSync(path, "utf8");
  const edited = edit(text);
  expect(edited).not.toBe(text);
  expect(edited.length).toBe(text.length);
  const reference = join(dir, "reference");
  writeFileSync(reference, "");
  execFileSync("touch", ["-r", path, reference]);
  const before = statSync(path);
  writeFileSync(path, edited);
  execFileSync("touch", ["-r", reference, path]);
  expect([statSync(path).size, statSync(path).mtimeMs]).toEqual([before.size, before.mtimeMs]);
}

describe("generate(), warm", () => {
  it("is up to date with nothing changed, the hashes of every output file and input in the cache", async () => {
    await generatedAndCached();
    const before = statSync(cache);
    expect((await generate(options)).upToDate).toBe(true);
    expect(statSync(cache).mtimeMs, "the cache is not rewritten when nothing changed").toBe(before.mtimeMs);
  });

  it("sees an output file edited to the same size and given its old times back, and writes it anew", async () => {
    await generatedAndCached();
    const path = join(options.output, "notes.ts");
    const text = readFileSync(path, "utf8");
    editKeepingTimes(path, (old) => old.replace("Note", "NOTE"));
    const result = await generate(options);
    expect(result.upToDate).toBe(false);
    expect(result.files.written).toEqual(["notes.ts"]);
    expect(readFileSync(path, "utf8")).toBe(text);
  });

  it("sees an input edited the same way", async () => {
    await generatedAndCached();
    editKeepingTimes(options.input, (old) => old.replace("operationId: deleteNote", "operationId: removeNote"));
    const result = await generate(options);
    expect(result.upToDate).toBe(false);
    expect(result.files.written).toContain("notes.ts");
  });

  it.each([
    ["deleted", () => rmSync(cache)],
    ["corrupt", () => writeFileSync(cache, '{"version":1,"files":{"')],
    [
      "unwritable (a file where its folder is)",
      () => {
        rmSync(join(dir, "node_modules/.cache"), { recursive: true });
        writeFileSync(join(dir, "node_modules/.cache"), "");
      },
    ],
  ])("with the cache %s: up to date, and an edited output file is still seen", async (_, spoil) => {
    const files = await generatedAndCached();
    spoil();
    const result = await generate(options);
    expect(result).toMatchObject({ upToDate: true, diagnostics: [] });
    expect(result.files.unchanged).toHaveLength(files.length);
    writeFileSync(join(options.output, "notes.ts"), "// edited\n");
    spoil();
    expect((await generate(options)).files.written).toEqual(["notes.ts"]);
  });

  it("never writes the cache into the output folder", async () => {
    const files = await generatedAndCached();
    expect(
      readdirSync(options.output, { recursive: true, encoding: "utf8" })
        .filter((path) => statSync(join(options.output, path)).isFile())
        .sort(),
    ).toEqual([MANIFEST, ...files].sort());
  });
});
