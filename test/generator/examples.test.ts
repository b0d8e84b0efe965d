import { readFileSync } from "node:fs";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { MANIFEST } from "../../generator/write/manifest.js";
import { generateFiles } from "../../generator/pipeline.js";
import { EXAMPLES, sdkFiles } from "../support/examples.js";

// The committed output of every example is what the generator makes now (run `npm run examples` after a
// deliberate change), byte for byte, and prettier would not change a character of it.
describe.each(EXAMPLES)("example $name", ({ input, output }) => {
  const generated = generateFiles({ input });

  it("is committed exactly as generated", () => {
    const committed = sdkFiles(output);
    expect(committed).toEqual(generated.files.map((f) => f.path).sort());
    for (const file of generated.files) {
      expect(readFileSync(`${output}/${file.path}`, "utf8"), file.path).toBe(file.text);
    }
  });

  it("is byte-identical from run to run", () => {
    expect(generateFiles({ input }).files).toEqual(generated.files);
  });

  it("is already in prettier's style, its manifest too", async () => {
    for (const file of generated.files) {
      expect(await prettier.format(file.text, { parser: "typescript" }), file.path).toBe(file.text);
    }
    const manifest = readFileSync(`${output}/${MANIFEST}`, "utf8");
    expect(await prettier.format(manifest, { filepath: `${output}/${MANIFEST}` })).toBe(manifest);
  });
});
