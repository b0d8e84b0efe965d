import { describe, expect, it } from "vitest";
import { emitSdk } from "../../../generator/emit/index.js";
import type { NamedType } from "../../../generator/model.js";
import { planSdk } from "../../../generator/plan/plan.js";
import { model, source } from "../../support/model.js";

// `enums: as-const` (generator/emit/enum-object.ts): a named enum is also a `const` object of its values.

const types: NamedType[] = [
  {
    name: "status",
    schema: { kind: "enum", values: ["open", "in-progress", "", "closed", "Closed"], nullable: true },
    source,
  },
  { name: "level", schema: { kind: "enum", values: [1, -1, true] }, source },
  { name: "name", schema: { kind: "string" }, source },
];
const files = (enums?: "as-const") =>
  new Map(emitSdk(planSdk(model([], types), enums ? { enums } : {})).map((f) => [f.path, f.text]));

describe("enums as const objects", () => {
  it("writes each named enum's values as a const object beside its type, keyed by their words in PascalCase", () => {
    const sdk = files("as-const");
    expect(sdk.get("types/status.ts"))
      .toBe(`export type Status = "open" | "in-progress" | "" | "closed" | "Closed" | null;

/** The values of {@link Status}. */
export const Status = {
  Open: "open",
  InProgress: "in-progress",
  "": "",
  Closed: "closed",
  Closed2: "Closed",
} as const;
`);
    expect(sdk.get("types/level.ts")).toBe(`export type Level = 1 | -1 | true;

/** The values of {@link Level}. */
export const Level = { 1: 1, "-1": -1, true: true } as const;
`);
    expect(sdk.get("types/name.ts")).toBe("export type Name = string;\n");
    // The barrel exports the values with their types.
    expect(sdk.get("types.ts")).toBe(
      'export { Status } from "./types/status.js";\nexport { Level } from "./types/level.js";\nexport type { Name } from "./types/name.js";\n',
    );
  });

  it("writes types alone by default", () => {
    const sdk = files();
    expect(sdk.get("types/level.ts")).toBe("export type Level = 1 | -1 | true;\n");
    expect(sdk.get("types.ts")).not.toContain("export {");
  });
});
