// RFC 6570 expansion, levels 1 to 4 (section 3.2, appendix A).
import { encodeReserved, encodeUnreserved } from "./encode.js";
import type { Expression, ParsedTemplate } from "./types.js";
import { UriTemplateError } from "./uri-template-error.js";

/**
 * Expands one expression with `values` (own properties only). A value is a string, a number, bigint
 * or boolean (its usual text), a list (array) or an object (its keys in order); null, undefined, an
 * empty list or object are undefined, and so are null members. A prefix on a list or object throws.
 */
export function expandExpression({ operator, variables, source }: Expression, values: Record<string, unknown>): string {
  // 0 simple, 1-2 reserved (+ #), 3-4 label and path (. /), 5-7 named (; ? &)
  const kind = " +#./;?&".indexOf(operator);
  const encode = kind && kind < 3 ? encodeReserved : encodeUnreserved;
  // `name=text`, or for an empty text `name` (;) or `name=` (? &); unnamed operators: the text.
  const named = (name: string, text: string) => (kind < 5 ? text : name + (text || kind > 5 ? "=" : "") + text);
  const items = variables.flatMap(({ name, explode, prefix }) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    const scalar = typeof value !== "object";
    if (prefix && !scalar && value) throw new UriTemplateError(source, source.indexOf(name));
    // [encoded key, text]: scalars and list members have no key. A prefix counts code points.
    const pairs: [key: string | undefined, text: string][] =
      value == null
        ? []
        : scalar
          ? [[undefined, prefix ? [...String(value)].slice(0, prefix).join("") : String(value)]]
          : Array.isArray(value)
            ? value.filter((member) => member != null).map((member) => [undefined, String(member)])
            : Object.entries(value)
                .filter(([, member]) => member != null)
                .map(([key, member]) => [encode(key), String(member)]);
    if (!pairs.length) return [];
    return explode && !scalar
      ? pairs.map(([key, text]) => (kind < 5 && key !== undefined ? key + "=" + encode(text) : named(key ?? name, encode(text))))
      : [named(name, pairs.map(([key, text]) => (key === undefined ? "" : key + ",") + encode(text)).join())];
  });
  return items.length ? (kind > 1 ? operator : "") + items.join(kind > 5 ? "&" : kind > 2 ? operator : ",") : "";
}

/** Expands a parsed template (see parseTemplate). */
export function expandTemplate({ parts }: ParsedTemplate, values: Record<string, unknown>): string {
  let uri = "";
  for (const part of parts) uri += typeof part === "string" ? part : expandExpression(part, values);
  return uri;
}
