import { DiagnosticError, type Diagnostic } from "../../diagnostics.js";
import { describeHolder } from "../../output/lock.js";
import { ALLOW_EXTERNAL_OUTPUT_HELP, COMMON_OPTIONS, lockTimeoutOf, parseCommand, positionalsUpTo, PROGRESS_HELP, REPORT_OPTIONS, reporterOf, TARGET_HELP, TARGET_OPTIONS, VERBOSE_HELP, VERBOSE_OPTION, WRITE_OPTIONS } from "../args.js";
import { resolveTargets } from "../targets.js";
import { note, printDiagnostics, progressFor, seconds, stderr } from "../terminal.js";
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
                            lists every one.
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

/** Why nothing was written: errors in the input, or an output folder routegen may not write (see output/write.ts). */
function failureSummary(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === "error");
  const output = errors.filter((d) => d.code.startsWith("output-")).length;
  const parts = [
    errors.length > output ? `${counted(errors.length - output, "error")} in the input` : "",
    output > 0 ? `${counted(output, "problem")} with the output folder` : "",
  ];
  return parts.filter(Boolean).join(", ");
}

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

  const { generate } = await import("../../generate.js");
  let failed = false;
  const diagnostics: Diagnostic[] = [];
  // JSON: one document for the whole run, so a CI step can parse stderr as it is.
  const lineOptions = { verbose: values.verbose === true, json: true };
  const report = (found: readonly Diagnostic[]) => (reporter === "json" ? diagnostics.push(...found) : printDiagnostics(found, "text", lineOptions));
  for (const target of targets) {
    const started = performance.now();
    try {
      const result = await generate({
        ...target,
        force: values.force === true,
        progress: progressFor(target.input, values),
        lockTimeoutMs,
        onWait: (holder) => note(`waiting for another routegen writing ${target.output}: ${describeHolder(holder)}`),
      });
      // A successful run has warnings only: --quiet leaves them out.
      if (values.quiet) continue;
      report(result.diagnostics);
      const { green } = stderr.colours;
      const time = seconds(performance.now() - started);
      note(
        result.upToDate
          ? `${target.output} is up to date (${counted(result.files, "file")}, ${time})`
          : `${counted(result.routes, "route")}, ${counted(result.types, "type")} -> ${target.output}: ${counted(result.files, "file")} ` +
              `(${green(`${result.write.written.length} written`)}, ${result.write.unchanged.length} unchanged, ` +
              `${result.write.removed.length} removed${result.write.kept.length > 0 ? `, ${result.write.kept.length} kept` : ""}) in ${time}`,
      );
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      failed = true;
      report(error.diagnostics);
      if (reporter === "text") note(`nothing written to ${target.output}: ${failureSummary(error.diagnostics)}`);
    }
  }
  if (reporter === "json") printDiagnostics(diagnostics, "json");
  return failed ? 1 : 0;
}
