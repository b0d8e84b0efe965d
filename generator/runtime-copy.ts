import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { GeneratedFile } from "./emit/index.js";

/** The runtime's own sources, for `--runtime copy`: an SDK that depends on nothing. */
export function runtimeFiles(folder = "runtime"): GeneratedFile[] {
  const dir = fileURLToPath(new URL("../runtime/", import.meta.url));
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ts"))
    .sort()
    .map((name) => ({ path: `${folder}/${name}`, text: readFileSync(dir + name, "utf8") }));
}
