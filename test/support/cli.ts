import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { ROOT } from "./examples.js";

/** The CLI as users run it: `bin/routegen.js` in a process of its own. */
export const BIN = `${ROOT}bin/routegen.js`;

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs routegen to its end (in `cwd`, the repository root by default). Never a terminal: no colour. */
export function routegen(args: readonly string[], options: { cwd?: string; env?: Record<string, string> } = {}): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: "utf8",
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    // A large input's --reporter json or --verbose output is megabytes (the default limit is 1 MB).
    maxBuffer: 64 * 2 ** 20,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "routegen-cli-"));
}

/** Every file under `dir` (an SDK has `types/` and may have `runtime/`), as relative paths, sorted. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split(sep).join("/"))
    .sort();
}

/** A long-running routegen (watch): its output so far, a way to wait for a line, and to stop it. */
export function startRoutegen(args: readonly string[], cwd: string) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const waiters: { pattern: RegExp; from: number; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output.slice(waiter.from))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    get output() {
      return output;
    },
    /** Resolves when `pattern` appears in what is printed from now on; rejects after `ms`, with the output. */
    waitFor(pattern: RegExp, ms = 60_000): Promise<void> {
      const from = output.length;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${ms} ms; output:\n${output}`)), ms);
        waiters.push({ pattern, from, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    /** Sends SIGINT (Ctrl-C) and resolves with the exit code. */
    interrupt(): Promise<number | null> {
      child.kill("SIGINT");
      return exited;
    },
    kill(): void {
      child.kill("SIGKILL");
    },
  };
}
