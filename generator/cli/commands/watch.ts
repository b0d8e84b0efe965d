import { watch as watchFolder, type FSWatcher } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import type { Target } from "../../config/config.js";
import { ConfigError, DiagnosticError } from "../../diagnostics.js";
import { describeHolder, LoadError, templateFiles, type GenerateResult, type RunOptions } from "../../generate.js";
import {
  ALLOW_EXTERNAL_OUTPUT_HELP,
  amountOf,
  COMMON_OPTIONS,
  lockTimeoutOf,
  parseCommand,
  positionalsUpTo,
  TARGET_HELP,
  TARGET_OPTIONS,
  UsageError,
  VERBOSE_HELP,
  VERBOSE_OPTION,
  WRITE_OPTIONS,
} from "../args.js";
import { fileList } from "../file-list.js";
import { resolveTargetsWithConfig, type TargetFlags } from "../targets.js";
import { note, printDiagnostics, recordedWarningsNote, seconds, stderr } from "../terminal.js";
import { counted } from "../../util/counted.js";
import { isUrl } from "../../util/is-url.js";

export const help = `Usage: routegen watch [<input>] [-o <dir>] [options]

Generates, then regenerates whenever the input or a file it references ($refs) changes; only files
whose text changed are rewritten. An http(s) input is fetched again every --poll milliseconds, and
the output regenerated when a document changed. Without <input>, watches every target of the config file, and the
config file itself. Errors are printed and watching goes on, following the files the failed run read
or tried to read as well, so the fix is noticed wherever it is made. A \`routegen generate\` run into
the same folder meanwhile is waited for, not raced. Ctrl-C stops.

Options:
${TARGET_HELP}
      --debounce <ms>       Wait this long after the last change before regenerating (default 100).
      --poll <ms>           How often to fetch an http(s) input again (default 10000).
      --lock-timeout <s>    How long to wait for another routegen writing the same output folder
                            before giving up on one regeneration (default 60 seconds).
${ALLOW_EXTERNAL_OUTPUT_HELP}
${VERBOSE_HELP}
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
    ...VERBOSE_OPTION,
    debounce: { type: "string" },
    poll: { type: "string" },
    ...WRITE_OPTIONS,
  });
  const [input] = positionalsUpTo(positionals, 1);
  const debounce = values.debounce === undefined ? 100 : amountOf("--debounce", values.debounce, "milliseconds");
  const poll = values.poll === undefined ? 10_000 : amountOf("--poll", values.poll, "milliseconds");
  const resolved = await resolveTargetsWithConfig(input, values, "watch");
  const { generate } = await import("../../generate.js");
  const watcher = new Watcher({
    generate,
    input,
    flags: values,
    quiet: values.quiet === true,
    verbose: values.verbose === true,
    debounce,
    poll,
    lockTimeoutMs: lockTimeoutOf(values["lock-timeout"]),
    configFile: resolved.configFile,
  });
  await watcher.buildAll(resolved.targets);
  return watcher.watch();
}

interface WatchOptions {
  generate: (options: RunOptions) => Promise<GenerateResult>;
  /** The input and flags given, to read the config again when it changes. */
  input: string | undefined;
  flags: TargetFlags;
  quiet: boolean;
  /** Every warning on its own line (see diagnostic-lines.ts). */
  verbose: boolean;
  debounce: number;
  /** How often an http(s) input is fetched again, in milliseconds. */
  poll: number;
  lockTimeoutMs: number | undefined;
  configFile: string | undefined;
}

/** The targets, the files each depends on, a watcher per folder of those files, and one run at a time. */
class Watcher {
  /** Each target and the files it depends on. */
  private watched = new Map<Target, string[]>();
  /** Per output folder, the files the last successful run read. */
  private readonly lastGood = new Map<string, string[]>();
  /** The warnings last printed per output folder: a rebuild repeats them only when they change. */
  private readonly lastWarnings = new Map<string, string>();
  private readonly watchers = new Map<string, FSWatcher>();
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  /** Per output folder of an http(s) input, the timer that fetches it again (a url has no file to watch). */
  private readonly polls = new Map<string, ReturnType<typeof setInterval>>();
  private queue = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: WatchOptions) {}

  async buildAll(targets: readonly Target[]): Promise<void> {
    const next = new Map<Target, string[]>();
    for (const target of targets) next.set(target, await this.build(target));
    this.watched = next;
  }

  /**
   * Generates one target; returns the files to watch for it: the input and the files it references or,
   * after a failure, those the last good run read plus those the failed one read or tried to read.
   */
  private async build(target: Target, polled = false): Promise<string[]> {
    const { quiet, lockTimeoutMs } = this.options;
    const started = performance.now();
    try {
      const onWait: RunOptions["onWait"] = (holder) =>
        note(`waiting for another routegen writing ${target.output}: ${describeHolder(holder)}`);
      const result = await this.options.generate({ ...target, lockTimeoutMs, onWait });
      const warnings = JSON.stringify(result.diagnostics);
      if (!quiet && result.diagnostics.length > 0 && this.lastWarnings.get(target.output) !== warnings)
        printDiagnostics(result.diagnostics, "text", { verbose: this.options.verbose });
      if (!result.upToDate) this.lastWarnings.set(target.output, warnings);
      // A poll that found nothing new says nothing: it runs every few seconds.
      if (!quiet && !(polled && result.upToDate)) {
        const changed = [...result.files.written, ...result.files.removed.map((f) => `${f} (removed)`)];
        const what =
          changed.length === 0 ? "nothing changed" : `${counted(changed.length, "file")} written: ${fileList(changed)}`;
        const recorded =
          result.upToDate && !this.lastWarnings.has(target.output) ? recordedWarningsNote(result.recordedWarnings) : "";
        note(
          `${target.output}: ${result.upToDate ? "up to date" : what} (${seconds(performance.now() - started)})${recorded}`,
        );
      }
      // A target's own templates shape its output as its input does: a change to one regenerates it.
      const files = [...result.inputs, ...ownTemplates(target)];
      this.lastGood.set(target.output, files);
      return files;
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      printDiagnostics(error.diagnostics, "text", { verbose: this.options.verbose });
      note(stderr.colours.red(`${target.output}: not generated, see the errors above; watching for a fix`));
      const tried = error instanceof LoadError ? error.files : [];
      return [
        ...new Set([
          ...(isUrl(target.input) ? [] : [resolve(target.input)]),
          ...ownTemplates(target),
          ...(this.lastGood.get(target.output) ?? []),
          ...tried.map((file) => resolve(file)),
        ]),
      ];
    }
  }

  /** Watches until Ctrl-C (or SIGTERM); resolves with the exit code once the run in progress is done. */
  watch(): Promise<number> {
    return new Promise<number>((done) => {
      const stop = () => {
        this.stopped = true;
        process.off("SIGINT", stop);
        process.off("SIGTERM", stop);
        for (const timer of this.pending.values()) clearTimeout(timer);
        for (const watcher of this.watchers.values()) watcher.close();
        for (const timer of this.polls.values()) clearInterval(timer);
        void this.queue.then(() => {
          if (!this.options.quiet) note("stopped watching");
          done(0);
        });
      };
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
      this.refresh();
      if (!this.options.quiet) {
        const count = new Set(this.files()).size;
        note(`watching ${counted(count, "file")} for changes; Ctrl-C stops`);
      }
    });
  }

  /** The files watched; the urls of http(s) inputs are polled instead (poll()). */
  private files(): string[] {
    return [...this.watched.values()]
      .flat()
      .concat(this.options.configFile ?? [])
      .filter((file) => !isUrl(file));
  }

  /** A timer per target of an http(s) input, which regenerates it (the run fetches it) every `poll` ms. */
  private poll(): void {
    const remote = new Map(
      [...this.watched.keys()].filter((target) => isUrl(target.input)).map((target) => [target.output, target]),
    );
    for (const [output, timer] of this.polls) {
      if (remote.has(output)) continue;
      clearInterval(timer);
      this.polls.delete(output);
    }
    for (const [output] of remote) {
      if (this.polls.has(output)) continue;
      const timer = setInterval(() => {
        const target = [...this.watched.keys()].find((t) => t.output === output);
        if (target) this.later(output, async () => void this.watched.set(target, await this.build(target, true)));
      }, this.options.poll);
      this.polls.set(output, timer);
    }
  }

  /** One run at a time: a change made during a run is picked up by the next one. */
  private later(key: string, job: () => Promise<void>): void {
    clearTimeout(this.pending.get(key));
    const timer = setTimeout(() => {
      this.pending.delete(key);
      this.queue = this.queue
        .then(job)
        .catch((error: unknown) =>
          note(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
        )
        .then(() => this.refresh());
    }, this.options.debounce);
    this.pending.set(key, timer);
  }

  private changed(file: string): void {
    if (file === this.options.configFile) {
      this.later("config", () => this.reloadConfig(file));
      return;
    }
    for (const [target, files] of this.watched) {
      if (!files.includes(file)) continue;
      this.later(target.output, async () => {
        if (!this.options.quiet) note(`${basename(file)} changed`);
        if (this.watched.has(target)) this.watched.set(target, await this.build(target));
      });
    }
  }

  private async reloadConfig(file: string): Promise<void> {
    if (!this.options.quiet) note(`${basename(file)} changed: reloading it`);
    try {
      await this.buildAll((await resolveTargetsWithConfig(this.options.input, this.options.flags, "watch")).targets);
    } catch (error) {
      if (error instanceof ConfigError) printDiagnostics(error.diagnostics, "text", { verbose: this.options.verbose });
      else if (error instanceof UsageError) note(error.message);
      else throw error;
      note("keeping the previous config until this one is fixed");
    }
  }

  /** One watcher per folder, not per file: editors save by replacing a file, which ends a file's watcher. */
  private refresh(): void {
    if (this.stopped) return;
    this.poll();
    const folders = new Set(this.files().map((file) => dirname(file)));
    for (const [folder, watcher] of this.watchers) {
      if (folders.has(folder)) continue;
      watcher.close();
      this.watchers.delete(folder);
    }
    for (const folder of folders) {
      if (this.watchers.has(folder)) continue;
      try {
        this.watchers.set(
          folder,
          watchFolder(folder, (_, name) => name && this.changed(resolve(folder, name.toString()))),
        );
      } catch (error) {
        note(`cannot watch ${folder}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

/** The files of a target's own templates (config `templates`, `--templates`), if it has them. */
function ownTemplates(target: Target): string[] {
  const folder = target.templates;
  return folder === undefined ? [] : templateFiles(folder).map((name) => resolve(folder, name));
}
