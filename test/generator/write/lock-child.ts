import { appendFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { lockOutput } from "../../../generator/write/lock.js";

// A process of lock.test.ts's race: takes the lock of a folder `rounds` times, and logs each holding
// (`in <pid>`, `out <pid>`) to a file all the racers append to.
const [dir, log, rounds] = process.argv.slice(2) as [string, string, string];
for (let i = 0; i < Number(rounds); i++) {
  const release = await lockOutput(dir, { timeoutMs: 60_000 });
  appendFileSync(log, `in ${process.pid}\n`);
  await sleep(2);
  appendFileSync(log, `out ${process.pid}\n`);
  release();
}
