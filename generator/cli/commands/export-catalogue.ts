import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { DiagnosticError } from "../../diagnostics.js";
import { fromPackageRoot } from "../../util/package-root.js";
import { COMMON_OPTIONS, parseCommand, positionalsUpTo, UsageError, VERBOSE_HELP, VERBOSE_OPTION } from "../args.js";
import { note, printDiagnostics, progressFor, stderr } from "../terminal.js";
import { counted } from "../../util/counted.js";

export const help = `Usage: routegen export-catalogue <openapi> -o <routes.yaml> [options]

Turns an OpenAPI description (or any input routegen reads) into a YAML route catalogue
(docs/catalogue.md), so a team can take over curating its API by hand. Routes are named as the SDK
names them (issues.listForRepo); parameters keep their place, style, explode and allowReserved; bodies
their media type and encoding (a form's field styles, a multipart body's part types); a route on a
server of its own keeps it. The catalogue generates an SDK that builds the same requests as the
description's. What a catalogue cannot say (several body shapes or media types, server variables and
other servers, names a url variable cannot have) is listed as notes.

Options:
  -o, --output <file>       The catalogue to write (required).
      --force               Overwrite the file if it exists (it may hold hand-made edits).
      --allow-external-refs Follow $refs to files outside the input's folder.
      --include <pattern>   Only routes matching it (a name, scope or route string; globs; repeatable),
                            and only the types they use.
      --exclude <pattern>   Leave out routes matching it (repeatable).
${VERBOSE_HELP}
  -q, --quiet               Print nothing but errors (no notes).
  -h, --help                Show this help.

Examples:
  routegen export-catalogue openapi.yaml -o routes.yaml
  routegen export-catalogue node_modules/@octokit/openapi/generated/api.github.com.json -o github.yaml
  routegen export-catalogue github.json -o issues.yaml --include issues --include "GET /repos/{owner}/{repo}"
`;

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...COMMON_OPTIONS,
    ...VERBOSE_OPTION,
    output: { type: "string", short: "o" },
    force: { type: "boolean" },
    "allow-external-refs": { type: "boolean" },
    include: { type: "string", multiple: true },
    exclude: { type: "string", multiple: true },
  });
  const [input] = positionalsUpTo(positionals, 1);
  if (input === undefined)
    throw new UsageError("export-catalogue needs an input: routegen export-catalogue <openapi> -o <routes.yaml>");
  const output = values.output;
  if (output === undefined) throw new UsageError("export-catalogue needs the file to write: -o <routes.yaml>");
  if (existsSync(output) && !values.force)
    throw new UsageError(`${output} exists (and may hold hand-made edits): use --force to overwrite it`);

  const started = performance.now();
  const { planApi } = await import("../../pipeline.js");
  const { exportCatalogue } = await import("../../export/catalogue.js");
  const { sizeText } = await import("../../util/size-text.js");
  let text: string;
  let exported: ReturnType<typeof exportCatalogue>;
  const progress = progressFor(input, values);
  try {
    const selection = {
      ...(values.include ? { include: values.include } : {}),
      ...(values.exclude ? { exclude: values.exclude } : {}),
    };
    const partial = Object.keys(selection).length > 0;
    const { model, plan, diagnostics } = planApi({
      input,
      allowExternalRefs: values["allow-external-refs"] === true,
      progress,
      ...(partial ? { selection } : {}),
    });
    // The input's own warnings are the generator's business; only the selection's are about this command.
    printDiagnostics(
      diagnostics.filter((d) => d.code === "selection-unmatched"),
      "text",
    );
    let phase = performance.now();
    exported = exportCatalogue(model, plan, { usedTypesOnly: partial });
    progress?.({
      phase: "export",
      summary: `${counted(exported.routes, "route")}, ${counted(exported.types, "type")}`,
      ms: performance.now() - phase,
    });
    phase = performance.now();
    text = await catalogueText(exported.catalogue, input, output);
    progress?.({ phase: "yaml", summary: sizeText(text.length), ms: performance.now() - phase });
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    printDiagnostics(error.diagnostics, "text", { verbose: values.verbose === true });
    note(`nothing written: ${error.diagnostics.filter((d) => d.severity === "error").length} error(s) in the input`);
    return 1;
  }

  // The catalogue must load: a problem here is routegen's, and is better caught than written.
  const { catalogueProblems } = await import("../../export/catalogue-problems.js");
  const problems = catalogueProblems(output, exported.catalogue);
  if (problems.length > 0) {
    printDiagnostics(problems, "text");
    note("internal error: the exported catalogue does not load; nothing written");
    return 3;
  }
  mkdirSync(dirname(resolve(output)), { recursive: true });
  writeFileSync(output, text);
  if (!values.quiet) {
    const { yellow } = stderr.colours;
    for (const n of exported.notes) note(`${yellow("note")} ${n.subject}: ${n.message}`);
    const notes = exported.notes.length > 0 ? `, ${counted(exported.notes.length, "note")}` : "";
    note(
      `${counted(exported.routes, "route")}, ${counted(exported.types, "type")} -> ${output}${notes} (${((performance.now() - started) / 1000).toFixed(2)} s)`,
    );
  }
  return 0;
}

/** YAML in the catalogue's usual look: block mappings, short lists and small schemas on one line. */
async function catalogueText(catalogue: Record<string, unknown>, input: string, output: string): Promise<string> {
  const { Document, isMap, isScalar, isSeq } = await import("yaml");
  const doc = new Document(catalogue);
  /** Sets `flow` on collections short enough for one line; returns the node's length as JSON, about. */
  const mark = (node: unknown): number => {
    if (isScalar(node)) return JSON.stringify(node.value)?.length ?? 4;
    if (isMap(node)) {
      let length = 2;
      for (const pair of node.items)
        length += String(isScalar(pair.key) ? pair.key.value : pair.key).length + 4 + mark(pair.value);
      // A mapping holding mappings of more than two keys reads better as a block.
      node.flow = length <= 60 && node.items.every((pair) => !isMap(pair.value) || pair.value.items.length <= 2);
      return length;
    }
    if (isSeq(node)) {
      const length = node.items.reduce((n: number, item) => n + mark(item) + 1, 2);
      node.flow = length <= 60;
      return length;
    }
    return 4;
  };
  mark(doc.contents);
  // The top level, routes, types and defaults stay blocks: one entry per line.
  for (const node of [doc.contents, ...["routes", "types", "defaults"].map((key) => doc.get(key, true))]) {
    if (isMap(node) || isSeq(node)) node.flow = false;
  }
  const schema = relative(dirname(resolve(output)), fromPackageRoot("schema", "catalogue.schema.json"))
    .split("\\")
    .join("/");
  doc.commentBefore = ` yaml-language-server: $schema=${schema}\n\n Exported from ${input.split("\\").join("/")} by \`routegen export-catalogue\`: edit it by hand from now on\n (docs/catalogue.md describes every key).`;
  // Text as written: multi-line documentation as a literal block, long lines not folded.
  return doc.toString({ lineWidth: 0, blockQuote: "literal", flowCollectionPadding: true });
}
