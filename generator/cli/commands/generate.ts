import { DiagnosticError, type Diagnostic } from "../../diagnostics.js";
import {
  ALLOW_EXTERNAL_OUTPUT_HELP,
  COMMON_OPTIONS,
  lockTimeoutOf,
  parseCommand,
  positionalsUpTo,
  PROGRESS_HELP,
  REPORT_OPTIONS,
  reporterOf,
  TARGET_HELP,
  TARGET_OPTIONS,
  VERBOSE_HELP,
  VERBOSE_OPTION,
  WRITE_OPTIONS,
} from "../args.js";
import { resolveTargets } from "../targets.js";
import { note, printDiagnostics, progressFor, recordedWarningsNote, seconds, stderr } from "../terminal.js";
import type { GenerateResult } from "../../generate.js";
import { counted } from "../../util/counted.js";

export const help = `Usage: routegen generate [<input>] [-o <dir>] [options]

Reads <input> (a routegen route catalogue or an OpenAPI document) and writes one typed function per
route into <dir>: index.ts, endpoint.ts (the root builder), types.ts, and one module per scope.
Without <input>, generates every target of the config file (routegen.config.{ts,json,yaml}).
Nothing is written when the input has errors; a run that changes nothing rewrites no file. Files are
replaced one by one, in place; files of yours in <dir> are never touched (see README, "The output folder").

Options:
${TARGET_HELP}
      --force               Regenerate even when the output is up to date, and replace files of
                            yours where routegen writes (never a folder of yours).
      --lock-timeout <s>    How long to wait for another routegen writing the same output folder
                            before failing (default 60 seconds).
${ALLOW_EXTERNAL_OUTPUT_HELP}
      --reporter <name>     text (default) or json: how diagnostics are printed (to stderr); json
                            prints one document, every diagnostic and what each target did.
                            An output found up to date repeats no warning: it counts them by code.
${VERBOSE_HELP}
${PROGRESS_HELP}
  -q, --quiet               Print nothing but errors.
  -h, --help                Show this help.

Exit codes: 0 done, 1 errors in the input (nothing written) or an output folder it cannot write,
2 usage or config error.

Examples:
  routegen generate routes.yaml -o src/api
  routegen generate                          # every target of routegen.config.yaml
  routegen generate --target github --force
  routegen generate openapi.yaml -o vendor/api --runtime copy --prettier
  routegen generate openapi.yaml -o src/api --emit js       # JavaScript and .d.ts, for a project without TypeScript
`;

/** Why nothing was written: errors in the input, or an output folder routegen may not write (see write/write.ts). */
function failureSummary(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === "error");
  const output = errors.filter((d) => d.code.startsWith("output-") || d.code === "manifest-invalid").length;
  const parts = [
    errors.length > output ? `${counted(errors.length - output, "error")} in the input` : "",
    output > 0 ? `${counted(output, "problem")} with the output folder` : "",
  ];
  return parts.filter(Boolean).join(", ");
}

/** What the JSON reporter says of a target: the line the text reporter prints, as data. */
type TargetReport =
  | { output: string; upToDate: true; files: number; warnings?: Record<string, number> }
  | {
      output: string;
      upToDate: false;
      routes: number;
      types: number;
      files: { written: number; unchanged: number; removed: number; kept: number };
    }
  | { output: string; failed: true };

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...COMMON_OPTIONS,
    ...TARGET_OPTIONS,
    ...VERBOSE_OPTION,
    force: { type: "boolean" },
    ...REPORT_OPTIONS,
    ...WRITE_OPTIONS,
  });
  const [input] = positionalsUpTo(positionals, 1);
  const reporter = reporterOf(values.reporter);
  const lockTimeoutMs = lockTimeoutOf(values["lock-timeout"]);
  const targets = await resolveTargets(input, values, "generate");

  const { generate, describeHolder } = await import("../../generate.js");
  let failed = false;
  // JSON: stderr is one document for the whole run, which a CI step can parse as it is: no other line.
  const json = reporter === "json";
  const diagnostics: Diagnostic[] = [];
  const reports: TargetReport[] = [];
  const lineOptions = { verbose: values.verbose === true, json: true };
  const report = (found: readonly Diagnostic[]) =>
    json ? diagnostics.push(...found) : printDiagnostics(found, "text", lineOptions);
  // Progress lines are status lines too.
  const quiet = values.quiet === true || json;
  for (const target of targets) {
    const started = performance.now();
    try {
      const result = await generate({
        ...target,
        force: values.force === true,
        progress: progressFor(target.input, { ...values, quiet }),
        lockTimeoutMs,
        onWait: (holder) => {
          if (!json) note(`waiting for another routegen writing ${target.output}: ${describeHolder(holder)}`);
        },
      });
      // A successful run has warnings only: --quiet leaves them out.
      if (values.quiet) continue;
      report(result.diagnostics);
      if (json) reports.push(targetReport(target.output, result));
      else note(summaryLine(target.output, result, seconds(performance.now() - started)));
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      failed = true;
      report(error.diagnostics);
      if (json) reports.push({ output: target.output, failed: true });
      else note(`nothing written to ${target.output}: ${failureSummary(error.diagnostics)}`);
    }
  }
  if (json) printDiagnostics(diagnostics, "json", {}, reports);
  return failed ? 1 : 0;
}

/** The line that ends a target's run: up to date (with the warnings it was generated with), or what was written. */
function summaryLine(output: string, result: GenerateResult, time: string): string {
  const { written, unchanged, removed, kept } = result.files;
  // Every file generated is written or unchanged (kept ones are no longer generated).
  const files = counted(written.length + unchanged.length, "file");
  if (result.upToDate)
    return `${output} is up to date (${files}, ${time})${recordedWarningsNote(result.recordedWarnings)}`;
  return (
    `${counted(result.routes, "route")}, ${counted(result.types, "type")} -> ${output}: ${files} ` +
    `(${stderr.colours.green(`${written.length} written`)}, ${unchanged.length} unchanged, ${removed.length} removed${kept.length > 0 ? `, ${kept.length} kept` : ""}) in ${time}`
  );
}

function targetReport(output: string, result: GenerateResult): TargetReport {
  const { written, unchanged, removed, kept } = result.files;
  if (result.upToDate)
    return {
      output,
      upToDate: true,
      files: unchanged.length,
      ...(result.recordedWarnings ? { warnings: result.recordedWarnings } : {}),
    };
  const files = { written: written.length, unchanged: unchanged.length, removed: removed.length, kept: kept.length };
  return { output, upToDate: false, routes: result.routes, types: result.types, files };
}
