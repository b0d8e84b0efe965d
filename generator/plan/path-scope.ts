// The scope of a route that names none (no catalogue scope, no operationId prefix, no tag): the first
// word of its path. Without it every route of an untagged description (Stripe's 452, a third of the
// large descriptions in APIs.guru's directory) lands in one `api.ts`, which a program calling one of
// them makes tsc check whole, and which nobody reads.

/** Segments that say nothing of what a route is about: a version (`v1`, `v2.1`, `v1beta2`, `2010-04-01`), `api`. */
const PREFIX = /^(v?\d+([._-]\d+)*((alpha|beta|preview|rc)\d*)?|api)$/i;

/**
 * The first segment of `url`'s path that starts with a word: not a parameter (`{id}`), not a version or
 * `api` prefix; `/v1/customers/{customer}` is `customers`. Undefined for a path of none (`/`, `/{id}`).
 */
export const pathScope = (url: string): string | undefined => pathWords(url)[0];

/**
 * The words of `url`'s path in order, as pathScope() reads each segment: `/v1/customers/{customer}/sources`
 * is `customers`, `sources`.
 */
export function pathWords(url: string): string[] {
  // Expressions emptied first: a `?` or `#` in one (`{?limit}`) does not end the path.
  const path =
    url
      .replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, "")
      .replace(/\{[^}]*\}/g, "{}")
      .split(/[?#]/)[0] ?? "";
  // What comes before a parameter, a custom method (`:cancel`), an OData key (`Customers('{id}')`)
  // or a format (`/lists.json` and `/lists/{name}.json` are one scope).
  return path
    .split("/")
    .map((segment) => segment.split(/[{(:.]/)[0]!)
    .filter((word) => word !== "" && !PREFIX.test(word));
}
