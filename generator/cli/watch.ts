import { watch as watchFolder, type FSWatcher } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { ConfigError, type Target } from "../config.js";
import { DiagnosticError } from "../diagnostics.js";
import { LoadError } from "../load/result.js";
import { describeHolder, type LockHolder } from "../output/lock.js";
import { COMMON_OPTIONS, lockTimeoutOf, parseCommand, positionalsUpTo, TARGET_HELP, TARGET_OPTIONS, UsageError } from "./args.js";
import { resolveTargetsWithConfig } from "./targets.js";
import { note, printDiagnostics, seconds, stderr } from "./terminal.js";

export const help = `Usage: routegen watch [<input>] [-o <dir>] [options]

Generates, then regenerates whenever the input or a file it references ($refs) changes; only files
whose text changed are rewritten. Without <input>, watches every target of the config file, and the
config file itself. Errors are printed and watching goes on, following the files the failed run read
or tried to read as well, so the fix is noticed wherever it is made. A \`routegen generate\` run into
the same folder meanwhile is waited for, not raced. Ctrl-C stops.

Options:
${TARGET_HELP}
      --debounce <ms>       Wait this long after the last change before regenerating (default 100).
      --lock-timeout <s>    How long to wait for another routegen writing the same output folder
                            before giving up on one regeneration (default 60 seconds).
      --allow-external-output
                            Let a YAML or JSON config write outside its own folder.
  -q, --quiet               Print nothing but errors.
  -h, --help                Show this help.

Examples:
  routegen watch
  routegen watch api/openapi.yaml -o src/api
`;

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...COMMON_OPTIONS,
    ...TARGET_OPTIONS,
    debounce: { type: "string" },
    "lock-timeout": { type: "string" },
    "allow-external-output": { type: "boolean" },
  });
  const [input] = positionalsUpTo(positionals, 1);
  const debounce = Number(values.debounce ?? 100);
  if (!Number.isFinite(debounce) || debounce < 0) throw new UsageError(`--debounce must be a number of milliseconds, not \`${values.debounce}\``);
  const lockTimeoutMs = lockTimeoutOf(values["lock-timeout"]);
  const resolved = await resolveTargetsWithConfig(input, values, "watch");
  const { generate } = await import("../generate.js");
  const quiet = values.quiet === true;
  const configFile = resolved.configFile;

  /** The warnings last printed per output folder: a rebuild repeats them only when they change. */
  const lastWarnings = new Map<string, string>();

  /** Each target and the files it depends on. */
  let watched = new Map<Target, string[]>();
  /** Per output folder, the files the last successful run read. */
  const lastGood = new Map<string, string[]>();

  /**
   * Generates one target; returns the files to watch for it: the input and the files it references or,
   * after a failure, those the last good run read plus those the failed one read or tried to read.
   */
  const build = async (target: Target): Promise<string[]> => {
    const started = performance.now();
    try {
      const onWait = (holder: LockHolder) => note(`waiting for another routegen writing ${target.output}: ${describeHolder(holder)}`);
      const result = await generate({ ...target, lockTimeoutMs, onWait });
      const warnings = JSON.stringify(result.diagnostics);
      if (!quiet && result.diagnostics.length > 0 && lastWarnings.get(target.output) !== warnings) printDiagnostics(result.diagnostics, "text");
      if (!result.upToDate) lastWarnings.set(target.output, warnings);
      if (!quiet) {
        const changed = [...result.write.written, ...result.write.removed.map((f) => `${f} (removed)`)];
        const what = changed.length === 0 ? "nothing changed" : `${changed.length} file${changed.length === 1 ? "" : "s"} written: ${changed.join(", ")}`;
        note(`${target.output}: ${result.upToDate ? "up to date" : what} (${seconds(performance.now() - started)})`);
      }
      lastGood.set(target.output, result.inputs);
      return result.inputs;
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      printDiagnostics(error.diagnostics, "text");
      note(stderr.colours.red(`${target.output}: not generated, see the errors above; watching for a fix`));
      const tried = error instanceof LoadError ? error.files : [];
      return [...new Set([resolve(target.input), ...(lastGood.get(target.output) ?? []), ...tried.map((file) => resolve(file))])];
    }
  };
  const buildAll = async (targets: readonly Target[]) => {
    const next = new Map<Target, string[]>();
    for (const target of targets) next.set(target, await build(target));
    watched = next;
  };
  await buildAll(resolved.targets);

  return new Promise<number>((done) => {
    const watchers = new Map<string, FSWatcher>();
    const pending = new Map<string, ReturnType<typeof setTimeout>>();
    let queue = Promise.resolve();
    let stopped = false;
    /** One run at a time: a change made during a run is picked up by the next one. */
    const later = (key: string, job: () => Promise<void>) => {
      clearTimeout(pending.get(key));
      pending.set(
        key,
        setTimeout(() => {
          pending.delete(key);
          queue = queue
            .then(job)
            .catch((error: unknown) => note(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`))
            .then(refresh);
        }, debounce),
      );
    };

    const changed = (file: string) => {
      if (file === configFile) {
        later("config", async () => {
          if (!quiet) note(`${basename(file)} changed: reloading it`);
          try {
            await buildAll((await resolveTargetsWithConfig(input, values, "watch")).targets);
          } catch (error) {
            if (error instanceof ConfigError) printDiagnostics(error.diagnostics, "text");
            else if (error instanceof UsageError) note(error.message);
            else throw error;
            note("keeping the previous config until this one is fixed");
          }
        });
        return;
      }
      for (const [target, files] of watched) {
        if (!files.includes(file)) continue;
        later(target.output, async () => {
          if (!quiet) note(`${basename(file)} changed`);
          if (watched.has(target)) watched.set(target, await build(target));
        });
      }
    };

    /** One watcher per folder, not per file: editors save by replacing a file, which ends a file's watcher. */
    const refresh = () => {
      if (stopped) return;
      const files = [...watched.values()].flat().concat(configFile ?? []);
      const folders = new Set(files.map((file) => dirname(file)));
      for (const [folder, watcher] of watchers) {
        if (folders.has(folder)) continue;
        watcher.close();
        watchers.delete(folder);
      }
      for (const folder of folders) {
        if (watchers.has(folder)) continue;
        try {
          watchers.set(folder, watchFolder(folder, (_, name) => name && changed(resolve(folder, name.toString()))));
        } catch (error) {
          note(`cannot watch ${folder}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };

    const stop = () => {
      stopped = true;
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      for (const timer of pending.values()) clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      void queue.then(() => {
        if (!quiet) note("stopped watching");
        done(0);
      });
    };

    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    refresh();
    if (!quiet) {
      const count = new Set([...watched.values()].flat().concat(configFile ?? [])).size;
      note(`watching ${count} file${count === 1 ? "" : "s"} for changes; Ctrl-C stops`);
    }
  });
}
