import type { NamedType } from "../../model.js";
import { findAliasCycles } from "../type-aliases.js";
import type { Context } from "./context.js";

/**
 * Recursion is allowed through an object property or array items (`User.manager: User`), but a type
 * that is itself, or a union with itself, through `$ref`s alone (`A: { $ref: B }`, `B: { oneOf: [A] }`)
 * describes no value and no TypeScript type: each such cycle is a `ref-cycle` error, reported once.
 * A catalogue is written by hand, so this is a mistake to fix, not one to work around (as OpenAPI does).
 */
export function checkTypeCycles(types: readonly NamedType[], ctx: Context): void {
  for (const cycle of findAliasCycles(types)) {
    ctx.error(
      "ref-cycle",
      ["types", cycle.to],
      `The type \`${cycle.to}\` is defined as itself (${cycle.names.map((name) => (name === "…" ? name : `\`${name}\``)).join(" → ")}) with no object or array in between, so it has no values: recurse through a property or array items instead.`,
    );
  }
}
