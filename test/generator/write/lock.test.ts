import { execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DiagnosticError } from "../../../generator/diagnostics.js";
import { writeOutput } from "../../../generator/write/write.js";
import { project, THREE_SCOPES, TWO_SCOPES } from "../../support/output.js";
import {
  ForeignLockFileError,
  LOCK_FILE,
  lockOutput,
  LockTimeoutError,
  liveLockHolder,
} from "../../../generator/write/lock.js";

// The lock of an output folder (generator/write/lock.ts), in this process: one holder at a time, a
// live holder waited for (with a message, then a clear failure), a dead one taken over, and a race of
// runs taking over one stale lock won by exactly one of them.

const folder = () => mkdtempSync(join(tmpdir(), "routegen-lock-"));

/** A lock file as a run of routegen writes it. */
function plantLock(dir: string, holder: Record<string, unknown>): void {
  writeFileSync(
    join(dir, LOCK_FILE),
    JSON.stringify({
      token: "planted",
      host: hostname(),
      since: "2026-01-01T00:00:00.000Z",
      command: "routegen generate",
      ...holder,
    }),
  );
}

/** A process that is gone: one that ran and ended (and was reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.on("close", resolve));
  return child.pid!;
}

describe("the output folder's lock", () => {
  it("is held by one run at a time; the next waits for it, is told who holds it, and gets it on release", async () => {
    const dir = folder();
    const release = await lockOutput(dir, { timeoutMs: 5_000 });
    const holder = JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8")) as { pid: number; note: string };
    expect(holder.pid).toBe(process.pid);
    expect(holder.note).toContain("routegen is writing this folder");
    expect(liveLockHolder(dir)?.pid).toBe(process.pid);

    const told: number[] = [];
    let second = false;
    const waiting = lockOutput(dir, { timeoutMs: 10_000, onWait: (h) => told.push(h.pid) }).then(
      (r) => ((second = true), r),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(second).toBe(false);
    expect(told).toEqual([process.pid]);
    release();
    const releaseSecond = await waiting;
    expect(second).toBe(true);
    releaseSecond();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("fails after the timeout with the holder named, if the holder is alive", async () => {
    const dir = folder();
    plantLock(dir, { pid: process.ppid, command: "routegen watch" });
    const error = await lockOutput(dir, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LockTimeoutError);
    expect((error as Error).message).toBe(
      `${join(dir, LOCK_FILE)} is held by pid ${process.ppid} (routegen watch) since 2026-01-01T00:00:00.000Z`,
    );
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
  });

  it("waits for a holder on another machine rather than guess it is gone", async () => {
    const dir = folder();
    plantLock(dir, { pid: await deadPid(), host: "build-agent-7" });
    const error = await lockOutput(dir, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/held by pid \d+ on build-agent-7 \(routegen generate\)/);
  });

  it("takes over a lock whose process is gone, whose pid now belongs to a later process, or that was never finished", async () => {
    const gone = folder();
    plantLock(gone, { pid: await deadPid() });
    (await lockOutput(gone, { timeoutMs: 300 }))();
    expect(readdirSync(gone)).toEqual([]);

    // The pid is alive (this very process), but it started at another time than the holder did.
    const reused = folder();
    plantLock(reused, { pid: process.pid, processStart: "1" });
    if (existsSync(`/proc/${process.pid}/stat`)) (await lockOutput(reused, { timeoutMs: 300 }))();

    // Empty: its writer was killed between creating and writing it. Young, it is waited for; old, taken over.
    const broken = folder();
    writeFileSync(join(broken, LOCK_FILE), "");
    let taken = false;
    const taking = lockOutput(broken, { timeoutMs: 0 }).then((release) => ((taken = true), release()));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(taken).toBe(false);
    await taking;
    const old = folder();
    writeFileSync(join(old, LOCK_FILE), "{");
    const past = new Date(Date.now() - 10_000);
    utimesSync(join(old, LOCK_FILE), past, past);
    (await lockOutput(old, { timeoutMs: 0 }))();
    expect(readdirSync(old)).toEqual([]);
  });

  it("never removes a file of the user's that has the lock's name", async () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), "my notes about locks");
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dir, LOCK_FILE), past, past);
    await expect(lockOutput(dir, { timeoutMs: 0 })).rejects.toBeInstanceOf(ForeignLockFileError);
    expect(readFileSync(join(dir, LOCK_FILE), "utf8")).toBe("my notes about locks");
  });

  it.each([
    { name: "a folder", plant: (path: string) => mkdirSync(path), problem: "it is a folder" },
    { name: "a dangling link", plant: (path: string) => symlinkSync("nowhere", path), problem: "it is a link" },
    { name: "a link to a folder", plant: (path: string) => symlinkSync(".", path), problem: "it is a link" },
    { name: "a named pipe", plant: (path: string) => execFileSync("mkfifo", [path]), problem: "a named pipe" },
  ])(
    "at the lock's path, $name: fails within the timeout, naming the path and the problem, without spinning",
    async ({ plant, problem }) => {
      const dir = folder();
      plant(join(dir, LOCK_FILE));
      const cpu = process.cpuUsage();
      const started = Date.now();
      const error = await lockOutput(dir, { timeoutMs: 600 }).catch((e: unknown) => e);
      const used = process.cpuUsage(cpu);
      expect(error).toBeInstanceOf(LockTimeoutError);
      expect((error as Error).message).toContain(join(dir, LOCK_FILE));
      expect((error as Error).message).toContain(problem);
      expect(Date.now() - started).toBeLessThan(5_000);
      // Sleeping between tries: a loop that spun would use the whole wait (600 ms) of CPU.
      expect((used.user + used.system) / 1000).toBeLessThan(300);
      expect(existsSync(join(dir, LOCK_FILE)) || lstatSync(join(dir, LOCK_FILE)).isSymbolicLink()).toBe(true);
    },
  );

  it("a folder at the lock's path: generate fails with output-locked, naming the path and the problem, and writes nothing", async () => {
    const dir = folder();
    mkdirSync(join(dir, LOCK_FILE));
    const files = [{ path: "index.ts", text: "export {};\n" }];
    const error = await writeOutput(
      dir,
      files,
      { generator: "routegen test", inputHash: "", inputs: [] },
      { lockTimeoutMs: 200 },
    ).catch((e: unknown) => e);
    expect((error as DiagnosticError).diagnostics).toEqual([
      expect.objectContaining({
        code: "output-locked",
        file: join(realpathSync(dir), LOCK_FILE),
        message: expect.stringContaining("it is a folder"),
      }),
    ]);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it("a folder at the lock's path: `generate --lock-timeout 1` ends within seconds with output-locked (it spun at full CPU for ever)", async () => {
    const p = project(TWO_SCOPES, "routegen-lock-cli-");
    expect((await p.generate()).code).toBe(0);
    mkdirSync(join(p.out, LOCK_FILE));
    p.setRoutes(THREE_SCOPES);
    const started = Date.now();
    const run = await p.generate(["--lock-timeout", "1"]);
    expect(run.code).toBe(1);
    expect(run.diagnostics).toEqual([
      expect.objectContaining({ code: "output-locked", message: expect.stringContaining("it is a folder") }),
    ]);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(existsSync(join(p.out, "users.ts"))).toBe(false);
  });

  it("lets exactly one of many runs racing for a stale lock hold it at any time", async () => {
    const dir = folder();
    plantLock(dir, { pid: await deadPid() });
    let holders = 0;
    let most = 0;
    const run = async () => {
      const release = await lockOutput(dir, { timeoutMs: 20_000 });
      holders++;
      most = Math.max(most, holders);
      await new Promise((resolve) => setTimeout(resolve, 5));
      holders--;
      release();
    };
    await Promise.all(Array.from({ length: 12 }, run));
    expect(most).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("keeps processes racing for it, from a stale lock on, one at a time", async () => {
    const dir = folder();
    const log = join(folder(), "log");
    writeFileSync(log, "");
    plantLock(dir, { pid: await deadPid() });
    const racers = Array.from({ length: 5 }, () => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", join(import.meta.dirname, "lock-child.ts"), dir, log, "6"],
        { stdio: "inherit" },
      );
      return new Promise<number | null>((resolve) => child.on("close", resolve));
    });
    expect(await Promise.all(racers)).toEqual([0, 0, 0, 0, 0]);
    const lines = readFileSync(log, "utf8").trim().split("\n");
    expect(lines).toHaveLength(5 * 6 * 2);
    for (let i = 0; i < lines.length; i += 2) {
      expect(lines[i], `line ${i}`).toMatch(/^in \d+$/);
      expect(lines[i + 1], `line ${i + 1}`).toBe(lines[i]!.replace("in", "out"));
    }
    expect(readdirSync(dir)).toEqual([]);
  });
});
