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
    // Each variable of an expression must be a varspec: none empty, no space, no `-`.
    const variables = list?.split(",").map(variable);
    if (!source || variables?.includes(undefined)) throw new UriTemplateError(template, at);
    parts.push(variables ? { operator: operator as Operator, variables: variables as Variable[], source } : encodeReserved(source));
  }
  return { parts };
}

/** A variable from its varspec (its name, and a prefix or explode); undefined if `spec` is none. */
function variable(spec: string): Variable | undefined {
  const [, name, prefix, explode] = VARSPEC.exec(spec) ?? [];
  if (name === undefined) return undefined;
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
