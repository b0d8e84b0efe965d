/**
 * The one intermediate model of an API. Both loaders (the YAML route catalogue and OpenAPI) produce it;
 * every stage after loading (plan, emit, write) reads only this. Plain data: no classes, no cycles except
 * through named types (`{ kind: "ref" }`), so recursive schemas stay finite.
 */

/** Where a thing was written: the file and a JSON pointer into it (`#/paths/~1repos/get`). */
export interface SourceRef {
  file: string;
  pointer: string;
}

/** A JSON value usable as an enum member or a default. */
export type JsonPrimitive = string | number | boolean | null;

interface SchemaBase {
  description?: string;
  /** `null` is also allowed (OpenAPI 3.0 `nullable`, 3.1 `type: [x, "null"]`, catalogue `nullable`). */
  nullable?: boolean;
  default?: unknown;
  deprecated?: boolean;
}

/**
 * A JSON Schema subset, normalised. `ref` points at a named type of `ApiModel.types` by its key; that is
 * the only way a schema refers to another, which is what makes recursion representable.
 */
export type Schema =
  | (SchemaBase & { kind: "string"; format?: string })
  | (SchemaBase & { kind: "integer" })
  | (SchemaBase & { kind: "number" })
  | (SchemaBase & { kind: "boolean" })
  | (SchemaBase & { kind: "null" })
  /** Binary content (`format: binary`, octet-stream bodies): a Blob, a Buffer, a stream... */
  | (SchemaBase & { kind: "binary" })
  | (SchemaBase & { kind: "unknown" })
  | (SchemaBase & { kind: "enum"; values: JsonPrimitive[] })
  | (SchemaBase & { kind: "array"; items: Schema })
  | (SchemaBase & {
      kind: "object";
      properties: Property[];
      /** `true`: any extra keys; a schema: extra keys of that type; absent: no extra keys. */
      additionalProperties?: Schema | true;
    })
  | (SchemaBase & { kind: "ref"; name: string })
  /** `oneOf` / `anyOf` */
  | (SchemaBase & { kind: "union"; members: Schema[] })
  /** `allOf` */
  | (SchemaBase & { kind: "intersection"; members: Schema[] });

export type SchemaKind = Schema["kind"];

export interface Property {
  name: string;
  required: boolean;
  schema: Schema;
  description?: string;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
}

/** A schema with a name of its own (OpenAPI `components/schemas/x`, catalogue `types: x`). */
export interface NamedType {
  /** The key `ref` schemas use: the name as written in the input (`simple-user`). */
  name: string;
  schema: Schema;
  source: SourceRef;
}

/** OpenAPI serialisation styles (3.x `style`); path: simple/label/matrix, query: form/space/pipe/deepObject. */
export type ParameterStyle =
  | "simple"
  | "label"
  | "matrix"
  | "form"
  | "spaceDelimited"
  | "pipeDelimited"
  | "deepObject";

/** A parameter the caller passes by name. JSON body properties are not here: they live in `Route.body`. */
export interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  schema: Schema;
  description?: string;
  deprecated?: boolean;
  style?: ParameterStyle;
  explode?: boolean;
  allowReserved?: boolean;
  source: SourceRef;
}

/**
 * The request body. `json`: an object whose properties the caller passes as top-level parameters (the
 * builder's rule 2.3.3) — or, when the schema is not an object, as `data`. `data`: a non-JSON payload
 * (octet-stream, text/plain, form, multipart) passed as `data` and sent as it is, with `contentType`.
 */
export interface Body {
  kind: "json" | "data";
  contentType: string;
  schema: Schema;
  required: boolean;
  description?: string;
  source: SourceRef;
}

export interface Response {
  /** `"200"`, `"2XX"`, `"default"` */
  status: string;
  contentType?: string;
  schema?: Schema;
  description?: string;
}

export interface MediaType {
  format?: string;
  previews?: string[];
}

/** Request defaults for the whole catalogue or one route: the builder's `baseUrl`, `headers`, `mediaType`. */
export interface RequestDefaults {
  baseUrl?: string;
  headers?: Record<string, string>;
  mediaType?: MediaType;
}

export interface Route {
  /** Stable identity used in messages: catalogue name, else operationId, else `METHOD url`. */
  id: string;
  /** An explicit name from the catalogue: `repos.listForOrg` is scope `repos`, name `listForOrg`. */
  explicitName?: { scope?: string; name: string };
  operationId?: string;
  /** Uppercase HTTP verb. */
  method: string;
  /**
   * The url template as written: a path (`/repos/{owner}/{repo}`) or an absolute url
   * (`https://uploads.github.com/...`). May hold `:name` placeholders and RFC 6570 expressions.
   * Query parameters of non-GET routes are not in it yet: planning adds them as `{?a,b}`.
   */
  url: string;
  /**
   * The url is a path as OpenAPI writes them: `{name}` placeholders only, all else sent as written. A
   * `:name` is text (`/v1/{name}:cancel`), not a placeholder, and a trailing `/` is part of the path
   * (`/api/users/`), which the request builder would remove.
   */
  literalPath?: boolean;
  /** Route-level request defaults (`servers` of an operation become an absolute `url` instead). */
  defaults?: RequestDefaults;
  summary?: string;
  description?: string;
  docsUrl?: string;
  /** `true`, or a message saying what to use instead. */
  deprecated?: boolean | string;
  tags?: string[];
  parameters: Parameter[];
  body?: Body;
  responses: Response[];
  source: SourceRef;
}

/**
 * A request the API sends to its users' servers, not a route a client calls: an OpenAPI 3.1 webhook, or
 * an operation's callback. No function is generated for it; its payload's type is (`webhooks.ts`), so a
 * server can type what arrives.
 */
export interface Webhook {
  kind: "webhook" | "callback";
  /** The webhook's name (`newPet`), or the callback's under its operation (`onData`). */
  name: string;
  /** The operation a callback belongs to: its operationId, else `METHOD path`. */
  operation?: string;
  /** Uppercase HTTP verb. */
  method: string;
  /** A callback's url, a runtime expression (`{$request.body#/callbackUrl}`); a webhook's is registered elsewhere. */
  url?: string;
  summary?: string;
  description?: string;
  /** What the API sends; absent when the request has no body. */
  body?: Body;
  source: SourceRef;
}

export interface ApiModel {
  title?: string;
  version?: string;
  /** Catalogue-wide request defaults; absent values fall back to the runtime's root defaults. */
  defaults: RequestDefaults;
  routes: Route[];
  /** Named types, in input order; keys are unique. */
  types: NamedType[];
  /** Every file read to build the model (the input and files reached through `$ref`), for watch. */
  files: string[];
  /** Webhooks and callbacks (OpenAPI only), in the order written; absent when there are none. */
  webhooks?: Webhook[];
}
