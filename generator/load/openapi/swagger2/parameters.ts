import { isObject, own, type JsonObject } from "../json.js";
import { put, type Upgrade } from "./context.js";
import { pointer } from "./origins.js";
import { isValueKeyword, valueSchema } from "./schema.js";

/**
 * How 3.0 writes a `collectionFormat`: its `style` and `explode`, by where the value goes. A query's
 * `tsv` has none: it is kept as `x-collectionFormat: tsv` (as the swagger2openapi converter keeps it),
 * with csv's style for other readers; routegen sends it tab-separated.
 */
type Style = { style: string; explode: boolean; extension?: "tsv" };
const QUERY_STYLES: Record<string, Style> = {
  csv: { style: "form", explode: false },
  ssv: { style: "spaceDelimited", explode: false },
  pipes: { style: "pipeDelimited", explode: false },
  multi: { style: "form", explode: true },
};
const SIMPLE_STYLES: Record<string, Style> = { csv: { style: "simple", explode: false } };
const STYLES: Record<string, Record<string, Style>> = {
  query: { ...QUERY_STYLES, tsv: { style: "form", explode: false, extension: "tsv" } },
  formData: QUERY_STYLES,
  path: SIMPLE_STYLES,
  header: SIMPLE_STYLES,
};

/**
 * An array's `collectionFormat` (csv when absent) as `style` and `explode`; undefined for a value that
 * is not an array. A format 3.0 cannot say there (`tsv` but in a query, `pipes` in a path) is a warning,
 * and the values go comma-separated, the 2.0 default.
 */
export function styleOf(parameter: JsonObject, at: string, up: Upgrade): Style | undefined {
  if (own(parameter, "type") !== "array") return undefined;
  const where = String(own(parameter, "in"));
  warnNestedList(parameter, where, at, up);
  const format = own(parameter, "collectionFormat") ?? "csv";
  const styles = STYLES[where] ?? SIMPLE_STYLES;
  const style = typeof format === "string" && Object.hasOwn(styles, format) ? styles[format] : undefined;
  if (style) return style;
  up.unsupportedStyles.push({
    message: `${where} parameter \`${String(own(parameter, "name"))}\`: collectionFormat ${JSON.stringify(format)} has no OpenAPI 3 form here; values are sent comma-separated`,
    pointer: at,
  });
  return styles.csv ?? SIMPLE_STYLES.csv!;
}

/**
 * A list of lists (`items` an array, with a `collectionFormat` of its own or csv): OpenAPI 3 has no
 * style for the inner lists. Each goes as RFC 6570 writes a list member: comma-joined, the commas
 * percent-encoded (`ids=a%2Cb&ids=c`), which a server that decodes before splitting reads as csv.
 */
function warnNestedList(parameter: JsonObject, where: string, at: string, up: Upgrade): void {
  const items = own(parameter, "items");
  if (!isObject(items) || own(items, "type") !== "array") return;
  const inner = own(items, "collectionFormat") ?? "csv";
  up.unsupportedStyles.push({
    message: `${where} parameter \`${String(own(parameter, "name"))}\`: a list of lists (items with collectionFormat ${JSON.stringify(inner)}) has no OpenAPI 3 form; each inner list is sent comma-separated, its commas percent-encoded (%2C)`,
    pointer: at,
  });
}

/**
 * A path, query or header parameter as 3.0 writes it: its own fields and extensions kept, the
 * keywords that describe its value moved into `schema`, `collectionFormat` as `style`/`explode`.
 * `at` is where the 2.0 parameter was written, `to` where the 3.0 one is.
 */
export function upgradeParameter(parameter: unknown, at: string, to: string, up: Upgrade): unknown {
  up.origins.moved(to, at);
  if (!isObject(parameter)) return parameter;
  const upgraded: JsonObject = {};
  for (const [key, value] of Object.entries(parameter)) {
    if (!isValueKeyword(key) && key !== "collectionFormat") put(upgraded, key, value);
  }
  put(upgraded, "schema", valueSchema(parameter, up));
  up.origins.moved(pointer(to, "schema"), at);
  const style = styleOf(parameter, to, up);
  if (style) {
    put(upgraded, "style", style.style);
    put(upgraded, "explode", style.explode);
    if (style.extension) put(upgraded, "x-collectionFormat", style.extension);
  }
  return upgraded;
}
