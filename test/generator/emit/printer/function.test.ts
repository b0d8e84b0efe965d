// Function declarations (generator/emit/printer/function.ts).
import { describe } from "vitest";
import { member, object, returns, type Statement } from "../../../../generator/emit/code-tree.js";
import type { TypeNode } from "../../../../generator/emit/type-doc.js";
import { printerRows } from "../../../support/printer-rows.js";

const variables = (...names: string[]): TypeNode => ({
  kind: "object",
  members: names.map((key) => ({ key, optional: true, type: { kind: "keyword", text: "string" } })),
});
const server = (type: TypeNode, doc?: string[]): Statement => ({
  kind: "function",
  name: "uploadsServer",
  exported: true,
  params: [{ name: "variables", type, value: object([]) }],
  returnType: "string",
  body: [returns(member("variables", "region"))],
  ...(doc ? { doc } : {}),
});

describe("function", () => {
  printerRows([
    {
      rule: "its parameters on the head line when they fit",
      given: server(variables("region")),
      want: "export function uploadsServer(variables: { region?: string } = {}): string {\n  return variables.region;\n}",
    },
    {
      rule: "one parameter a line, with a trailing comma, when they do not fit",
      given: server(variables("region", "environment", "tenant")),
      want: "export function uploadsServer(\n  variables: { region?: string; environment?: string; tenant?: string } = {},\n): string {\n  return variables.region;\n}",
    },
    {
      rule: "its JSDoc above it",
      given: server(variables("region"), ["The uploads server."]),
      want: "/** The uploads server. */\nexport function uploadsServer(variables: { region?: string } = {}): string {\n  return variables.region;\n}",
    },
  ]);
});
