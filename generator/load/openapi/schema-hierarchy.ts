// `allOf` hierarchies: a schema that lists another among its `allOf` (by `$ref`) extends it, as
// Swagger 2.0's and Azure's models do over several levels (`Cat` extends `Mammal` extends `Pet`). The
// discriminator of an ancestor tags its descendants (discriminator.ts): each needs its ancestors, and
// the schemas below it.
import type { SourceDocument } from "../source.js";
import type { LoadContext } from "./context.js";
import { child, type Place } from "./place.js";
import { isObject, own, stringAt, type JsonObject } from "./json.js";
import type { Resolved } from "./refs.js";

/** How far up or down a hierarchy is followed: deeper ones are a cycle or a mistake. */
const MAX_LEVELS = 8;

/** The schemas `s` extends, nearest first, through every level. */
export function ancestors(s: JsonObject, at: Place, ctx: LoadContext): Resolved[] {
  const found: Resolved[] = [];
  const seen = new Set<string>([ctx.refs.keyOf(at.doc) + at.pointer]);
  let level: { value: unknown; place: Place }[] = [{ value: s, place: at }];
  for (let depth = 0; depth < MAX_LEVELS && level.length > 0; depth++) {
    const next: Resolved[] = [];
    for (const { value, place } of level) {
      for (const parent of parentsOf(value, place, ctx)) {
        if (seen.has(parent.key)) continue;
        seen.add(parent.key);
        next.push(parent);
      }
    }
    found.push(...next);
    level = next.map((parent) => ({ value: parent.value, place: parent }));
  }
  return found;
}

/** The schemas of `components/schemas` that extend the schema at `at`, through every level. */
export function descendants(at: Place, ctx: LoadContext): Place[] {
  const children = childrenByParent(ctx);
  const found: Place[] = [];
  const seen = new Set<string>([ctx.refs.keyOf(at.doc) + at.pointer]);
  let level = [...seen];
  for (let depth = 0; depth < MAX_LEVELS && level.length > 0; depth++) {
    const next: string[] = [];
    for (const key of level) {
      for (const { key: childKey, at: place } of children.get(key) ?? []) {
        if (seen.has(childKey)) continue;
        seen.add(childKey);
        found.push(place);
        next.push(childKey);
      }
    }
    level = next;
  }
  return found;
}

/** The `$ref`s of an `allOf`, resolved: the schemas it extends directly. */
function parentsOf(value: unknown, at: Place, ctx: LoadContext): Resolved[] {
  const allOf = isObject(value) ? own(value, "allOf") : undefined;
  if (!Array.isArray(allOf)) return [];
  return allOf.flatMap((member, i) => {
    const ref = isObject(member) ? stringAt(member, "$ref") : undefined;
    return (ref !== undefined && ctx.refs.resolve(ref, child(at, "allOf", i))) || [];
  });
}

const childrenCache = new WeakMap<SourceDocument, Map<string, { key: string; at: Place }[]>>();

/** For each schema, the schemas of the input's `components/schemas` that extend it directly: found once per document. */
function childrenByParent(ctx: LoadContext): Map<string, { key: string; at: Place }[]> {
  let children = childrenCache.get(ctx.root);
  if (children) return children;
  children = new Map();
  childrenCache.set(ctx.root, children);
  const components = own(ctx.root.data as JsonObject, "components");
  const schemas = isObject(components) ? own(components, "schemas") : undefined;
  for (const [name, schema] of Object.entries(isObject(schemas) ? schemas : {})) {
    const at = child({ doc: ctx.root, pointer: "#" }, "components", "schemas", name);
    for (const parent of parentsOf(schema, at, ctx)) {
      const list = children.get(parent.key) ?? [];
      list.push({ key: ctx.refs.keyOf(at.doc) + at.pointer, at });
      children.set(parent.key, list);
    }
  }
  return children;
}
