// The API's security schemes and a route's requirements as a catalogue writes them
// (docs/catalogue.md#credentials): the schemes in OpenAPI's words, a requirement as the scheme's name
// when it is one scheme without scopes, else as a mapping from name to scopes.
import type { Route, SecurityScheme } from "../model.js";
import { setOwn } from "../util/own-key.js";

/** `securitySchemes`, keyed by name, in the order written. */
export function exportSecuritySchemes(schemes: readonly SecurityScheme[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const scheme of schemes) {
    const entry: Record<string, unknown> = { type: scheme.type };
    if (scheme.in !== undefined) Object.assign(entry, { in: scheme.in, name: scheme.paramName });
    if (scheme.scheme !== undefined) entry.scheme = scheme.scheme;
    if (scheme.bearerFormat !== undefined) entry.bearerFormat = scheme.bearerFormat;
    if (scheme.description !== undefined) entry.description = scheme.description;
    setOwn(out, scheme.name, entry);
  }
  return out;
}

/** A route's `security`, or undefined when it takes no credentials (a catalogue route without `security` takes none). */
export function exportRouteSecurity(route: Route): unknown[] | undefined {
  if (!route.security || route.security.length === 0) return undefined;
  return route.security.map((requirement) => {
    const only = requirement.length === 1 ? requirement[0]! : undefined;
    if (only && only.scopes.length === 0) return only.scheme;
    const mapping: Record<string, string[]> = {};
    for (const { scheme, scopes } of requirement) setOwn(mapping, scheme, scopes);
    return mapping;
  });
}
