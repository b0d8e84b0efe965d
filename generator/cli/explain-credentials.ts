// The words `routegen explain` says a route's credentials with: which alternatives a call tries, in
// order, and where each scheme's credential goes (plan/security.ts decides both).
import type { Route } from "../model.js";
import type { ApiPlan, FunctionPlan } from "../plan/plan.js";
import type { AuthSchemePlan } from "../plan/security.js";

/** Where a scheme's credential goes, in words: `authorization: Bearer <token>`, `the query parameter api_key`. */
export function placeWords(scheme: AuthSchemePlan): string {
  if (scheme.in === "query") return `the query parameter \`${scheme.key}\``;
  if (scheme.in === "cookie") return `the cookie \`${scheme.key}\``;
  if (scheme.as === "bearer") return "`authorization: Bearer <token>`";
  if (scheme.as === "basic") return "`authorization: Basic <base64 of username:password>`";
  if (scheme.key === "authorization") return "`authorization: <credential>`, as given";
  return `the header \`${scheme.key}\``;
}

/**
 * The lines of a route's credentials: none (and why), or the alternatives a call tries. Empty for an
 * API that declares no security schemes: its credentials are the headers its users give.
 */
export function credentialLines(route: Route, fn: FunctionPlan, api: ApiPlan): string[] {
  if (api.authSchemes.length === 0 && !route.security?.length) return [];
  if (route.security === undefined) return ["none: the description asks for none on this route"];
  if (route.security.length === 0)
    return ["none, whatever `defaults({ auth })` holds: the route is public (`security: []`)"];
  if (!fn.auth) return ["none: no alternative of the route's has a credential a call sends (`{}`, mutualTLS)"];
  const byName = new Map(api.authSchemes.map((s) => [s.name, s]));
  const lines = ["the first of these whose credentials `defaults({ auth })` holds, and no other:"];
  fn.auth.forEach((names, i) => {
    const places = names.map((name) => `\`${name}\` in ${placeWords(byName.get(name)!)}`);
    lines.push(`  ${i + 1}. ${places.join(", with ")}`);
  });
  if (route.security.some((requirement) => requirement.length === 0))
    lines.push("  else none: they are optional (`{}`)");
  const tls = route.security.some((requirement) => requirement.some((r) => !byName.has(r.scheme)));
  if (tls) lines.push("  a mutualTLS scheme's certificate is your HTTP client's to present (security-not-applied)");
  return lines;
}
