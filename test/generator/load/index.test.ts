import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadApi } from "../../../generator/load/index.js";
import { LoadError } from "../../../generator/load/result.js";
import { schemaDoc } from "./openapi/helpers.js";

// Loading an input file, whatever its kind (generator/load/index.ts).

describe("loadApi", () => {
  it("names every file a failed load read or tried to read (watch follows them to see the fix)", () => {
    const dir = mkdtempSync(join(tmpdir(), "routegen-openapi-"));
    try {
      writeFileSync(
        join(dir, "api.json"),
        schemaDoc({ oneOf: [{ $ref: "good.yaml#/A" }, { $ref: "missing.yaml#/B" }, { $ref: "broken.yaml#/C" }] }),
      );
      writeFileSync(join(dir, "good.yaml"), "A: { type: string }\n");
      writeFileSync(join(dir, "broken.yaml"), "C: [\n");
      const error = (() => {
        try {
          loadApi(join(dir, "api.json"));
        } catch (e) {
          return e;
        }
        throw new Error("loaded");
      })();
      expect(error).toBeInstanceOf(LoadError);
      expect([...(error as LoadError).files].sort()).toEqual(
        ["api.json", "broken.yaml", "good.yaml", "missing.yaml"].map((f) => join(dir, f)),
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
