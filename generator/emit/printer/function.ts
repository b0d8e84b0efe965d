// A function declaration as prettier prints it: its parameters on the head line when they fit, else one
// a line with a trailing comma; its return type after them (its type arguments broken one a line when
// even that does not fit); its body one statement a line, indented:
//
//   export function uploadsServer(
//     variables: { region?: "eu" | "us" } = {},
//   ): string {
//     return `https://${variables.region ?? "eu"}.example.com`;
//   }
//
// Template functions (templates/route-function.ts) come here too: their parameters and lines as written.
import { group, hardline, ifBreak, indent, join, line, softline, type Doc } from "../doc.js";
import type { Parameter, Statement } from "../code-tree.js";
import { withDoc } from "./declaration.js";
import { expressionDoc } from "./expression.js";
import { printType } from "./type.js";

type FunctionDeclaration = Extract<Statement, { kind: "function" }>;

export function functionDoc(node: FunctionDeclaration, statement: (node: Statement) => Doc): Doc {
  const head = `${node.exported ? "export " : ""}function ${node.name}(`;
  const signature = group([
    head,
    indent([softline, join([",", line], node.params.map(parameterDoc))]),
    ifBreak(","),
    softline,
    "): ",
    printType(node.returnType, "member"),
    " {",
  ]);
  const body = node.body.map((s) => (typeof s === "string" ? s : statement(s)));
  return withDoc(node.doc, [signature, indent([hardline, join(hardline, body)]), hardline, "}"]);
}

function parameterDoc(parameter: Parameter | string): Doc {
  if (typeof parameter === "string") return parameter;
  const value = parameter.value === undefined ? [] : [" = ", expressionDoc(parameter.value)];
  return [parameter.name, parameter.optional ? "?: " : ": ", printType(parameter.type, "annotation"), ...value];
}
