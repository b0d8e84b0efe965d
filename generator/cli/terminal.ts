import { statSync } from "node:fs";
import { basename } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import type { Progress } from "../progress.js";
import { sizeText } from "../util/size-text.js";
import { counted } from "../util/counted.js";
import { MAX_INPUT_BYTES } from "../util/input-limit.js";
import { readRegularFile } from "../util/regular-file.js";
import { diagnosticLines, type LineOptions } from "./diagnostic-lines.js";
import { SourceLines, sourceExcerpt } from "./source-excerpt.js";

/**
 * What the CLI writes, and how: results on stdout, everything else (diagnostics, progress, summaries)
 * on stderr, so `routegen inspect ... > request.json` captures only the result. Colour only on a
 * terminal, and never when NO_COLOR is set (https://no-color.org).
 */
export type Paint = (text: string) => string;

export interface Colours {
  red: Paint;
  green: Paint;
  yellow: Paint;
  cyan: Paint;
  dim: Paint;
  bold: Paint;
}

export function coloursFor(stream: NodeJS.WriteStream): Colours {
  const on = stream.isTTY === true && !process.env.NO_COLOR;
  const paint = (open: number, close: number): Paint =>
    on ? (text) => `\u001b[${open}m${text}\u001b[${close}m` : (text) => text;
  return {
    red: paint(31, 39),
    green: paint(32, 39),
    yellow: paint(33, 39),
    cyan: paint(36, 39),
    dim: paint(2, 22),
    bold: paint(1, 22),
  };
}

export const stdout = {
  write: (text: string) => void process.stdout.write(text),
  get colours() {
    return coloursFor(process.stdout);
  },
};

export const stderr = {
  write: (text: string) => void process.stderr.write(text),
  get colours() {
    return coloursFor(process.stderr);
  },
};

/** `routegen: message` on stderr. */
export function note(message: string): void {
  stderr.write(`routegen: ${message}\n`);
}

/**
 * Diagnostics on stderr: `file:line:column: severity code: message` (beyond a few warnings, one line per
 * code: see diagnostic-lines.ts), or one JSON document with every one of them.
 */
export function printDiagnostics(
  diagnostics: readonly Diagnostic[],
  reporter: "text" | "json",
  options: LineOptions = {},
  targets?: readonly object[],
): void {
  if (reporter === "json") {
    stderr.write(JSON.stringify(targets ? { diagnostics, targets } : { diagnostics }, null, 2) + "\n");
    return;
  }
  const { red, yellow, cyan, dim } = stderr.colours;
  const paints = { error: red, warning: yellow, note: cyan };
  const lines = diagnosticLines(diagnostics, { ...options, dim });
  const excerptOf = excerpts();
  stderr.write(
    lines
      .map(({ text, diagnostic: d }) => {
        if (!d) return text + "\n";
        const label = `${d.severity} ${d.code}:`;
        // The source line under it, the caret in the diagnostic's colour.
        const excerpt = excerptOf(d).map(
          (line) => (/^ +\| +\^$/.test(line) ? dim(line.slice(0, -1)) + paints[d.severity]("^") : dim(line)) + "\n",
        );
        return text.replace(label, paints[d.severity](label)) + "\n" + excerpt.join("");
      })
      .join(""),
  );
}

/** The source excerpt of a located diagnostic (none for one without a line, or whose file cannot be read), each file read once. */
function excerpts(): (d: Diagnostic) => string[] {
  const files = new Map<string, SourceLines | undefined>();
  return (d) => {
    if (d.file === undefined || d.line === undefined) return [];
    if (!files.has(d.file)) files.set(d.file, sourceLinesOf(d.file));
    const lines = files.get(d.file);
    // A syntax error is often noticed a line after its cause (a bracket left open): that line too.
    return lines ? sourceExcerpt(lines, d.line, d.column, d.code.endsWith("-syntax") ? 1 : 0) : [];
  };
}

function sourceLinesOf(file: string): SourceLines | undefined {
  try {
    return new SourceLines(readRegularFile(file, MAX_INPUT_BYTES).toString("utf8"));
  } catch {
    return undefined; // a file that is gone, or a url: the line above says where
  }
}

/**
 * What an up-to-date run adds to its line: the warnings the output was generated with, which it does
 * not repeat (it did not read the input); nothing when there were none, or a manifest did not record them.
 */
export function recordedWarningsNote(warnings: Record<string, number> | undefined): string {
  const count = Object.values(warnings ?? {}).reduce((sum, n) => sum + n, 0);
  return count === 0
    ? ""
    : `; generated with ${counted(count, "warning")}, not repeated (routegen generate --force prints them)`;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Inputs this large get a line per phase (how else would a long wait read?); `--progress` asks for it always. */
const LARGE_INPUT = 1_000_000;

/**
 * Progress on stderr for large inputs: each phase with its counts and time, the load naming the file
 * and its size. Nothing with `--quiet`, nor on a warm run (which has no phases).
 */
export function progressFor(
  input: string,
  options: { quiet?: boolean | undefined; progress?: boolean | undefined },
): Progress | undefined {
  if (options.quiet) return undefined;
  let size = 0;
  try {
    size = statSync(input).size;
  } catch {
    return undefined; // the load reports a missing input
  }
  if (size < LARGE_INPUT && !options.progress) return undefined;
  const { cyan, dim } = stderr.colours;
  return ({ phase, summary, ms }) => {
    const what = phase === "load" ? `${basename(input)} (${sizeText(size)}): ${summary}` : summary;
    note(`${cyan(phase.padEnd(6))} ${what} ${dim(`(${seconds(ms)})`)}`);
  };
}
