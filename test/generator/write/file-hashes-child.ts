import { join } from "node:path";
import { FileHashes } from "../../../generator/write/file-hashes.js";

// A process of file-hashes.concurrent.test.ts's race: `rounds` times, a run that knows the first `count` files of
// `dir` saves the cache (each save replaces what the other racer saved, so every one writes).
const [dir, cache, count, rounds] = process.argv.slice(2) as [string, string, string, string];
for (let round = 0; round < Number(rounds); round++) {
  const hashes = new FileHashes(cache, dir);
  for (let i = 0; i < Number(count); i++) hashes.hashOf(join(dir, `file-${i}.ts`));
  hashes.forgetOthers();
  hashes.save();
}
