import type { Target } from "../../config/config.js";
import { DiagnosticError, type Diagnostic } from "../../diagnostics.js";
import type { CheckResult, Interruption } from "../../check/check.js";
import { isEmptyDiff, type RouteChange } from "../../check/summary-diff.js";
import {
  COMMON_OPTIONS,
  parseCommand,
  positionalsUpTo,
  PROGRESS_HELP,
  REPORT_OPTIONS,
  reporterOf,
  TARGET_HELP,
  TARGET_OPTIONS,
  VERBOSE_HELP,
  VERBOSE_OPTION,
} from "../args.js";
import { fileList } from "../file-list.js";
import { resolveTargets } from "../targets.js";
import { note, printDiagnostics, progressFor, stdout } from "../terminal.js";

export const help = `Usage: routegen check [<input>] [-o <dir>] [options]

Regenerates in memory and compares with the output folder: exit 0 when it is up to date, 1 when it is
not (or the input has errors), printing what changed in terms of routes (added, removed, renamed, their
url, parameters and response type) and named types, not bytes. Writes nothing. For CI.
Without <input>, checks every target of the config file.

Options:
${TARGET_HELP}
      --reporter <name>     text (default) or json: the report on stdout as one JSON document.
${VERBOSE_HELP}
${PROGRESS_HELP}
  -q, --quiet               Print nothing when the output is up to date.
  -h, --help                Show this help.

Examples:
  routegen check
  routegen check examples/openapi/api.yaml -o examples/openapi/sdk
  routegen check --reporter json > check.json
`;

/** One target's result, as the text and JSON reports show it. */
type TargetReport = Omit<CheckResult, "diagnostics">;

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...COMMON_OPTIONS,
    ...TARGET_OPTIONS,
    ...VERBOSE_OPTION,
    ...REPORT_OPTIONS,
  });
  const [input] = positionalsUpTo(positionals, 1);
  const reporter = reporterOf(values.reporter);
  const targets = await resolveTargets(input, values, "check");
  const { checkTarget } = await import("../../check/check.js");

  const reports: TargetReport[] = [];
  const diagnostics: Diagnostic[] = [];
  let failed = false;
  for (const target of targets) {
    try {
      const { diagnostics: _warnings, ...report } = await checkTarget(target, progressFor(target.input, values));
      reports.push(report);
      if (reporter === "text") printReport(reports[reports.length - 1]!, target, values.quiet === true);
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      failed = true;
      if (reporter === "json") diagnostics.push(...error.diagnostics);
      else {
        printDiagnostics(error.diagnostics, "text", { verbose: values.verbose === true, json: true });
        const manifest = error.diagnostics.some((d) => d.code === "manifest-invalid");
        note(`cannot check ${target.output}: ${manifest ? "its manifest cannot be trusted" : "the input has errors"}`);
      }
    }
  }
  if (reporter === "json") stdout.write(JSON.stringify({ targets: reports, diagnostics }, null, 2) + "\n");
  return failed || reports.some((r) => !r.upToDate) ? 1 : 0;
}

function printReport(report: TargetReport, target: Target, quiet: boolean): void {
  const { red, green, yellow, dim, bold } = stdout.colours;
  if (report.upToDate) {
    if (!quiet) note(`${report.output} is up to date`);
    return;
  }
  const lines: string[] = [];
  const { diff, files } = report;
  if (diff) {
    const counts = [
      [diff.added.length, "added"],
      [diff.removed.length, "removed"],
      [diff.renamed.length, "renamed"],
      [diff.changed.length, "changed"],
    ].filter(([n]) => n !== 0);
    const routes =
      counts.length > 0 ? `routes ${counts.map(([n, what]) => `${n} ${what}`).join(", ")}` : "no route changed";
    lines.push(bold(`${report.output} is out of date: ${routes}`));
    const width = Math.max(0, ...[...diff.added, ...diff.removed, ...diff.changed].map((r) => r.name.length)) + 2;
    for (const r of diff.added) lines.push(green(`  + ${r.name.padEnd(width)}${r.request}`));
    for (const r of diff.removed) lines.push(red(`  - ${r.name.padEnd(width)}${r.request}`));
    for (const r of diff.renamed) lines.push(yellow(`  ~ ${r.from} renamed to ${r.to}`) + dim(`  ${r.request}`));
    for (const r of diff.changed) {
      lines.push(yellow(`  ~ ${r.name.padEnd(width)}`) + r.request);
      for (const change of r.changes) lines.push(`      ${changeLine(change, { red, green, yellow })}`);
    }
    const types = [
      ...diff.types.added.map((t) => green(`+${t}`)),
      ...diff.types.removed.map((t) => red(`-${t}`)),
      ...diff.types.changed.map((t) => yellow(`~${t}`)),
    ];
    if (types.length > 0) lines.push(`  types: ${types.join(" ")}`);
    if (isEmptyDiff(diff)) lines.push(dim("  (only documentation, formatting or files edited by hand differ)"));
  } else {
    lines.push(bold(`${report.output} is out of date`));
    lines.push(dim("  (its manifest has no route summary: generate once with this routegen for a route-level report)"));
  }
  if (files.interrupted) lines.push(interruptionLine(files.interrupted));
  const fileParts = [
    files.changed.length > 0 ? `${fileList(files.changed)} differ` : "",
    files.missing.length > 0 ? `${fileList(files.missing)} missing` : "",
    files.stale.length > 0 ? `${fileList(files.stale)} no longer generated` : "",
  ].filter(Boolean);
  lines.push(dim(`  files: ${fileParts.join("; ")}`));
  // A target of the flags alone is named after its input; one of the config is regenerated by name.
  const command =
    target.name === target.input
      ? `routegen generate ${target.input} -o ${target.output}`
      : `routegen generate --target ${target.name}`;
  if (files.interrupted?.running) lines.push("Check again when it is done.");
  else lines.push(`Run \`${command}\` to ${files.interrupted ? "complete" : "update"} it.`);
  stdout.write(lines.join("\n") + "\n");
}

/** With in-place writes an interrupted run leaves each file old or new: say so, rather than list files as changed. */
function interruptionLine(run: Interruption): string {
  const files = `${run.written} of ${run.of} file${run.of === 1 ? "" : "s"} ${run.written === 1 ? "was" : "were"} written`;
  if (run.running) return `  routegen (pid ${run.pid}) is writing it right now, since ${run.since}: ${files} so far`;
  return `  the last run that wrote it (pid ${run.pid}, ${run.since}) was interrupted: ${files}, the others are as they were before it`;
}

function changeLine(
  change: RouteChange,
  { red, green, yellow }: { red: (t: string) => string; green: (t: string) => string; yellow: (t: string) => string },
): string {
  switch (change.kind) {
    case "request":
      return yellow(`~ request: ${change.from} -> ${change.to}`);
    case "body":
      return yellow(`~ body: ${change.from} -> ${change.to}`);
    case "response":
      return yellow(`~ response: ${change.from} -> ${change.to}`);
    case "security":
      return yellow(`~ credentials: ${change.from} -> ${change.to}`);
    case "param-added":
      return green(`+ ${change.key}: ${change.to}`);
    case "param-removed":
      return red(`- ${change.key}: ${change.from}`);
    case "param-changed":
      return yellow(`~ ${change.key}: ${change.from} -> ${change.to}`);
  }
}
