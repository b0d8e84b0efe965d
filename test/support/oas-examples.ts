// The descriptions of the npm package @readme/oas-examples (Swagger 2.0, OpenAPI 3.0 and 3.1; JSON and
// YAML), which several tests run routegen over.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./examples.js";

/** The package's folder: a description's name in messages is its path from here (`3.0/json/petstore.json`). */
export const OAS_EXAMPLES = `${ROOT}node_modules/@readme/oas-examples/`;

/** Every description of the package (`json`: its JSON files only), by absolute path, sorted. */
export function oasExamples(only?: "json"): string[] {
  const pattern = only === "json" ? /\.json$/ : /\.(json|ya?ml)$/;
  const under = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return under(path);
      return pattern.test(entry.name) ? [path] : [];
    });
  return ["2.0", "3.0", "3.1"].flatMap((version) => under(join(OAS_EXAMPLES, version))).sort();
}
