import { readdirSync, readFileSync } from "node:fs";
import type { GeneratedFile } from "./index.js";
import { fromPackageRoot } from "../util/package-root.js";

/**
 * The runtime's own TypeScript sources, for `--runtime copy`: an SDK that depends on nothing. routegen
 * ships them as data (the `@routegen/runtime` package ships only its build); `--emit js` compiles them
 * with the rest of the SDK.
 */
export function runtimeFiles(folder = "runtime"): GeneratedFile[] {
  const dir = fromPackageRoot("runtime");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))
    .sort()
    .map((name) => ({ path: `${folder}/${name}`, text: readFileSync(`${dir}/${name}`, "utf8") }));
}
