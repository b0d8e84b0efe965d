// A route's declared responses as one type, each body type by its status, which the request options
// carry and the runtime's `ResponsesOf` (and `readResponse()`) turn into a union discriminated by status:
//
//   export interface GetNoteResponses {
//     200: Note;
//     404: Problem;
//     default: unknown;
//   }
//
// The body type is what readResponse() makes of the response's content-type at run time.
//
// | the response declares                               | data                |
// | --------------------------------------------------- | ------------------- |
// | no content                                          | `undefined`         |
// | `application/json`, any `+json`, with a schema      | the schema's type   |
// | the same without a schema, or a range (`*/*`)       | `unknown`           |
// | `text/*`                                            | `string`            |
// | anything else (`application/octet-stream`, `image/png`, XML) | `Blob`     |
import type { Response } from "../model.js";
import type { FunctionPlan } from "../plan/plan.js";
import { essenceOf } from "../util/media-type.js";
import { interfaceDeclaration } from "./printer/index.js";
import type { Doc } from "./doc.js";
import { stringLiteral } from "./syntax.js";
import { toTypeNode, type TypeNames, type TypeNode } from "./type-doc.js";

/** `interface XResponses { 200: ...; 404: ... }`, or nothing for a route that declares no response. */
export function responsesDeclaration(fn: FunctionPlan, names: TypeNames): Doc | undefined {
  if (!fn.responsesType) return undefined;
  const members = fn.route.responses.map((response) => ({
    key: statusKey(response.status),
    optional: false,
    type: dataType(response, names),
  }));
  const doc = [
    `The responses of {@link ${fn.localName}}, by status: \`ResponsesOf\` and \`readResponse()\` read them.`,
  ];
  return interfaceDeclaration(fn.responsesType, members, doc);
}

/** `200`, `"4XX"`, `default`: a number key for a status code, which the runtime's types read as its literal. */
const statusKey = (status: string): string =>
  /^[1-5]\d\d$/.test(status) ? status : status === "default" ? "default" : stringLiteral(status.toUpperCase());

function dataType(response: Response, names: TypeNames): TypeNode {
  const keyword = (text: string): TypeNode => ({ kind: "keyword", text });
  if (response.contentType === undefined)
    return response.schema ? toTypeNode(response.schema, names) : keyword("undefined");
  const essence = essenceOf(response.contentType);
  if (essence.includes("*")) return keyword("unknown");
  if (essence === "application/json" || essence.endsWith("+json"))
    return response.schema ? toTypeNode(response.schema, names) : keyword("unknown");
  if (essence.startsWith("text/")) return keyword("string");
  return { kind: "reference", text: "Blob" };
}
