import { seededRandom, type Random } from "./seeded-random.js";

/**
 * Large OpenAPI descriptions made in code, shaped like an office-graph API (Microsoft Graph's is 20 MB,
 * 11,422 operations, 418 tags and 2,599 schemas): entity sets whose navigation properties nest up to
 * four levels deep (long paths), OData query options (`$select`, `$expand`, `$filter`...) on every list,
 * `@odata.type` on every entity, dotted schema names, shared parameters and responses through `$ref`s.
 * Messy the way real descriptions are, with a warning each: a header declared twice in two cases, a
 * cookie parameter, a body property named like a path parameter, an XML body before the JSON one, a
 * path variable never declared, a query parameter named like a call option, a parameter listed twice,
 * operations without an operationId, names that collide.
 * Seeded: the same options give the same document on every machine, so none is committed.
 */
export interface SyntheticOptions {
  operations: number;
  seed?: number;
}

type Json = Record<string, unknown>;

/** Per operation, as in the real document: about 0.23 schemas and 0.037 tags. */
const SCHEMAS_PER_OPERATION = 0.085;
const OPERATIONS_PER_TAG = 27;

export function syntheticApi({ operations, seed = 1 }: SyntheticOptions): Json {
  const random = seededRandom(seed);
  const entities = entityNames(random, Math.max(8, Math.ceil(operations * SCHEMAS_PER_OPERATION)));
  const schemas = componentSchemas(random, entities, operations);
  const tags = tagNames(entities, Math.max(2, Math.ceil(operations / OPERATIONS_PER_TAG)));
  const paths = pathsFor(random, entities, tags, operations);
  return {
    openapi: "3.0.1",
    info: {
      title: "Office graph (synthetic)",
      version: "v1.0",
      description: "A synthetic description for benchmarks.",
    },
    servers: [{ url: "https://graph.example.com/v1.0/", description: "Core" }],
    paths,
    components: {
      schemas,
      responses: sharedResponses(),
      parameters: sharedParameters(),
      securitySchemes: {
        azureaadv2: {
          type: "oauth2",
          flows: {
            authorizationCode: {
              authorizationUrl: "https://login.example.com/authorize",
              tokenUrl: "https://login.example.com/token",
              scopes: {},
            },
          },
        },
      },
    },
    security: [{ azureaadv2: [] }],
    tags: tags.map((name) => ({ name, "x-ms-docs-toc-type": "page" })),
  };
}

/** The description as a JSON text, one value per line (so that positions have lines to count). */
export function syntheticApiText(options: SyntheticOptions): string {
  return JSON.stringify(syntheticApi(options), null, 1);
}

const NOUNS = (
  "user group message mailFolder event calendar contact driveItem site list team channel chatMessage " +
  "plannerTask plannerPlan device application servicePrincipal directoryRole policy domain subscription " +
  "attachment onenotePage notebook section workbook worksheet range chart table column row schedule shift " +
  "timeOff booking room place printer printJob identityProvider agreement risk alert incident hunting " +
  "secureScore threat indicator report audit signIn license permission invitation educationClass school " +
  "assignment submission rubric resource outcome call meeting recording transcript presence todoTask"
).split(" ");

const QUALIFIERS = (
  "Definition Instance Assignment Template Setting Request Review Decision Stage Policy Detail Summary " +
  "Configuration State Status Item Reference Version Activity Insight Statistic Action Result Record Entry"
).split(" ");

/** Distinct entity names: nouns alone first, then noun + qualifier, then numbered. */
function entityNames(random: Random, count: number): string[] {
  const names = new Set<string>(NOUNS.slice(0, Math.min(count, NOUNS.length)));
  for (let attempt = 0; names.size < count; attempt++) {
    const name =
      attempt < count * 4
        ? random.pick(NOUNS) + random.pick(QUALIFIERS)
        : `${random.pick(NOUNS)}${random.pick(QUALIFIERS)}${attempt}`;
    names.add(name);
  }
  return [...names];
}

const schemaName = (entity: string) => `microsoft.graph.${entity}`;
const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Per entity: the entity (allOf its base) and its collection response; then complex types and enums. */
function componentSchemas(random: Random, entities: string[], operations: number): Json {
  const schemas: Json = {
    "microsoft.graph.entity": {
      title: "entity",
      type: "object",
      properties: {
        id: { type: "string", description: "The unique identifier for an entity. Read-only." },
        "@odata.type": { type: "string" },
      },
    },
    BaseCollectionPaginationCountResponse: {
      title: "Base collection pagination and count responses",
      type: "object",
      properties: {
        "@odata.count": { type: "integer", format: "int64", nullable: true },
        "@odata.nextLink": { type: "string", nullable: true },
      },
    },
    "microsoft.graph.ODataErrors.ODataError": {
      required: ["error"],
      type: "object",
      properties: {
        error: {
          type: "object",
          properties: {
            code: { type: "string" },
            message: { type: "string" },
            target: { type: "string", nullable: true },
          },
        },
      },
    },
  };
  // References lead mostly to a few hub entities, as the real document's navigation properties do
  // (`directoryObject`, `user`...): chains of references stay short, cycles among hubs included.
  const hubs = entities.slice(0, 60);
  const complexCount = Math.ceil(operations * 0.045);
  const enumCount = Math.ceil(operations * 0.02);
  const complex = Array.from(
    { length: complexCount },
    (_, i) => `${random.pick(NOUNS)}${random.pick(QUALIFIERS)}Info${i}`,
  );
  const enums = Array.from({ length: enumCount }, (_, i) => `${random.pick(NOUNS)}Kind${i}`);
  for (const name of enums) {
    schemas[schemaName(name)] = {
      title: name,
      enum: ["unknown", "active", "inactive", "pending", "unknownFutureValue"],
      type: "string",
    };
  }
  for (const name of complex) {
    schemas[schemaName(name)] = {
      title: name,
      type: "object",
      properties: properties(random, hubs, enums, 4),
      additionalProperties: { type: "object" },
    };
  }
  for (const [index, entity] of entities.entries()) {
    const targets = index < hubs.length ? hubs : [...hubs, ...complex];
    schemas[schemaName(entity)] = {
      allOf: [
        schemaRef("microsoft.graph.entity"),
        {
          title: entity,
          type: "object",
          properties: properties(random, targets, enums, 12),
          additionalProperties: { type: "object" },
        },
      ],
      // A few unknown types, as some real descriptions have (a `schema-invalid` warning each).
      ...(random.chance(0.004) ? { type: "file" } : {}),
    };
    schemas[schemaName(`${entity}CollectionResponse`)] = {
      title: `Collection of ${entity}`,
      type: "object",
      allOf: [
        schemaRef("BaseCollectionPaginationCountResponse"),
        { type: "object", properties: { value: { type: "array", items: schemaRef(schemaName(entity)) } } },
      ],
    };
  }
  // Names that differ only by a dot collide once made TypeScript names (`name-collision`).
  for (const entity of entities.filter((name) => /[A-Z]/.test(name) && random.chance(0.01))) {
    schemas[`microsoft.graph.${entity.replace(/([A-Z])/, ".$1")}`] = {
      type: "object",
      properties: { "@odata.type": { type: "string" } },
    };
  }
  return schemas;
}

/** A few properties of an entity or complex type: scalars, nullable references, arrays, enums. */
function properties(random: Random, types: string[], enums: string[], count: number): Json {
  const result: Json = {};
  for (let i = 0; i < count; i++) {
    const name = `${random.pick(NOUNS)}${random.pick(QUALIFIERS)}`;
    const pick = random.int(0, 5);
    result[name] =
      pick === 0
        ? {
            type: "string",
            description: `The ${name} of this object. Supports $filter (eq, ne, not, in).`,
            nullable: true,
          }
        : pick === 1
          ? { type: "integer", format: "int32", nullable: true }
          : pick === 2
            ? {
                pattern:
                  "^[0-9]{4,}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{1,12})?(Z|[+-][0-9][0-9]:[0-9][0-9])$",
                type: "string",
                format: "date-time",
                nullable: true,
              }
            : pick === 3
              ? {
                  anyOf: [schemaRef(schemaName(random.pick(types))), { type: "object", nullable: true }],
                  description: `The ${name}. Read-only. Nullable.`,
                }
              : pick === 4
                ? {
                    type: "array",
                    items: schemaRef(schemaName(random.pick(types))),
                    description: `The ${name} collection. Supports $expand.`,
                    "x-ms-navigationProperty": true,
                  }
                : { anyOf: [schemaRef(schemaName(random.pick(enums))), { type: "object", nullable: true }] };
  }
  result["@odata.type"] = { type: "string" };
  return result;
}

/** Tags are `<entity set>.<entity>`, as the real document groups its operations. */
function tagNames(entities: string[], count: number): string[] {
  const sets = entities.slice(0, Math.max(2, Math.ceil(count / 8)));
  return Array.from({ length: count }, (_, i) => `${sets[i % sets.length]}s.${entities[(i * 7) % entities.length]}`);
}

function sharedParameters(): Json {
  const query = (name: string, description: string, schema: Json) => ({
    name,
    in: "query",
    description,
    style: "form",
    explode: false,
    schema,
  });
  return {
    top: query("$top", "Show only the first n items", { minimum: 0, type: "integer" }),
    skip: query("$skip", "Skip the first n items", { minimum: 0, type: "integer" }),
    search: query("$search", "Search items by search phrases", { type: "string" }),
    filter: query("$filter", "Filter items by property values", { type: "string" }),
    count: query("$count", "Include count of items", { type: "boolean" }),
    ConsistencyLevel: {
      name: "ConsistencyLevel",
      in: "header",
      description:
        "Indicates the requested consistency level. Documentation URL: https://docs.example.com/graph/aad-advanced-queries",
      schema: { type: "string" },
      examples: {
        "example-1": {
          description:
            "$search and $count queries require the client to set the ConsistencyLevel HTTP header to 'eventual'.",
          value: "eventual",
        },
      },
    },
  };
}

function sharedResponses(): Json {
  const error = {
    description: "error",
    content: { "application/json": { schema: schemaRef("microsoft.graph.ODataErrors.ODataError") } },
  };
  return {
    error,
    "microsoft.graph.countResponse": {
      description: "The count of the resource",
      content: { "text/plain": { schema: { type: "integer", format: "int32" } } },
    },
  };
}

/** Operations, grouped as the real document's: per navigation property, its list, item, count, actions. */
function pathsFor(random: Random, entities: string[], tags: string[], operations: number): Json {
  const paths: Json = {};
  const state = { made: 0, group: 0 };
  const operationIds = new Set<string>();
  while (state.made < operations) {
    const tag = tags[state.group % tags.length]!;
    const base = basePath(random, tag, entities, paths);
    let entity = random.pick(entities);
    while (base.params.includes(`${entity}-id`)) entity = random.pick(entities);
    for (const [path, item] of navigationGroup(random, { tag, entity, base, entities, operationIds })) {
      const methods = Object.keys(item).filter((key) => key !== "parameters" && key !== "description");
      const room = operations - state.made;
      if (room <= 0) break;
      for (const method of methods.slice(room)) delete item[method];
      state.made += Math.min(room, methods.length);
      paths[path] = item;
    }
    state.group++;
  }
  return paths;
}

/** `/users/{user-id}/mailFolders/{mailFolder-id}/messages`: a navigation property up to four levels down. */
function basePath(random: Random, tag: string, entities: string[], taken: Json): { path: string; params: string[] } {
  const set = tag.slice(0, tag.indexOf("."));
  for (let depth = random.int(0, 3); ; depth++) {
    const singular = set.replace(/s$/, "");
    let path = `/${set}/{${singular}-id}`;
    const params = [`${singular}-id`];
    for (let level = 0; level < depth; level++) {
      const step = random.pick(entities);
      path += `/${step}s/{${step}-id}`;
      params.push(`${step}-id`);
    }
    const nav = `${random.pick(entities)}s`;
    if (!Object.hasOwn(taken, `${path}/${nav}`) && new Set(params).size === params.length)
      return { path: `${path}/${nav}`, params };
  }
}

interface Group {
  tag: string;
  entity: string;
  base: { path: string; params: string[] };
  entities: string[];
  /** Taken so far: a repeated one gets a suffix, as the real document's do (`-3f2a`). */
  operationIds: Set<string>;
}

/** The path items of one navigation property: list and create, count, get/update/delete, an action, a function. */
function navigationGroup(random: Random, group: Group): [string, Record<string, unknown>][] {
  const { tag, base } = group;
  const entity = group.entity;
  const Entity = entity.charAt(0).toUpperCase() + entity.slice(1);
  const item = `${entity}-id`;
  const ids = [...base.params, item];
  const op = (verb: string, extra: Json): Json => operation(random, group, verb, extra);
  const selectExpand = [
    enumArray(random, "$select", "Select properties to be returned"),
    enumArray(random, "$expand", "Expand related entities"),
  ];
  const listParams = [
    { $ref: "#/components/parameters/top" },
    { $ref: "#/components/parameters/skip" },
    { $ref: "#/components/parameters/search" },
    filterParameter(random),
    { $ref: "#/components/parameters/count" },
    orderByParameter(random),
    ...selectExpand,
    { $ref: "#/components/parameters/ConsistencyLevel" },
    ...(random.chance(0.01) ? [{ $ref: "#/components/parameters/top" }] : []),
    ...(random.chance(0.1) ? [{ name: "session", in: "cookie", schema: { type: "string" } }] : []),
    ...(random.chance(0.2) ? [{ name: "consistencylevel", in: "header", schema: { type: "string" } }] : []),
    ...(random.chance(0.05) ? [{ name: "headers", in: "query", schema: { type: "string" } }] : []),
  ];
  const json = { schema: schemaRef(schemaName(entity)) };
  const content = random.chance(0.1)
    ? { "application/xml": json, "application/json": json }
    : { "application/json": json };
  const body = { description: "New navigation property", content, required: true };
  // A body that also names the item (its id in the path): passed whole as `data`.
  const colliding = {
    ...body,
    content: {
      "application/json": {
        schema: { type: "object", properties: { [item]: { type: "string" }, displayName: { type: "string" } } },
      },
    },
  };
  const collection = `#/components/schemas/${schemaName(`${entity}CollectionResponse`)}`;
  return [
    [
      base.path,
      {
        description: `Provides operations to manage the ${entity}s property of the ${tag} entity.`,
        get: op(`List${Entity}`, {
          parameters: listParams,
          responses: {
            "2XX": {
              description: "Retrieved collection",
              content: { "application/json": { schema: { $ref: collection } } },
            },
            ...errors(),
          },
        }),
        post: op(`Create${Entity}`, {
          requestBody: body,
          responses: {
            "2XX": {
              description: "Created navigation property.",
              content: { "application/json": { schema: schemaRef(schemaName(entity)) } },
            },
            ...errors(),
          },
        }),
        parameters: pathParameters(base.params),
      },
    ],
    [
      `${base.path}/$count`,
      {
        get: op(`Get${Entity}Count`, {
          parameters: [
            { $ref: "#/components/parameters/search" },
            { $ref: "#/components/parameters/filter" },
            { $ref: "#/components/parameters/ConsistencyLevel" },
          ],
          responses: { "2XX": { $ref: "#/components/responses/microsoft.graph.countResponse" }, ...errors() },
        }),
        parameters: pathParameters(base.params),
      },
    ],
    [
      `${base.path}/{${item}}`,
      {
        get: op(`Get${Entity}`, {
          parameters: selectExpand,
          responses: {
            "2XX": {
              description: "Retrieved navigation property",
              content: { "application/json": { schema: schemaRef(schemaName(entity)) } },
            },
            ...errors(),
          },
        }),
        patch: op(`Update${Entity}`, {
          requestBody: random.chance(0.1) ? colliding : body,
          responses: { "204": { description: "Success" }, ...errors() },
        }),
        delete: op(`Delete${Entity}`, {
          parameters: [{ name: "If-Match", in: "header", description: "ETag", schema: { type: "string" } }],
          responses: { "204": { description: "Success" }, ...errors() },
        }),
        parameters: pathParameters(ids),
      },
    ],
    [
      `${base.path}/{${item}}/microsoft.graph.${random.pick(["send", "forward", "copy", "move", "restore", "assign", "accept"])}`,
      {
        description: "Provides operations to call an action.",
        post: op(`${entity}Action`, {
          requestBody: actionBody(random, group.entities),
          responses: { "204": { description: "Success" }, ...errors() },
        }),
        parameters: pathParameters(ids),
      },
    ],
    [
      `${base.path}/microsoft.graph.${random.pick(["delta", "recent", "sharedWithMe", "getSchedule"])}(period='{period}')`,
      {
        get: op(`${entity}Function`, {
          parameters: [{ $ref: "#/components/parameters/top" }, { $ref: "#/components/parameters/skip" }],
          responses: {
            "2XX": { description: "Success", content: { "application/json": { schema: { $ref: collection } } } },
            ...errors(),
          },
        }),
        parameters: [
          ...pathParameters(base.params),
          {
            name: "period",
            in: "path",
            description: "Usage: period='{period}'",
            required: true,
            schema: { type: "string" },
          },
        ],
      },
    ],
  ];
}

/**
 * One operation: its tag, summary, description and documentation link, and an operationId made from
 * the tag (3 % have none; 1 % one whose name collides with another's once made a function name).
 */
function operation(random: Random, { tag, operationIds }: Group, verb: string, extra: Json): Json {
  let id = `${tag}.${verb}`;
  while (operationIds.has(id)) id = `${tag}.${verb}-${random.int(0, 0xffff).toString(16)}`;
  // `users_user.GetX` after `users.user.GetX`: distinct operationIds, one function name.
  const getter = `Get${verb.slice(verb.slice(1).search(/[A-Z]/) + 1)}`;
  if (random.chance(0.01) && operationIds.has(`${tag}.${getter}`)) id = `${tag.replace(".", "_")}.${getter}`;
  operationIds.add(id);
  const operationId = random.chance(0.03) ? undefined : id;
  return {
    tags: [tag],
    summary: `${verb.replace(/([A-Z])/g, " $1").trim()} from ${tag}`,
    description: `Read the properties and relationships of ${tag}.`,
    ...(random.chance(0.3)
      ? {
          externalDocs: {
            description: "Find more info here",
            url: `https://learn.example.com/graph/api/${verb.toLowerCase()}?view=graph-rest-1.0`,
          },
        }
      : {}),
    ...(operationId ? { operationId } : {}),
    ...extra,
  };
}

function errors(): Json {
  return { "4XX": { $ref: "#/components/responses/error" }, "5XX": { $ref: "#/components/responses/error" } };
}

function pathParameters(names: string[]): Json[] {
  return names.map((name) => ({ name, in: "path", description: "key", required: true, schema: { type: "string" } }));
}

/** `$select` / `$expand`: arrays of the property names, as enums. */
function enumArray(random: Random, name: string, description: string): Json {
  const values = Array.from({ length: random.int(2, 6) }, () => `${random.pick(NOUNS)}${random.pick(QUALIFIERS)}`);
  return {
    name,
    in: "query",
    description,
    style: "form",
    explode: false,
    schema: { uniqueItems: true, type: "array", items: { enum: ["*", ...new Set(values)], type: "string" } },
  };
}

/** `$filter`, 2 % of them with `allowReserved` (not expressible: a `param-style-unsupported` warning). */
function filterParameter(random: Random): Json {
  if (!random.chance(0.02)) return { $ref: "#/components/parameters/filter" };
  return {
    name: "$filter",
    in: "query",
    description: "Filter items by property values",
    allowReserved: true,
    schema: { type: "string" },
  };
}

/** `$orderby`, 1 % of them pipe-delimited on an object (sent in form style: a warning). */
function orderByParameter(random: Random): Json {
  if (random.chance(0.01))
    return {
      name: "$orderby",
      in: "query",
      style: "pipeDelimited",
      schema: { type: "object", additionalProperties: { type: "string" } },
    };
  // Half say their items are `type: enum`, a mistake real descriptions make (`schema-invalid`).
  const items = random.chance(0.5) ? { type: "enum", enum: ["id", "id desc"] } : { type: "string" };
  return {
    name: "$orderby",
    in: "query",
    description: "Order items by property values",
    style: "form",
    explode: false,
    schema: { uniqueItems: true, type: "array", items },
  };
}

/** An action's body: a few parameters, 30 % with an attachment of Swagger 2.0's `type: file` (`schema-invalid`). */
function actionBody(random: Random, entities: string[]): Json {
  const props: Json = {
    comment: { type: "string", nullable: true },
    message: schemaRef(schemaName(random.pick(entities))),
  };
  if (random.chance(0.3)) props.attachment = { type: "file" };
  return {
    description: "Action parameters",
    content: {
      "application/json": { schema: { type: "object", properties: props, additionalProperties: { type: "object" } } },
    },
    required: true,
  };
}
