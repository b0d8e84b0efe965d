// A function declaration as prettier prints it: its parameters on the head line when they fit, else one
// a line with a trailing comma; its body one statement a line, indented:
//
//   export function uploadsServer(
//     variables: { region?: "eu" | "us" } = {},
//   ): string {
//     return `https://${variables.region ?? "eu"}.example.com`;
//   }
import { group, hardline, ifBreak, indent, join, line, softline, type Doc } from "../doc.js";
import type { Parameter, Statement } from "../code-tree.js";
import { withDoc } from "./declaration.js";
import { expressionDoc } from "./expression.js";
import { printType } from "./type.js";

type FunctionDeclaration = Extract<Statement, { kind: "function" }>;

export function functionDoc(node: FunctionDeclaration, statements: (body: readonly Statement[]) => Doc): Doc {
  const head = `${node.exported ? "export " : ""}function ${node.name}(`;
  const signature = group([
    head,
    indent([softline, join([",", line], node.params.map(parameterDoc))]),
    ifBreak(","),
    softline,
    `): ${node.returnType} {`,
  ]);
  return withDoc(node.doc, [signature, indent([hardline, statements(node.body)]), hardline, "}"]);
}

function parameterDoc(parameter: Parameter): Doc {
  const value = parameter.value === undefined ? [] : [" = ", expressionDoc(parameter.value)];
  return [parameter.name, parameter.optional ? "?: " : ": ", printType(parameter.type, "annotation"), ...value];
}
