import { spawn } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readManifest } from "../../../generator/write/manifest.js";
import {
  leftovers,
  manifestTellsEachFile,
  project,
  snapshot,
  THREE_SCOPES,
  TWO_SCOPES,
  unprivileged,
} from "../../support/output.js";

// The output folder as the file system sees it: routegen writes its files in place and leaves the
// folder itself, its sub-folders and everything of the user's exactly as they are (inode, mode, owner,
// group, setgid, times), whoever works in it (a shell whose working folder it is), and fails cleanly,
// losing nothing, where the user made things read-only.

const isRoot = process.getuid?.() === 0;

function chownTree(path: string, uid: number, gid: number): void {
  chownSync(path, uid, gid);
  if (!statSync(path).isDirectory()) return;
  for (const name of readdirSync(path)) chownTree(join(path, name), uid, gid);
}

const about = (path: string) => {
  const { ino, mode, uid, gid, mtimeMs } = statSync(path);
  return { ino, mode: mode.toString(8), uid, gid, mtimeMs };
};

describe("the output folder and what is in it", () => {
  it("keeps its inode, mode, owner, group and setgid bit, and those of every folder and file of the user's", async () => {
    const p = project(TWO_SCOPES, "routegen-modes-");
    expect((await p.generate(["--runtime", "copy"])).code).toBe(0);
    mkdirSync(join(p.out, "secret"));
    writeFileSync(join(p.out, "secret", "key"), "-----BEGIN KEY-----");
    chmodSync(join(p.out, "secret", "key"), 0o600);
    chmodSync(join(p.out, "secret"), 0o700);
    chmodSync(join(p.out, "runtime"), 0o750);
    // As root, the folder also gets another owner and group than the process's, as a shared folder would.
    if (isRoot) chownTree(p.out, 1234, 2345);
    chmodSync(p.out, 0o2775);
    const past = new Date("2021-01-01");
    utimesSync(join(p.out, "secret"), past, past);
    const folder = about(p.out);
    const runtime = about(join(p.out, "runtime"));
    const mine = () =>
      Object.fromEntries(Object.entries(snapshot(p.out, true)).filter(([path]) => path.startsWith("secret")));
    const before = mine();

    // Generated files the user gave a mode (the manifest too): a changing run keeps it, and, as root
    // over another user's files, their owner and group.
    chmodSync(join(p.out, "index.ts"), 0o640);
    chmodSync(join(p.out, ".routegen-manifest.json"), 0o600);
    const index = about(join(p.out, "index.ts"));

    p.setRoutes(THREE_SCOPES);
    expect((await p.generate(["--runtime", "copy"])).code).toBe(0);
    expect(existsSync(join(p.out, "users.ts"))).toBe(true);
    // Its times too: files were added and replaced in it, and the lock came and went.
    expect({ ...about(p.out), mtimeMs: 0 }).toEqual({ ...folder, mtimeMs: 0 });
    // Given back to the microsecond (Node sets times as a double of seconds).
    expect(about(p.out).mtimeMs).toBeCloseTo(folder.mtimeMs, 2);
    const { mode, uid, gid } = about(join(p.out, "index.ts"));
    expect({ mode, uid, gid }).toEqual({ mode: "100640", uid: index.uid, gid: index.gid });
    expect(readFileSync(join(p.out, "index.ts"), "utf8")).toContain("users");
    expect(statSync(join(p.out, ".routegen-manifest.json")).mode & 0o777).toBe(0o600);
    if (isRoot) expect(statSync(join(p.out, ".routegen-manifest.json")).uid).toBe(1234);
    expect(about(join(p.out, "runtime"))).toEqual(runtime);
    expect(mine()).toEqual(before);
    // New files take the folder's group, as the setgid bit asks of the system.
    if (isRoot) expect(statSync(join(p.out, "users.ts")).gid).toBe(2345);

    // A run with nothing to change does not touch the folder at all (not even a lock file comes and goes).
    const settled = about(p.out);
    expect((await p.generate(["--runtime", "copy"])).code).toBe(0);
    expect((await p.generate(["--runtime", "copy", "--force"])).code).toBe(0);
    expect(about(p.out)).toEqual(settled);
  });

  it("can be the working folder of another process, which stays in it and can still write there", async () => {
    const p = project(TWO_SCOPES, "routegen-cwd-");
    expect((await p.generate()).code).toBe(0);
    // A shell, an editor, a dev server: here, a process that writes a file in its working folder when told.
    const script =
      "process.stdin.once('data', () => { require('fs').writeFileSync('from-cwd.txt', process.cwd()); process.exit(0); })";
    const child = spawn(process.execPath, ["-e", script], { cwd: p.out, stdio: ["pipe", "inherit", "inherit"] });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    try {
      p.setRoutes(THREE_SCOPES);
      expect((await p.generate()).code).toBe(0);
      p.setRoutes("  repos.get: GET /repos/{owner}/{repo}\n");
      expect((await p.generate()).code).toBe(0);
      if (existsSync(`/proc/${child.pid}/cwd`))
        expect(readlinkSync(`/proc/${child.pid}/cwd`)).toBe(realpathSync(p.out));
      child.stdin.write("go\n");
      expect(await exited).toBe(0);
      expect(readFileSync(join(p.out, "from-cwd.txt"), "utf8")).toBe(realpathSync(p.out));
    } finally {
      child.kill();
    }
  });

  it("writes past files and folders of the user's made read-only, and fails cleanly, losing nothing, where it cannot write", async () => {
    const p = project(THREE_SCOPES, "routegen-readonly-");
    expect((await p.generate(["--runtime", "copy"])).code).toBe(0);
    writeFileSync(join(p.out, "ro.md"), "read-only note");
    chmodSync(join(p.out, "ro.md"), 0o444);
    mkdirSync(join(p.out, "ro-dir"));
    writeFileSync(join(p.out, "ro-dir", "inside.md"), "inside");
    chmodSync(join(p.out, "ro-dir"), 0o555);
    chmodSync(join(p.out, "repos.ts"), 0o444); // a generated file the user made read-only
    // Permissions do not hold for root: the runs go without the privilege to ignore them.
    const as = unprivileged(p.dir);
    if (as.owner) chownTree(p.out, as.owner.uid, as.owner.gid);
    const mine = () =>
      Object.fromEntries(Object.entries(snapshot(p.out, true)).filter(([path]) => path.startsWith("ro")));
    const before = mine();

    p.setRoutes(THREE_SCOPES + "  repos.list: GET /repos\n");
    expect((await p.generate(["--runtime", "copy"], {}, as)).code).toBe(0);
    expect(readFileSync(join(p.out, "repos.ts"), "utf8")).toContain("export function list");
    expect(statSync(join(p.out, "repos.ts")).mode & 0o777).toBe(0o444);
    expect(mine()).toEqual(before);

    // A generated folder made read-only: removing the runtime copy fails there, and the rest is as it was.
    chmodSync(join(p.out, "runtime"), 0o555);
    const runtime = snapshot(join(p.out, "runtime"));
    const failed = await p.generate(["--runtime", "import"], {}, as);
    expect(failed.code).toBe(1);
    expect(failed.diagnostics).toEqual([
      expect.objectContaining({ code: "output-unwritable", message: expect.stringContaining("EACCES") }),
    ]);
    expect(snapshot(join(p.out, "runtime"))).toEqual(runtime);
    expect(mine()).toEqual(before);
    expect(manifestTellsEachFile(p.out, readManifest(p.out)!)).toBe(true);

    // A sub-folder routegen cannot write: the new texts are staged before any file is replaced, so
    // the run fails with every file as it was (it wrote index.js and the others at the top before).
    const whole = snapshot(p.out);
    const staging = await p.generate(["--runtime", "copy", "--emit", "js"], {}, as);
    expect(staging.code).toBe(1);
    expect(staging.diagnostics).toEqual([
      expect.objectContaining({ code: "output-unwritable", message: expect.stringContaining("EACCES") }),
    ]);
    expect(snapshot(p.out)).toEqual(whole);

    chmodSync(join(p.out, "runtime"), 0o755);
    expect((await p.generate(["--runtime", "import"], {}, as)).code).toBe(0);
    expect(existsSync(join(p.out, "runtime"))).toBe(false);
    expect(mine()).toEqual(before);
    expect(leftovers(p.out)).toEqual([]);
  });
});
