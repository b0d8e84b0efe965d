// RFC 6570 URI templates: reading, validation and (./expand.ts) expansion.
import { encodeReserved } from "./encode.js";
import type { Expression, Operator, ParsedTemplate } from "./types.js";
import { UriTemplateError } from "./uri-template-error.js";

export { expandExpression, expandTemplate } from "./expand.js";
export { UriTemplateError } from "./uri-template-error.js";
export type { Expression, Operator, ParsedTemplate, Variable } from "./types.js";

/** Splits a valid template into literal text (percent-encoded, RFC 6570 3.1) and expressions. */
export function parseTemplate(template: string): ParsedTemplate {
  // One run of literal text, or one whole expression of varspecs: a varname, then `:1`-`:9999` or `*`.
  const varspec = String.raw`(?:\w|%[\da-f]{2})+(?:\.(?:\w|%[\da-f]{2})+)*(?::[1-9]\d{0,3}|\*)?`;
  const token = new RegExp(String.raw`[^{}]+|\{[+#./;?&]?${varspec}(?:,${varspec})*\}`, "iy");
  while (token.lastIndex < template.length) {
    const at = token.lastIndex;
    if (!token.test(template)) throw new UriTemplateError(template, at);
  }
  return { parts: readTemplate(template) };
}

/** parseTemplate() without the validation, for templates known to be valid. */
export const readTemplate = (template: string): ParsedTemplate["parts"] =>
  template
    .split(/(\{[^}]*\})/)
    .map((part, i) => (i % 2 ? readExpression(part) : encodeReserved(part)))
    .filter((part) => part !== "");

function readExpression(source: string): Expression {
  const [, operator, list] = /^\{([+#./;?&]?)(.*)\}$/s.exec(source)!;
  const variables = list!.split(",").map((spec) => {
    const [, name = "", explode, prefix] = /^(.*?)(\*)?(?::(\d+))?$/s.exec(spec)!;
    return prefix ? { name, explode: false, prefix: +prefix } : { name, explode: !!explode };
  });
  return { operator: operator as Operator, variables, source };
}

/** `:name` placeholders (a lowercase letter, then word characters) as `{name}`, before the first `?` only. */
export const convertColonPlaceholders = (url: string): string =>
  url.replace(/^[^?]*/, (path) => path.replace(/:([a-z]\w+)/g, "{$1}"));
