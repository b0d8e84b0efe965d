// A function per server whose url has variables (`https://{region}.example.com`): it makes the url
// from typed values, each variable's default where one is left out.
import type { ServerPlan } from "../plan/servers.js";
import { binary, member, object, returns, str, template, type Expression } from "./code-tree.js";
import type { Doc } from "./doc.js";
import { codeDoc } from "./printer/index.js";
import { commentLines, literalType, propertyKey } from "./syntax.js";
import { unionOf, type TypeNode } from "./type-doc.js";

/** The functions of the servers that have variables, in the SDK's order. */
export function serverFunctions(servers: readonly ServerPlan[]): Doc[] {
  return servers.filter((s) => s.variables.length > 0).map(serverFunction);
}

function serverFunction(server: ServerPlan): Doc {
  const type: TypeNode = {
    kind: "object",
    members: server.variables.map((v) => ({
      key: propertyKey(v.name),
      optional: true,
      type:
        v.enum && v.enum.length > 0
          ? unionOf(v.enum.map((value) => ({ kind: "literal", text: literalType(value) })))
          : { kind: "keyword", text: "string" },
      ...(v.description ? { doc: commentLines(v.description) } : {}),
    })),
  };
  // The url's text between its variables, each variable its value or its default.
  const [first, ...rest] = server.url.replace(/\/+$/, "").split(/\{([^{}]*)\}/);
  const quasis = [first!];
  const values: Expression[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const variable = server.variables.find((v) => v.name === rest[i])!;
    values.push(binary("??", member("variables", variable.name), str(variable.default)));
    quasis.push(rest[i + 1]!);
  }
  const url = template(quasis, values);
  const described = server.description ? ` (${commentLines(server.description).join(" ")})` : "";
  const doc = [
    `The url of the server \`${server.name}\`${described}, ${commentLines(server.url).join(" ")}, with the values you give`,
    "its variables (each one's default otherwise). Pass it as `baseUrl`" +
      (server.main ? "." : `, or as \`defaults({ servers: { ${server.name}: url } })\` for the routes on this server.`),
  ];
  const params = [{ name: "variables", type, value: object([]) }];
  return codeDoc({
    kind: "function",
    name: `${server.name}Server`,
    exported: true,
    params,
    returnType: { kind: "keyword", text: "string" },
    body: [returns(url)],
    doc,
  });
}
