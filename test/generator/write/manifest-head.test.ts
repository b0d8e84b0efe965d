import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readManifestHead } from "../../../generator/write/manifest-head.js";
import { MANIFEST, manifestText, type Manifest } from "../../../generator/write/manifest.js";

// The up-to-date check reads the manifest without its route summary (megabytes for a large API), and
// gets the same head whatever shape the file has.

const manifest: Manifest = {
  generator: "routegen 0.1.0",
  inputHash: "abc",
  inputs: ["../api.yaml"],
  files: { "index.ts": "1", 'odd "routes": name.ts': "2" },
  routes: { "pets.list": { request: "GET /pets", params: { '\n  "routes": x': "query? string" }, response: "Pet[]" } },
  types: { Pet: "3" },
};
const head = {
  generator: manifest.generator,
  inputHash: manifest.inputHash,
  inputs: manifest.inputs,
  files: manifest.files,
};

function folderWith(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "routegen-manifest-"));
  writeFileSync(join(dir, MANIFEST), text);
  return dir;
}

describe("readManifestHead", () => {
  it.each([
    { name: "as routegen writes it: the head only", text: manifestText(manifest), want: head },
    { name: "another shape (one line): parsed whole", text: JSON.stringify(manifest), want: manifest },
    { name: "no summary", text: JSON.stringify(head, null, 2), want: head },
    { name: "not a manifest", text: "[1, 2]", want: undefined },
    { name: "not JSON", text: "{", want: undefined },
  ])("$name", ({ text, want }) => {
    expect(readManifestHead(folderWith(text))).toEqual(want);
  });

  it("no manifest", () => {
    expect(readManifestHead(mkdtempSync(join(tmpdir(), "routegen-manifest-")))).toBeUndefined();
  });
});
