// Query parameters: their names on the wire and how their values are written (OpenAPI's style,
// explode and allowReserved).
import { encodeUnreserved } from "../../../runtime/encode.js";
import type { Parameter } from "../../model.js";
import type { QueryField, QueryStyle } from "./route-plan.js";

/** The styles but form, the default: a cookie parameter's `cookie` among them (cookies are written as query fields). */
const QUERY_STYLES: readonly QueryStyle[] = ["spaceDelimited", "pipeDelimited", "tabDelimited", "deepObject", "cookie"];

/**
 * A query parameter as a field: its name percent-encoded as values are (a name such as `a&b=c` or `x#y`
 * cannot end the pair or the query early; `$select` is sent `%24select`, which servers read as
 * `$select`), its style (`form` unless said, exploded by default, as `cookie` is) and allowReserved; an
 * OpenAPI 3.2 query string marked so (its object is the query, written as a form body, each member as
 * its `encoding` says).
 */
export function queryField(parameter: Parameter, key: string): QueryField {
  const style: QueryStyle = QUERY_STYLES.find((s) => s === parameter.style) ?? "form";
  return {
    name: encodeUnreserved(parameter.name),
    key,
    style,
    explode: parameter.explode ?? (style === "form" || style === "cookie"),
    // A style's rules are not a JSON value's (`content` and `allowReserved` exclude each other).
    allowReserved: parameter.allowReserved === true && !parameter.json,
    ...(parameter.json ? { json: true as const } : {}),
    ...(parameter.querystring ? { querystring: true as const } : {}),
    ...(parameter.propertyEncodings ? { propertyEncodings: parameter.propertyEncodings } : {}),
  };
}
