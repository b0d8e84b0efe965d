// RFC 6570 URI templates: reading and validation, and expanding what was read (./expand.ts).
import { encodeReserved } from "./encode.js";
import { expand } from "./expand.js";
import { own } from "./object.js";
import type { Operator, ParsedTemplate, Variable } from "./types.js";
import { UriTemplateError } from "./uri-template-error.js";

export { UriTemplateError } from "./uri-template-error.js";
export type { Expression, Operator, ParsedTemplate, Variable } from "./types.js";

/** A run of literal text, or an expression: `{`, an operator or none, its variable list, `}`. */
const TOKEN = /[^{}]+|\{([+#./;?&]?)([^{}]*)\}/y;

/** A varspec: a varname (word characters and %XX triplets, dot-separated), then a prefix `:1`-`:9999` or `*`. */
const VARSPEC = /^((?:\w|%[\da-f]{2})+(?:\.(?:\w|%[\da-f]{2})+)*)(?::([1-9]\d{0,3})|(\*))?$/i;

/** Splits a template into literal text (percent-encoded, RFC 6570 3.1) and expressions; throws at the first invalid one. */
export function parseTemplate(template: string): ParsedTemplate {
  const parts: ParsedTemplate["parts"] = [];
  for (TOKEN.lastIndex = 0; TOKEN.lastIndex < template.length; ) {
    const at = TOKEN.lastIndex;
    const [source = "", operator, list] = TOKEN.exec(template) ?? [];
    // Every variable of an expression must be a varspec (no empty one, no space, no `-`).
    const specs = list?.split(",").map((spec) => VARSPEC.exec(spec));
    if (!source || specs?.some((spec) => !spec)) throw new UriTemplateError(template, at);
    if (!specs) parts.push(encodeReserved(source));
    else parts.push({ operator: operator as Operator, variables: specs.map((spec) => variable(spec!)), source });
  }
  return { parts };
}

/** A variable from its varspec's match: its name, and a prefix or explode. */
function variable([, name = "", prefix, explode]: RegExpExecArray): Variable {
  return prefix ? { name, explode: false, prefix: +prefix } : { name, explode: !!explode };
}

/** Expands a parsed template (see parseTemplate) with `values` (own properties only). */
export function expandTemplate({ parts }: ParsedTemplate, values: Record<string, unknown>): string {
  let uri = "";
  for (const part of parts) {
    uri +=
      typeof part === "string"
        ? part
        : expand(part.operator, part.variables.map(({ name, explode, prefix }) => [name, own(values, name), explode, prefix]), part.source);
  }
  return uri;
}

/** `:name` (a lowercase letter, then word characters) before the first `?`, replaced by `replacement` (`$1`: the name). */
const replaceColonNames = (url: string, replacement: string): string => url.replace(/^[^?]*/, (path) => path.replace(/:([a-z]\w+)/g, replacement));

/** `:name` placeholders as `{name}`, as endpoint() reads them. */
export const convertColonPlaceholders = (url: string): string => replaceColonNames(url, "{$1}");

/** A url whose `:name` is literal text, written so that endpoint() does not take it for a placeholder (`%3Aname`). */
export const escapeColonNames = (url: string): string => replaceColonNames(url, "%3A$1");
