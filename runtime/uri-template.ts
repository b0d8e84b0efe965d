// RFC 6570 URI templates: reading, validation and (./expand.ts) expansion.
import { encodeReserved } from "./encode.js";
import type { Expression, Operator, ParsedTemplate, Variable } from "./types.js";
import { UriTemplateError } from "./uri-template-error.js";

export { expandTemplate } from "./expand.js";
export { UriTemplateError } from "./uri-template-error.js";
export type { Expression, Operator, ParsedTemplate, Variable } from "./types.js";

// A varspec: a varname (word characters and %XX triplets, dot-separated), then `:1`-`:9999` or `*`.
const varspec = String.raw`(?:\w|%[\da-f]{2})+(?:\.(?:\w|%[\da-f]{2})+)*(?::[1-9]\d{0,3}|\*)?`;
/** One run of literal text, or one whole expression: operator, then varspecs. */
const token = new RegExp(String.raw`([^{}]+)|\{([+#./;?&]?)(${varspec}(?:,${varspec})*)\}`, "iy");

/** Splits a template into literal text (percent-encoded, RFC 6570 3.1) and expressions. */
export function parseTemplate(template: string): ParsedTemplate {
  const parts: ParsedTemplate["parts"] = [];
  for (token.lastIndex = 0; token.lastIndex < template.length; ) {
    const at = token.lastIndex;
    const [source, literal, operator, list] = token.exec(template) ?? [];
    if (!source) throw new UriTemplateError(template, at);
    parts.push(literal ? encodeReserved(literal) : { operator: operator as Operator, variables: list!.split(",").map(variable), source });
  }
  return { parts };
}

function variable(spec: string): Variable {
  const [name = "", prefix] = spec.split(":");
  const explode = name.endsWith("*");
  return prefix ? { name, explode, prefix: +prefix } : { name: explode ? name.slice(0, -1) : name, explode };
}

/** `:name` placeholders (a lowercase letter, then word characters) as `{name}`, before the first `?` only. */
export const convertColonPlaceholders = (url: string): string =>
  url.replace(/^[^?]*/, (path) => path.replace(/:([a-z]\w+)/g, "{$1}"));
