// Preloaded into a measured process (`node --require`): on exit, writes what the process used as JSON
// to the file named by ROUTEGEN_BENCH_USAGE. Peak RSS comes from the kernel (getrusage), so no
// GNU time is needed. routegen's progress lines (`routegen: plan ... (1.86 s)` on stderr) are watched
// too: at the end of each phase the peak RSS so far and the heap in use are noted, for the memory of
// each phase.
const { writeFileSync } = require("node:fs");

const file = process.env.ROUTEGEN_BENCH_USAGE;
if (file) {
  const phases = [];
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = (chunk, ...rest) => {
    for (const [, phase] of String(chunk).matchAll(/^routegen: (\w+) .*\(\d+(?:\.\d+)? s\)$/gm)) {
      phases.push({ phase, maxRssKiB: process.resourceUsage().maxRSS, heapUsedBytes: process.memoryUsage().heapUsed });
    }
    return write(chunk, ...rest);
  };
  process.on("exit", () => {
    const usage = process.resourceUsage();
    writeFileSync(
      file,
      JSON.stringify({
        maxRssKiB: usage.maxRSS,
        userMicros: usage.userCPUTime,
        systemMicros: usage.systemCPUTime,
        phases,
      }),
    );
  });
}
