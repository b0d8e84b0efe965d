import { withDoc } from "./printer/index.js";
import { group, hardline, ifBreak, indent, join, line, print, softline, type Doc } from "./doc.js";
import type { FunctionTemplate, ModuleTemplate } from "./templates.js";

/**
 * A template with its slots filled: everything the template says is written as it says it, and each
 * slot (`$routes`, `$summary`, `{@link $Params}`) is replaced by what the emitter gives for it.
 */
export interface Fills {
  /** A statement that is a slot (`$routes;`): its code, printed or as a document; none removes it. */
  statements?: Record<string, Doc | undefined>;
  /** A JSDoc line that is a slot (`$summary`): its lines (already safe, see `commentLines`); none removes it. */
  docLines?: Record<string, readonly string[]>;
  /** A slot inside a line (`see {@link $Params}`): its text. */
  words?: Record<string, string>;
}

/** A function template's fills: the JSDoc's, and each part of the signature and body. */
export interface FunctionFills extends Fills {
  /** The function's name (`$name`), and whether it is exported as it is (else `export` goes). */
  name: string;
  exported: boolean;
  /** The parameter that holds `$Params`, as the function takes it: `params: XParams = {}`. */
  params: string;
  /** What stands for `$Return`. */
  returnType: Doc;
  /** The statements that stand for `$body;`. */
  body: readonly Doc[];
}

/** The module a template shapes, as text: statements a blank line apart where the template has one. */
export function filledModule(template: ModuleTemplate, fills: Fills): string {
  let text = "";
  for (const statement of template.statements) {
    const code = statementFill(statement.text, fills);
    if (code === undefined) continue;
    const doc = statement.doc ? filledDoc(statement.doc, fills) : [];
    const printed = print(withDoc(doc, code));
    if (text !== "") text += statement.blankBefore ? "\n\n" : "\n";
    text += printed;
  }
  return text + "\n";
}

/** A statement's code: a slot's fill (undefined when it has none), else the statement as written. */
function statementFill(text: string, { statements = {} }: Fills): Doc | undefined {
  const slot = /^(\$\w+);$/.exec(text)?.[1];
  if (slot === undefined) return text;
  const fill = statements[slot];
  return fill === "" || (Array.isArray(fill) && fill.length === 0) ? undefined : fill;
}

/**
 * A JSDoc's lines with its slots filled: a slot line becomes its lines (none: it goes), runs of blank
 * lines become one, and none is left at either end.
 */
export function filledDoc(lines: readonly string[], fills: Fills): string[] {
  const out: string[] = [];
  for (const templateLine of lines) {
    const slot = /^\$\w+$/.test(templateLine) ? templateLine : undefined;
    const filled = slot !== undefined ? (fills.docLines?.[slot] ?? []) : [withWords(templateLine, fills)];
    for (const l of filled) if (l !== "" || (out.length > 0 && out[out.length - 1] !== "")) out.push(l);
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out;
}

/** `text` with each slot inside it replaced by its word. */
function withWords(text: string, { words = {} }: Fills): string {
  return text.replace(/\$\w+/g, (slot) => (Object.hasOwn(words, slot) ? words[slot]! : slot));
}

/**
 * The function a template shapes: its JSDoc, its signature laid out as prettier lays out one (on one
 * line when it fits, else a parameter a line), its body's lines with `$body;` replaced.
 */
export function filledFunction(template: FunctionTemplate, fills: FunctionFills): Doc {
  const parameters = template.parameters.map((text) =>
    text.includes("$Params") ? fills.params : withWords(text, fills),
  );
  const returnType = template.returnType === "$Return" ? fills.returnType : withWords(template.returnType, fills);
  const signature = group([
    template.exported && fills.exported ? "export " : "",
    `function ${template.name === "$name" ? fills.name : template.name}(`,
    indent([softline, join([",", line], parameters)]),
    ifBreak(","),
    softline,
    "): ",
    returnType,
    " {",
  ]);
  const body = template.body.map((text): Doc =>
    text === "$body;" ? join(hardline, fills.body) : withWords(text, fills),
  );
  return withDoc(filledDoc(template.doc, fills), [signature, indent([hardline, join(hardline, body)]), hardline, "}"]);
}
