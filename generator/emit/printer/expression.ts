// Every kind of expression to its document: the kinds with layout rules of their own have a file each
// (call.ts, binary.ts, conditional.ts, literals.ts); the others print on one line, as prettier does
// with them.
import { flatText, group, hardline, indent, join, line, print, type Doc } from "../doc.js";
import type { Expression } from "../code-tree.js";
import { isPlainKey, stringLiteral } from "../syntax.js";
import { binaryDoc } from "./binary.js";
import { callDoc } from "./call.js";
import { conditionalDoc } from "./conditional.js";
import { arrayDoc, objectDoc } from "./literals.js";
import type { Position } from "./position.js";

export function expressionDoc(node: Expression, position: Position = "plain"): Doc {
  switch (node.kind) {
    case "identifier":
      return node.name;
    case "literal":
      return node.text;
    case "string":
      return stringLiteral(node.value);
    case "template":
      return templateText(node);
    case "member":
      return memberDoc(node);
    case "call": {
      const call = callDoc(expressionDoc(node.callee), node.args, expressionDoc);
      return node.pure ? ["/* @__PURE__ */ ", call] : call;
    }
    case "new":
      return callDoc(["new ", expressionDoc(node.callee)], node.args, expressionDoc);
    case "binary":
      return binaryDoc(node, position, expressionDoc);
    case "conditional":
      return conditionalDoc(node, expressionDoc);
    case "object":
      return objectDoc(node, expressionDoc);
    case "array":
      return arrayDoc(node, expressionDoc);
    case "as":
      return [expressionDoc(node.expression), ` as ${node.type}`];
    case "arrow":
      // `(name, value) => body`: a body that does not fit goes on the next line, indented.
      return [`(${node.params.join(", ")}) =>`, group(indent([line, expressionDoc(node.body)]))];
  }
}

/**
 * `object.name`, or `object["legal-hold"]` for a name that is not an identifier (and for a `computed`
 * one). Never broken: a long key stays on its line (prettier would break inside the brackets, which
 * reads worse and which no description's names have needed).
 */
function memberDoc(node: Extract<Expression, { kind: "member" }>): Doc {
  const object = expressionDoc(node.object);
  const key = node.computed || !isPlainKey(node.name) ? `[${stringLiteral(node.name)}]` : `.${node.name}`;
  // One string where it can be (`p.owner`): the layout engine walks fewer pieces.
  return typeof object === "string" ? object + key : [object, key];
}

/**
 * A template literal, its expressions printed without a width (prettier never breaks a line inside
 * `${}` to fit: a url's path stays whole), but with the breaks they always take (an array of arrays).
 */
function templateText(node: Extract<Expression, { kind: "template" }>): Doc {
  let text = "`" + templateEscaped(node.quasis[0]!);
  node.expressions.forEach((expression, i) => {
    const doc = expressionDoc(expression);
    text += "${" + (flatText(doc) ?? print(doc, Infinity)) + "}" + templateEscaped(node.quasis[i + 1]!);
  });
  return join(hardline, (text + "`").split("\n"));
}

/** Text in a template literal: a backquote, a backslash and a `${` that the text holds are escaped, so it stays text. */
const templateEscaped = (text: string): string => text.replace(/[`\\]|\$(?=\{)/g, (c) => `\\${c}`);
