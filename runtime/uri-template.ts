// RFC 6570 URI templates: reading and validation (expansion: ./expand.ts).
import { encodeReserved } from "./encode.js";
import { expand, listSegment, valueOf } from "./expand.js";
import type { Expression, Operator, ParsedTemplate, Variable } from "./types.js";
import { UriTemplateError } from "./uri-template-error.js";

export { UriTemplateError } from "./uri-template-error.js";
export type { Expression, Operator, ParsedTemplate, Variable } from "./types.js";

/** One run of literal text, or one whole valid expression: made on first use, so bundles without parseTemplate() leave it out. */
let token: RegExp | undefined;

function tokenPattern(): RegExp {
  // A varspec: a varname (word characters and %XX triplets, dot-separated), then `:1`-`:9999` or `*`.
  const varspec = String.raw`(?:\w|%[\da-f]{2})+(?:\.(?:\w|%[\da-f]{2})+)*(?::[1-9]\d{0,3}|\*)?`;
  return new RegExp(String.raw`[^{}]+|\{[+#./;?&]?${varspec}(?:,${varspec})*\}`, "iy");
}

/** Splits a template into literal text (percent-encoded, RFC 6570 3.1) and expressions; throws at the first invalid one. */
export function parseTemplate(template: string): ParsedTemplate {
  const parts: ParsedTemplate["parts"] = [];
  token ??= tokenPattern();
  for (token.lastIndex = 0; token.lastIndex < template.length; ) {
    const at = token.lastIndex;
    const [source] = token.exec(template) ?? [];
    if (!source) throw new UriTemplateError(template, at);
    parts.push(source[0] === "{" ? parseExpression(source) : encodeReserved(source));
  }
  return { parts };
}

/**
 * One expression, `{` and `}` included, known to be valid: generated routes hold only such, and
 * parseTemplate() checks the others first.
 */
export function parseExpression(source: string): Expression {
  const operator = (/^\{([+#./;?&]?)/.exec(source)![1] ?? "") as Operator;
  return { operator, variables: source.slice(operator.length + 1, -1).split(",").map(variable), source };
}

function variable(spec: string): Variable {
  const [name = "", prefix] = spec.split(":");
  const explode = name.endsWith("*");
  return prefix ? { name, explode, prefix: +prefix } : { name: explode ? name.slice(0, -1) : name, explode };
}

/** Expands a parsed template (see parseTemplate) with `values` (own properties only). */
export function expandTemplate({ parts }: ParsedTemplate, values: Record<string, unknown>): string {
  let uri = "";
  for (const part of parts) {
    if (typeof part === "string") {
      uri += part;
      continue;
    }
    const { operator, variables, source } = part;
    // `{name}`, the usual, without the general steps.
    uri += isSimple(part)
      ? listSegment(valueOf(values, variables[0]!.name))
      : expand(operator, variables.map(({ name, explode, prefix }) => [name, valueOf(values, name), explode, prefix]), source);
  }
  return uri;
}

/** `{name}`: one variable, no operator, no modifier — what listSegment() expands. */
export const isSimple = ({ operator, variables }: Expression): boolean =>
  !operator && variables.length === 1 && !variables[0]!.explode && !variables[0]!.prefix;

/** `:name` (a lowercase letter, then word characters) before the first `?`, replaced by `replacement` (`$1`: the name). */
const replaceColonNames = (url: string, replacement: string): string => url.replace(/^[^?]*/, (path) => path.replace(/:([a-z]\w+)/g, replacement));

/** `:name` placeholders as `{name}`, as endpoint() reads them. */
export const convertColonPlaceholders = (url: string): string => replaceColonNames(url, "{$1}");

/** A url whose `:name` is literal text, written so that endpoint() does not take it for a placeholder (`%3Aname`). */
export const escapeColonNames = (url: string): string => replaceColonNames(url, "%3A$1");
