#!/usr/bin/env node
// The CLI is written in TypeScript; tsx (a dependency) runs it as is, so there is no build step to forget.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../generator/cli.ts");
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // An input problem is a diagnostic (exit 1); reaching here is a bug in routegen.
  process.stderr.write(`routegen: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 3;
}
