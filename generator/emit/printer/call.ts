// A call's arguments, as prettier prints them (its "call arguments" rules):
//
//   formData(p.data, { metadata: deepObject })       all on one line when they fit
//   withRouteDefaults(defaults, {                    else a last object or array argument hugged,
//     headers: { accept: "application/json" },       when the head up to its `{` fits
//   })
//   withCookies(                                     else one argument a line, with a trailing comma
//     requestOptions(defaults, p, "get", url),
//     pair("session", p.session),
//   )
import { conditionalGroup, group, ifBreak, indent, join, line, softline, type Doc } from "../doc.js";
import type { Expression } from "../code-tree.js";
import type { PrintExpression } from "./position.js";

/** `callee(args)`: `callee` is printed already (`new FormData` for a `new`). */
export function callDoc(callee: Doc, args: readonly Expression[], print: PrintExpression): Doc {
  if (args.length === 0) return [callee, "()"];
  const printed = args.map((arg) => print(arg));
  const oneALine: Doc = [callee, "(", indent([softline, join([",", line], printed)]), ifBreak(","), softline, ")"];
  if (!hugsLast(args)) return group(oneALine);
  const head = printed.slice(0, -1).map((arg) => [arg, ", "]);
  return conditionalGroup([
    [callee, "(", join(", ", printed), ")"],
    [callee, "(", head, group(printed[printed.length - 1]!, { broken: true }), ")"],
    group(oneALine, { broken: true }),
  ]);
}

/**
 * Whether the last argument may be hugged: a non-empty object or array literal, after an argument of
 * another kind (prettier hugs neither of two objects: `multipart({ a }, { a: "image/png" })` breaks
 * one argument a line).
 */
function hugsLast(args: readonly Expression[]): boolean {
  const last = args[args.length - 1]!;
  const penultimate = args[args.length - 2];
  const expandable =
    (last.kind === "object" && last.properties.length > 0) || (last.kind === "array" && last.elements.length > 0);
  return expandable && penultimate?.kind !== last.kind;
}
