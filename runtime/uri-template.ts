// RFC 6570 URI templates: reading, validation and (./expand.ts) expansion.
import { encodeReserved } from "./encode.js";
import type { Expression, Operator, ParsedTemplate } from "./types.js";
import { UriTemplateError } from "./uri-template-error.js";

export { expandExpression, expandTemplate } from "./expand.js";
export { UriTemplateError } from "./uri-template-error.js";

// One literal run or one whole expression. varspec: varname with an optional `:1`-`:9999` or `*`.
const VARSPEC = String.raw`(?:\w|%[\da-f]{2})+(?:\.(?:\w|%[\da-f]{2})+)*(?::[1-9]\d{0,3}|\*)?`;
const TOKEN = /* @__PURE__ */ new RegExp(String.raw`[^{}]+|\{[+#./;?&]?${VARSPEC}(?:,${VARSPEC})*\}`, "iy");

/** Splits a valid template into literal text (percent-encoded, RFC 6570 3.1) and expressions. */
export function parseTemplate(template: string): ParsedTemplate {
  for (let at = 0; at < template.length; at = TOKEN.lastIndex) {
    TOKEN.lastIndex = at;
    if (!TOKEN.test(template)) throw new UriTemplateError(template, at);
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
  const operator = (/^\{([+#./;?&]?)/.exec(source)![1] ?? "") as Operator;
  const variables = source
    .slice(1 + operator.length, -1)
    .split(",")
    .map((spec) => {
      const [, name = "", explode, prefix] = /^(.*?)(\*)?(?::(\d+))?$/.exec(spec)!;
      return { name, explode: !!explode, ...(prefix && { prefix: +prefix }) };
    });
  return { operator, variables, source };
}

/** `:name` placeholders (a lowercase letter, then word characters) as `{name}`, before the first `?` only. */
export const convertColonPlaceholders = (url: string): string =>
  url.replace(/^[^?]*/, (path) => path.replace(/:([a-z]\w+)/g, "{$1}"));
