// Statements as prettier prints them: declarations and assignments by their layout (assignment.ts),
// `if` with its test in parentheses that break around it when it does not fit, and a statement after
// it on the next line, indented, when the whole does not fit:
//
//   if (p.draft != null) url = url + "?draft=" + encodeUnreserved(p.draft);
//   if (p.state != null) {
//     url = url + sep + "state=" + encodeUnreserved(p.state);
//     sep = "&";
//   }
import { group, hardline, ifBreak, indent, join, line, softline, type Doc } from "../doc.js";
import type { Statement } from "../code-tree.js";
import { assignmentDoc } from "./assignment.js";
import { withDoc } from "./declaration.js";
import { expressionDoc } from "./expression.js";
import { functionDoc } from "./function.js";
import { importDoc } from "./import.js";

export function statementDoc(node: Statement): Doc {
  switch (node.kind) {
    case "declaration": {
      const left = `${node.exported ? "export " : ""}${node.keyword} ${node.name}${node.type === undefined ? "" : `: ${node.type}`}`;
      return withDoc(node.doc, [assignmentDoc(left, node.init, expressionDoc), ";"]);
    }
    case "assignment":
      return [assignmentDoc(expressionDoc(node.target), node.value, expressionDoc), ";"];
    case "if":
      return ifDoc(node);
    case "return":
      return ["return ", returnValue(node.value), ";"];
    case "expression":
      return [expressionDoc(node.expression), ";"];
    case "function":
      return functionDoc(node, statementDoc);
    case "import":
      return importDoc(node);
  }
}

/** Statements one a line (a function's body, a block's). */
export function statementsDoc(statements: readonly Statement[]): Doc {
  return join(hardline, statements.map(statementDoc));
}

/** One statement goes without braces, as it was written; more make a block, always broken. */
function ifDoc(node: Extract<Statement, { kind: "if" }>): Doc {
  const head = ["if (", group([indent([softline, expressionDoc(node.test, "test")]), softline]), ")"];
  if (node.then.length === 1) return group([head, indent([line, statementDoc(node.then[0]!)])]);
  return group([head, " {", indent([hardline, statementsDoc(node.then)]), hardline, "}"]);
}

/** A returned binary chain breaks inside parentheses, as prettier writes it; anything else as it is. */
function returnValue(value: Extract<Statement, { kind: "return" }>["value"]): Doc {
  const printed = expressionDoc(value, "assigned");
  if (value.kind !== "binary") return printed;
  return group([ifBreak("("), indent([softline, printed]), softline, ifBreak(")")]);
}
