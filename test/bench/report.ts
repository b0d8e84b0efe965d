// BENCHMARKS.md: written from the very figures the benchmarks print. Each section lives between
// `<!-- bench:<id> -->` markers, so running one section rewrites only its own; everything outside
// the markers (the Findings, written by hand from profiles) is kept as it is.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, arch, release, totalmem, type } from "node:os";
import { targetLine, type Section, type Table } from "./benchmark.js";

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  memory: string;
  node: string;
  os: string;
}

export function machine(): Machine {
  return {
    date: `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    cores: cpus().length,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    os: `${type()} ${release()} ${arch()}`,
  };
}

const describe = (m: Machine) => `${m.cpu}, ${m.cores} cores, ${m.memory}, Node ${m.node}, ${m.os}`;

const cell = (text: string) => text.replaceAll("|", "\\|");

function markdownTable({ caption, rows }: Table): string {
  const [header, ...body] = rows;
  const line = (row: readonly string[]) => `| ${row.map(cell).join(" | ")} |`;
  // Figures align right, text left.
  const numeric = (column: number) => body.every((row) => /^[\d.,+-]/.test(row[column]!));
  const rule = `| ${header!.map((_, column) => (numeric(column) ? "---:" : "---")).join(" | ")} |`;
  return [`**${caption}**`, "", line(header!), rule, ...body.map(line)].join("\n");
}

/** One section's Markdown: the method, the tables and the targets. */
export function sectionMarkdown(title: string, section: Section, m: Machine): string {
  return [
    `## ${title}`,
    `_Measured ${m.date} on ${describe(m)}._`,
    `Method:\n\n${section.method.map((text) => `- ${text}`).join("\n")}`,
    ...section.tables.filter((table) => !table.consoleOnly).map(markdownTable),
    `Targets:\n\n${section.targets.map((target) => `- ${targetLine(target)}`).join("\n")}`,
  ].join("\n\n");
}

export function headerMarkdown(ran: readonly string[], m: Machine): string {
  return [
    "Written by `npm run bench` (test/bench/run.ts); `npm run bench -- <section>` reruns one section " +
      "(`generation`, `startup`, `scaling`, `large`, `type-check`, `bundle`, `per-call`) and rewrites only its part. Every figure is " +
      "routegen measured side by side with its peers in the same run, on GitHub's REST API description (and, for " +
      "`scaling` and `large`, on synthetic descriptions of up to 50,000 operations): read the ratios, the absolute " +
      "times depend on the machine and its load.",
    `Last run: ${m.date}, sections ${ran.map((id) => `\`${id}\``).join(", ")}.`,
    `Machine: ${m.cpu}; ${m.cores} cores; ${m.memory} memory; Node ${m.node}; ${m.os}.`,
  ].join("\n\n");
}

const begin = (id: string) => `<!-- bench:${id} -->`;
const end = (id: string) => `<!-- /bench:${id} -->`;

/** A new report: the header, an empty block per section in `order`, and the Findings heading. */
const skeleton = (order: readonly string[]) =>
  [
    "# Benchmarks",
    ...["header", ...order].map((id) => `${begin(id)}\n${end(id)}`),
    "## Findings",
    "Written by hand from profiles of the targets routegen misses; `npm run bench` keeps this part.\n",
  ].join("\n\n");

/**
 * Replaces the marked blocks `blocks` names (id -> Markdown) in `file` (a new one has a block per
 * section in `order`), adding missing ones before the Findings.
 */
export function updateReport(file: string, blocks: ReadonlyMap<string, string>, order: readonly string[]): void {
  let text = existsSync(file) ? readFileSync(file, "utf8") : skeleton(order);
  for (const [id, markdown] of blocks) {
    const block = `${begin(id)}\n${markdown}\n${end(id)}`;
    const start = text.indexOf(begin(id));
    const stop = text.indexOf(end(id));
    if (start >= 0 && stop > start) {
      text = text.slice(0, start) + block + text.slice(stop + end(id).length);
    } else {
      const findings = text.indexOf("\n## Findings");
      text =
        findings >= 0
          ? `${text.slice(0, findings)}\n${block}\n${text.slice(findings)}`
          : `${text.trimEnd()}\n\n${block}\n`;
    }
  }
  writeFileSync(file, text);
}
