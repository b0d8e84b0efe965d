import type { Statement } from "./code-tree.js";
import { print, type Doc } from "./doc.js";
import { withDoc } from "./printer/index.js";
import type { TypeNode } from "./type-doc.js";
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
  returnType: TypeNode;
  /** The statements that stand for `$body;`. */
  body: readonly Statement[];
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
 * The function a template shapes, as a function declaration for the printer to lay out: its JSDoc, its
 * signature's parts and its body's lines, each slot replaced by its fill.
 */
export function filledFunction(template: FunctionTemplate, fills: FunctionFills): Statement {
  const returnType: TypeNode =
    template.returnType === "$Return"
      ? fills.returnType
      : { kind: "reference", text: withWords(template.returnType, fills) };
  return {
    kind: "function",
    name: template.name === "$name" ? fills.name : template.name,
    exported: template.exported && fills.exported,
    params: template.parameters.map((text) => (text.includes("$Params") ? fills.params : withWords(text, fills))),
    returnType,
    body: template.body.flatMap((text): (Statement | string)[] =>
      text === "$body;" ? [...fills.body] : [withWords(text, fills)],
    ),
    doc: filledDoc(template.doc, fills),
  };
}
