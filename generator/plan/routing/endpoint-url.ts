// The route as `endpoint()` reads it: one url template for the path and query a generated function
// writes. `inspect`, `explain` and `check` show it, and the tests hand it to the builder to compare.
import { percent } from "../../../runtime/encode.js";
import type { PathPart, QueryField } from "./route-plan.js";
import { templateName } from "./template-name.js";
import type { PathEnd } from "./path.js";

/**
 * The url template, split into literal text and expressions: the path, then one query expression
 * (`{?state,labels*}`, `{&...}` after a literal `?`) in the order of the fields. An OpenAPI path's own
 * trailing `/` is written twice, since the builder drops one.
 */
export function endpointUrl(
  { parts, end }: PathEnd,
  query: readonly QueryField[],
  hasQuery: boolean,
  literalPath: boolean,
): string[] {
  const url = parts.map((part) =>
    typeof part === "string"
      ? part
      : `{${part.operator}${part.variables.map((v) => v.name + (v.explode ? "*" : "") + (v.prefix ? `:${v.prefix}` : "")).join(",")}}`,
  );
  const last = url[url.length - 1];
  if (
    literalPath &&
    end === undefined &&
    last !== undefined &&
    last !== "/" &&
    !last.startsWith("{") &&
    last.endsWith("/")
  ) {
    url[url.length - 1] = `${last}/`;
  }
  const names = queryTemplateNames(parts, query);
  if (query.length > 0)
    url.push(`{${hasQuery ? "&" : "?"}${query.map((f, i) => names[i] + (exploded(f) ? "*" : "")).join(",")}}`);
  return mergeLiterals(url);
}

/**
 * The query fields' variable names in the template: their wire names (templateName()), but for a name a
 * path variable has (a path and a query parameter both named `id`), whose first character is written
 * percent-encoded (`%69d`): one template variable cannot hold two values, and a server reads `%69d` as `id`.
 */
export function queryTemplateNames(parts: readonly PathPart[], query: readonly QueryField[]): string[] {
  const inPath = new Set(parts.flatMap((part) => (typeof part === "string" ? [] : part.variables.map((v) => v.name))));
  return query.map((field) => {
    const name = templateName(field.name);
    return inPath.has(name) ? percent(name[0]!) + name.slice(1) : name;
  });
}

/**
 * Whether the template expands the field's value item by item: every style with explode, and deepObject,
 * whose value the tests hand over as `{ "name[key]": value }`; unexploded space- and pipe-delimited
 * values go joined.
 */
const exploded = (field: QueryField): boolean => field.style === "deepObject" || field.explode;

/** `["/repos/", "/x"]` -> `["/repos//x"]`: literal text and expressions alternate. */
function mergeLiterals(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last !== undefined && !last.startsWith("{") && !part.startsWith("{")) out[out.length - 1] = last + part;
    else if (part !== "") out.push(part);
  }
  return out;
}
