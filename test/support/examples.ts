import { readdirSync } from "node:fs";
import { sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The committed examples: an input and the generated SDK beside it. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export const EXAMPLES = [
  { name: "catalogue", input: `${ROOT}examples/catalogue/routes.yaml`, output: `${ROOT}examples/catalogue/sdk` },
  { name: "openapi", input: `${ROOT}examples/openapi/api.yaml`, output: `${ROOT}examples/openapi/sdk` },
] as const;

/** The TypeScript files of a generated SDK, as paths relative to its folder (`types/issue.ts`), sorted. */
export function sdkFiles(output: string): string[] {
  return readdirSync(output, { recursive: true, encoding: "utf8" })
    .map((path) => path.split(sep).join("/"))
    .filter((path) => path.endsWith(".ts"))
    .sort();
}
