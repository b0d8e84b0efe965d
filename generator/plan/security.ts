// Where each security scheme sends its credential, and which schemes a route's call sends: decided
// here, written by the emitter into endpoint.ts (`Auth`, `securitySchemes`) and into the functions of
// secured routes (`withAuth(...)`). docs/routing.md#credentials.
//
// | scheme (model)                          | credential                   | goes                                       |
// | --------------------------------------- | ---------------------------- | ------------------------------------------ |
// | apiKey in header/query/cookie `name`    | a string                     | as it is, under `name`                     |
// | http bearer; oauth2; openIdConnect      | a token                      | `authorization: Bearer <token>`            |
// | http basic                              | `{ username, password }`     | `authorization: Basic base64(user:pass)`   |
// | another http scheme (`digest`, `token`) | the whole value              | `authorization: <value>`                   |
// | mutualTLS                               | none: the client's TLS       | nowhere (left out of requirements)         |
import type { ApiModel, Route, SecurityScheme } from "../model.js";

/** A scheme whose credential a call sends: what the runtime's `AuthScheme` says, and the type of its credential. */
export interface AuthSchemePlan {
  name: string;
  in: "header" | "query" | "cookie";
  /** The header (lowercase), query parameter or cookie. */
  key: string;
  as?: "bearer" | "basic";
  /** `basic`: `{ username, password }`; else a string. */
  credential: "string" | "basic";
  /** What the scheme is, for the `Auth` member's comment: `http bearer (JWT)`, `apiKey in query "api_key"`. */
  kind: string;
  description?: string;
}

/** The schemes a call can send a credential for, in the order written (mutualTLS is the HTTP client's). */
export function planAuthSchemes(model: ApiModel): AuthSchemePlan[] {
  return (model.securitySchemes ?? []).flatMap((scheme): AuthSchemePlan[] => {
    const plan = placement(scheme);
    if (!plan) return [];
    if (scheme.description !== undefined) plan.description = scheme.description;
    return [plan];
  });
}

function placement(scheme: SecurityScheme): AuthSchemePlan | undefined {
  const { name } = scheme;
  switch (scheme.type) {
    case "apiKey":
      return {
        name,
        in: scheme.in!,
        key: scheme.in === "header" ? scheme.paramName!.toLowerCase() : scheme.paramName!,
        credential: "string",
        kind: "apiKey",
      };
    case "http": {
      const as = scheme.scheme === "bearer" || scheme.scheme === "basic" ? scheme.scheme : undefined;
      const format = scheme.bearerFormat ? ` (${scheme.bearerFormat})` : "";
      const kind = `http ${scheme.scheme}${format}`;
      return {
        name,
        in: "header",
        key: "authorization",
        ...(as ? { as } : {}),
        credential: as === "basic" ? "basic" : "string",
        kind,
      };
    }
    case "oauth2":
    case "openIdConnect":
      return { name, in: "header", key: "authorization", as: "bearer", credential: "string", kind: scheme.type };
    case "mutualTLS":
      return undefined;
  }
}

/**
 * The alternatives a call of `route` tries, each the names of the schemes sent together: the route's
 * requirements without mutualTLS, and without empty ones (an empty requirement makes credentials
 * optional: when no other alternative has its credentials, none is sent, as when nothing is met).
 * Undefined when the route sends no credential: `security: []`, nothing declared, or only `{}`.
 */
export function routeAuth(route: Route, schemes: readonly AuthSchemePlan[]): string[][] | undefined {
  const sendable = new Set(schemes.map((s) => s.name));
  const alternatives = (route.security ?? [])
    .map((requirement) => requirement.map((r) => r.scheme).filter((name) => sendable.has(name)))
    .filter((names) => names.length > 0);
  return alternatives.length > 0 ? alternatives : undefined;
}
