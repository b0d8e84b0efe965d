/**
 * Query styles of OpenAPI that RFC 6570 cannot write by itself, as values a template can expand.
 * Generated functions import only what a route needs (tree-shaken otherwise).
 */

/**
 * OpenAPI `deepObject`: `{ state: "open" }` under `filter` becomes `{ "filter[state]": "open" }`, which
 * the route's `{?filter*}` expands to `filter%5Bstate%5D=open` (`filter[state]=open` once decoded).
 */
export function deepObject(name: string, value: object | undefined): object | undefined {
  if (value === undefined || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[`${name}[${key}]`] = item;
  return out;
}
