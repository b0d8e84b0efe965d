import type { RouteSummary, SdkSummary } from "../emit/summary.js";

/**
 * The difference between two SDKs in terms a reviewer cares about: routes added, removed, renamed and
 * changed (request, parameters, response, credentials), and named types added, removed or reshaped.
 */
export interface SummaryDiff {
  added: { name: string; request: string }[];
  removed: { name: string; request: string }[];
  /** Same request, new name. */
  renamed: { from: string; to: string; request: string }[];
  changed: { name: string; request: string; changes: RouteChange[] }[];
  types: { added: string[]; removed: string[]; changed: string[] };
}

export type RouteChange =
  | { kind: "request"; from: string; to: string }
  /** The body's media types: `from` or `to` is "none" for a body added or removed. */
  | { kind: "body"; from: string; to: string }
  | { kind: "response"; from: string; to: string }
  /** The credentials a call sends (RouteSummary's `security`): `from` or `to` is "none" for a route made public or secured. */
  | { kind: "security"; from: string; to: string }
  | { kind: "param-added"; key: string; to: string }
  | { kind: "param-removed"; key: string; from: string }
  | { kind: "param-changed"; key: string; from: string; to: string };

export function diffSummaries(before: SdkSummary, after: SdkSummary): SummaryDiff {
  const added = Object.keys(after.routes).filter((name) => !(name in before.routes));
  const removed = Object.keys(before.routes).filter((name) => !(name in after.routes));
  // A removed and an added route making the same request is one route under a new name.
  const renamed: SummaryDiff["renamed"] = [];
  for (const from of [...removed]) {
    const request = before.routes[from]!.request;
    const to = added.find(
      (name) => after.routes[name]!.request === request && sameShape(before.routes[from]!, after.routes[name]!),
    );
    if (to === undefined) continue;
    renamed.push({ from, to, request });
    removed.splice(removed.indexOf(from), 1);
    added.splice(added.indexOf(to), 1);
  }
  const changed: SummaryDiff["changed"] = [];
  for (const [name, now] of Object.entries(after.routes)) {
    const then = before.routes[name];
    if (!then) continue;
    const changes = routeChanges(then, now);
    if (changes.length > 0) changed.push({ name, request: now.request, changes });
  }
  const beforeTypes = Object.keys(before.types);
  const afterTypes = Object.keys(after.types);
  return {
    added: added.map((name) => ({ name, request: after.routes[name]!.request })),
    removed: removed.map((name) => ({ name, request: before.routes[name]!.request })),
    renamed,
    changed,
    types: {
      added: afterTypes.filter((t) => !(t in before.types)),
      removed: beforeTypes.filter((t) => !(t in after.types)),
      changed: afterTypes.filter((t) => t in before.types && before.types[t] !== after.types[t]),
    },
  };
}

export function isEmptyDiff(diff: SummaryDiff): boolean {
  const { types } = diff;
  return [diff.added, diff.removed, diff.renamed, diff.changed, types.added, types.removed, types.changed].every(
    (list) => list.length === 0,
  );
}

function routeChanges(then: RouteSummary, now: RouteSummary): RouteChange[] {
  const changes: RouteChange[] = [];
  if (then.request !== now.request) changes.push({ kind: "request", from: then.request, to: now.request });
  if (then.body !== now.body) changes.push({ kind: "body", from: then.body ?? "none", to: now.body ?? "none" });
  for (const [key, to] of Object.entries(now.params)) {
    const from = then.params[key];
    if (from === undefined) changes.push({ kind: "param-added", key, to });
    else if (from !== to) changes.push({ kind: "param-changed", key, from, to });
  }
  for (const [key, from] of Object.entries(then.params)) {
    if (!(key in now.params)) changes.push({ kind: "param-removed", key, from });
  }
  if (then.response !== now.response) changes.push({ kind: "response", from: then.response, to: now.response });
  // A manifest written before summaries said it has none to compare.
  if (then.security !== undefined && now.security !== undefined && then.security !== now.security)
    changes.push({ kind: "security", from: then.security, to: now.security });
  return changes;
}

function sameShape(a: RouteSummary, b: RouteSummary): boolean {
  return JSON.stringify(a.params) === JSON.stringify(b.params) && a.body === b.body && a.response === b.response;
}
