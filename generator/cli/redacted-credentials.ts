// What `routegen inspect` shows of credentials: where they go, never what they are. A route that takes
// some is run with stand-ins for the schemes of its first alternative, and every credential the request
// then carries (a stand-in, or one given as a header) is printed as REDACTED.
import type { ApiPlan, FunctionPlan } from "../plan/plan.js";

export const REDACTED = "REDACTED";

/** `auth` with a stand-in credential for each scheme of the route's first alternative; undefined when it takes none. */
export function standInAuth(fn: FunctionPlan, api: ApiPlan): Record<string, unknown> | undefined {
  const first = fn.auth?.[0];
  if (!first) return undefined;
  const auth: Record<string, unknown> = {};
  for (const name of first) {
    const scheme = api.authSchemes.find((s) => s.name === name)!;
    auth[name] = scheme.credential === "basic" ? { username: REDACTED, password: REDACTED } : REDACTED;
  }
  return auth;
}

/**
 * The request with its credentials redacted: the `authorization` header's credential (its scheme kept:
 * `Bearer REDACTED`), and the headers the API's apiKey schemes name. Query and cookie credentials are
 * the stand-ins already. The call's parameters too, whose `headers` may hold one.
 */
export function redacted<Options extends { headers?: unknown }>(request: Options, api: ApiPlan): Options {
  if (request.headers === null || typeof request.headers !== "object") return request;
  const headers = { ...(request.headers as Record<string, unknown>) };
  const keyHeaders = api.authSchemes.filter((s) => s.in === "header" && s.key !== "authorization").map((s) => s.key);
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value === undefined) continue;
    const text = String(value);
    if (name === "authorization")
      headers[name] = /^[\w!#$%&'*+.^`|~-]+ /.test(text) ? `${text.split(" ")[0]} ${REDACTED}` : REDACTED;
    else if (keyHeaders.includes(name)) headers[name] = REDACTED;
  }
  return { ...request, headers };
}
