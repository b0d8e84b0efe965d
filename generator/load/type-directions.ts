// readOnly and writeOnly (OpenAPI's Schema Object, §4.8.24 of 3.1): a read-only member is the API's to
// set, so a client never sends it; a write-only one (a password) the API never returns. Each schema is
// read in the direction it travels:
//
// | used in                                        | read as                                          |
// | ---------------------------------------------- | ------------------------------------------------ |
// | a response, a webhook's or callback's payload  | as received: write-only members left out         |
// | a request body, a parameter                    | as sent: read-only members left out              |
// | a named type both readings agree on            | one type, `Pet`, wherever it is used             |
// | a named type whose readings differ             | `Pet` as received, `PetInput` as sent            |
//
// `PetInput` exists only when something a client sends refers to it, so an API whose read-only members
// are only ever received (GitHub's) gains no type. Linear in the size of the types: descriptions have
// tens of thousands.
import type { ApiModel, NamedType, Property, Schema } from "../model.js";

/** The model with each schema read in its direction, and the sent forms of the named types that need one. */
export function typesByDirection(model: ApiModel): ApiModel {
  const differing = differingTypes(model.types);
  if (differing.size === 0) return model;
  const inputs = new Map<string, string>();
  const keys = new Set(model.types.map((t) => t.name));
  const sent: Direction = { drop: "readOnly", refName: (name) => (differing.has(name) ? inputName(name) : name) };
  const received: Direction = { drop: "writeOnly", refName: (name) => name };
  // The sent forms some request refers to, and those they refer to in turn.
  const wanted: string[] = [];
  function inputName(name: string): string {
    let key = inputs.get(name);
    if (key === undefined) {
      key = `${name}Input`;
      for (let n = 2; keys.has(key); n++) key = `${name}Input${n}`;
      keys.add(key);
      inputs.set(name, key);
      wanted.push(name);
    }
    return key;
  }

  const routes = model.routes.map((route) => ({
    ...route,
    parameters: route.parameters.map((p) => ({ ...p, schema: directed(p.schema, sent) })),
    ...(route.body
      ? {
          body: {
            ...route.body,
            contents: route.body.contents.map((c) => ({ ...c, schema: directed(c.schema, sent) })),
          },
        }
      : {}),
    responses: route.responses.map((r) => (r.schema ? { ...r, schema: directed(r.schema, received) } : r)),
  }));
  const webhooks = model.webhooks?.map((hook) =>
    hook.body
      ? {
          ...hook,
          body: {
            ...hook.body,
            contents: hook.body.contents.map((c) => ({ ...c, schema: directed(c.schema, received) })),
          },
        }
      : hook,
  );
  const byName = new Map(model.types.map((t) => [t.name, t]));
  const inputTypes: NamedType[] = [];
  // Reading one sent form may want others: `wanted` grows while it is read.
  for (let i = 0; i < wanted.length; i++) {
    const type = byName.get(wanted[i]!)!;
    inputTypes.push({
      name: inputs.get(type.name)!,
      schema: directed(type.schema, sent),
      source: type.source,
      sentFormOf: type.name,
    });
  }
  const types = model.types.map((t) => (differing.has(t.name) ? { ...t, schema: directed(t.schema, received) } : t));
  return { ...model, routes, types: [...types, ...inputTypes], ...(webhooks ? { webhooks } : {}) };
}

interface Direction {
  /** The members this direction leaves out. */
  drop: "readOnly" | "writeOnly";
  /** The named type a reference names in this direction. */
  refName(name: string): string;
}

/** A schema as it travels in one direction: the members it leaves out gone, references to that direction's types. */
function directed(schema: Schema, direction: Direction): Schema {
  switch (schema.kind) {
    case "ref": {
      const name = direction.refName(schema.name);
      return name === schema.name ? schema : { ...schema, name };
    }
    case "array":
      return { ...schema, items: directed(schema.items, direction) };
    case "union":
    case "intersection":
      return { ...schema, members: schema.members.map((m) => directed(m, direction)) };
    case "object": {
      const kept = schema.properties.filter((p) => !p[direction.drop]);
      // Members that all go one way only stay as members no value can have (`id?: never`): an object
      // without members would be any object, and a body of them is sent empty, not passed whole.
      const properties =
        kept.length > 0 || schema.properties.length === 0
          ? kept.map((p) => ({ ...p, schema: directed(p.schema, direction) }))
          : schema.properties.map((p): Property => ({ ...p, required: false, schema: { kind: "enum", values: [] } }));
      const extra = schema.additionalProperties;
      return {
        ...schema,
        properties,
        ...(extra !== undefined && extra !== true ? { additionalProperties: directed(extra, direction) } : {}),
      };
    }
    default:
      return schema;
  }
}

/**
 * The named types whose two directions differ: those with a read-only or write-only member of their
 * own, and those that refer to one of them (found backwards over the references, once each).
 */
function differingTypes(types: readonly NamedType[]): Set<string> {
  const referrers = new Map<string, string[]>();
  const differing = new Set<string>();
  for (const type of types) {
    const refs = new Set<string>();
    if (walk(type.schema, refs)) differing.add(type.name);
    for (const ref of refs) {
      const list = referrers.get(ref);
      if (list) list.push(type.name);
      else referrers.set(ref, [type.name]);
    }
  }
  const queue = [...differing];
  while (queue.length > 0) {
    for (const referrer of referrers.get(queue.pop()!) ?? []) {
      if (differing.has(referrer)) continue;
      differing.add(referrer);
      queue.push(referrer);
    }
  }
  return differing;
}

/** Collects the types `schema` refers to; true when it has a read-only or write-only member itself. */
function walk(schema: Schema, refs: Set<string>): boolean {
  switch (schema.kind) {
    case "ref":
      refs.add(schema.name);
      return false;
    case "array":
      return walk(schema.items, refs);
    case "union":
    case "intersection":
      return schema.members.map((m) => walk(m, refs)).some(Boolean);
    case "object": {
      const own = schema.properties
        .map((p: Property) => walk(p.schema, refs) || p.readOnly === true || p.writeOnly === true)
        .some(Boolean);
      const extra = schema.additionalProperties;
      return (extra !== undefined && extra !== true && walk(extra, refs)) || own;
    }
    default:
      return false;
  }
}
