import { fileURLToPath } from "node:url";

/** The committed examples: an input and the generated SDK beside it. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export const EXAMPLES = [
  { name: "catalogue", input: `${ROOT}examples/catalogue/routes.yaml`, output: `${ROOT}examples/catalogue/sdk` },
  { name: "openapi", input: `${ROOT}examples/openapi/api.yaml`, output: `${ROOT}examples/openapi/sdk` },
] as const;
