// Preloaded into a measured process (`node --require`): on exit, writes what the process used as JSON
// to the file named by ROUTEGEN_BENCH_USAGE. Peak RSS comes from the kernel (getrusage), so no
// GNU time is needed.
const { writeFileSync } = require("node:fs");

const file = process.env.ROUTEGEN_BENCH_USAGE;
if (file) {
  process.on("exit", () => {
    const usage = process.resourceUsage();
    writeFileSync(file, JSON.stringify({ maxRssKiB: usage.maxRSS, userMicros: usage.userCPUTime, systemMicros: usage.systemCPUTime }));
  });
}
