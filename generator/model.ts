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
  /**
   * Binary content (`format: binary`, octet-stream bodies): a Blob, a Buffer, a stream... `formData`: a
   * FormData too (a `multipart/form-data` body described as one value, which names no parts).
   */
  | (SchemaBase & { kind: "binary"; formData?: true })
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

export interface Property {
  name: string;
  required: boolean;
  schema: Schema;
  description?: string;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  /**
   * Named by the object's `required` list alone, with no schema in its `properties` (Postmark's
   * `TemplateId`): a value of any type (or of `additionalProperties`), which a declaration of the same
   * name elsewhere in an `allOf` overrides.
   */
  undeclared?: true;
}

/** A schema with a name of its own (OpenAPI `components/schemas/x`, catalogue `types: x`). */
export interface NamedType {
  /** The key `ref` schemas use: the name as written in the input (`simple-user`). */
  name: string;
  schema: Schema;
  source: SourceRef;
  /**
   * The key of the type this one is the sent form of (`Pet` for `PetInput`): that type without its
   * read-only members, for what a client sends (load/type-directions.ts).
   */
  sentFormOf?: string;
}

/**
 * OpenAPI serialisation styles (3.x `style`); path: simple/label/matrix, query: form/space/pipe/deepObject,
 * cookie: form/cookie (3.2's, values sent as given, not percent-encoded); and `tabDelimited`, Swagger
 * 2.0's `collectionFormat: tsv` (values joined by tabs), which OpenAPI 3 has no style for (an upgraded
 * or converted description says `x-collectionFormat: tsv`).
 */
export type ParameterStyle =
  | "simple"
  | "label"
  | "matrix"
  | "form"
  | "spaceDelimited"
  | "pipeDelimited"
  | "tabDelimited"
  | "deepObject"
  | "cookie";

/** A parameter the caller passes by name. JSON body properties are not here: they live in `Route.body`. */
export interface Parameter {
  name: string;
  /** `cookie`: sent in the cookie header, as `name=value` (OpenAPI style form, or 3.2's style cookie). */
  in: "path" | "query" | "header" | "cookie";
  /**
   * OpenAPI 3.2's `in: querystring` (read as a query parameter, style form, exploded): the whole query
   * string, form-encoded, an object whose members are its pairs, written as the same object sent as a
   * form body is (`sizes=1&sizes=2`, an object member's members as pairs of their own).
   */
  querystring?: true;
  /**
   * A querystring's members' encodings, from its form content's `encoding` (per member: its style,
   * explode, allowReserved, or its JSON text): as a form body's properties'.
   */
  propertyEncodings?: Record<string, PropertyEncoding>;
  required: boolean;
  schema: Schema;
  description?: string;
  deprecated?: boolean;
  style?: ParameterStyle;
  explode?: boolean;
  /**
   * Reserved characters and `%XX` go as they are given: a query value's (but for `&`, `=`, `+`, `#`,
   * `[`, `]`), a path value's in RFC 6570's reserved expansion (`{+scope}`, its `/` kept). OpenAPI's
   * allowReserved, or AutoRest's `x-ms-skip-url-encoding`.
   */
  allowReserved?: boolean;
  /**
   * Described by a JSON `content` (OpenAPI's other way to describe a parameter) rather than a style:
   * its value goes as JSON text, `filter={"state":"open"}` percent-encoded.
   */
  json?: true;
  source: SourceRef;
}

/**
 * How a body goes on the wire, decided once from its media type and schema:
 * - `json`: JSON text (`application/json`, `*+json`, and wildcards such as `application/*` with a schema that is not binary);
 * - `form`: `application/x-www-form-urlencoded`, each property written as its `encoding` says;
 * - `multipart`: `multipart/form-data` (and other `multipart/*`), a part per property;
 * - `text`: a string sent as it is (`text/*`);
 * - `binary`: bytes, a Blob or a stream sent as they are (octet-stream, images, archives...).
 */
export type BodyEncoding = "json" | "form" | "multipart" | "text" | "binary";

/** How one property of a form or multipart body is written: OpenAPI's Encoding object. */
export interface PropertyEncoding {
  /** form bodies: as query parameters' styles. */
  style?: "form" | "spaceDelimited" | "pipeDelimited" | "deepObject";
  explode?: boolean;
  allowReserved?: boolean;
  /**
   * multipart bodies: the content type its part is sent as (`image/png`, `application/xml`): the first
   * of a list the description gives, none for a range (`image/*`).
   */
  contentType?: string;
  /** form bodies: the property goes as its JSON text (its `contentType` is JSON, and it has no style). */
  json?: true;
  /** multipart bodies: a list goes as one part, its members joined by this (a style unexploded: `a,b`). */
  separator?: string;
}

/** One media type a body can be sent as. */
export interface BodyContent {
  /** As the description writes it: `application/merge-patch+json`, `multipart/form-data`. */
  mediaType: string;
  encoding: BodyEncoding;
  schema: Schema;
  /** form and multipart: per property name, when the description says more than the defaults. */
  propertyEncodings?: Record<string, PropertyEncoding>;
}

/**
 * The request body: the media types it may be sent as, the first the default (a caller picks another
 * with its `content-type` header). Object bodies of json, form and multipart are passed as top-level
 * parameters; any other body as `data`.
 */
export interface Body {
  contents: BodyContent[];
  required: boolean;
  /** Passed whole as `data` whatever its schema (a catalogue's `data`: a payload, not parameters). */
  whole?: boolean;
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

/** A server requests can go to: its url as written, `{name}` standing for a variable. */
export interface Server {
  url: string;
  description?: string;
  variables: ServerVariable[];
  source: SourceRef;
}

export interface ServerVariable {
  name: string;
  default: string;
  /** The values it may take, when the description limits them. */
  enum?: string[];
  description?: string;
}

/** Request defaults for the whole catalogue or one route: the builder's `baseUrl`, `headers`, `mediaType`. */
export interface RequestDefaults {
  baseUrl?: string;
  headers?: Record<string, string>;
  mediaType?: MediaType;
}

/**
 * A way the API takes credentials (OpenAPI `components.securitySchemes`, Swagger 2.0
 * `securityDefinitions`, a catalogue's `securitySchemes`), by the name requirements use.
 */
export interface SecurityScheme {
  name: string;
  type: "apiKey" | "http" | "oauth2" | "openIdConnect" | "mutualTLS";
  /** apiKey: where the key goes, and under which name (`paramName`: the header, query parameter or cookie). */
  in?: "header" | "query" | "cookie";
  paramName?: string;
  /** http: the authorization scheme, lowercased (`bearer`, `basic`, `digest`). */
  scheme?: string;
  /** http bearer: a hint at the token's format (`JWT`). */
  bearerFormat?: string;
  description?: string;
  source: SourceRef;
}

/**
 * One way to be let in: every scheme it names, each with the OAuth scopes it asks for. Empty (`{}`):
 * no credentials needed, which makes credentials optional when it is one alternative of several.
 */
export type SecurityRequirement = { scheme: string; scopes: string[] }[];

export interface Route {
  /**
   * Stable identity used in messages: catalogue name, else operationId, else `METHOD path` with the
   * path as the description writes it (a fragment included, which `url` leaves out).
   */
  id: string;
  /** An explicit name from the catalogue: `repos.listForOrg` is scope `repos`, name `listForOrg`. */
  explicitName?: { scope?: string; name: string };
  operationId?: string;
  /** The HTTP method: uppercase, or as an OpenAPI 3.2 `additionalOperations` key writes it (`COPY`). */
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
  /**
   * The fragment of the path as written, which is never sent: it tells operations on one path apart
   * (`Action=DescribeInstances` of `/#Action=DescribeInstances`).
   */
  fragment?: string;
  /** Route-level request defaults (a route's own base url is its `server`). */
  defaults?: Omit<RequestDefaults, "baseUrl">;
  /** A server of its own (OpenAPI path or operation `servers`, a catalogue route's absolute url or `baseUrl`). */
  server?: Server;
  summary?: string;
  description?: string;
  docsUrl?: string;
  /** `true`, or a message saying what to use instead. */
  deprecated?: boolean | string;
  tags?: string[];
  parameters: Parameter[];
  body?: Body;
  responses: Response[];
  /**
   * The route's credentials, alternatives in the description's order (the operation's own, else the
   * API's): `[]` for a route that takes none (`security: []`); absent when nothing is declared.
   */
  security?: SecurityRequirement[];
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
  /** The API's servers, the default first (`defaults.baseUrl` is its url with the variables' defaults). */
  servers: Server[];
  routes: Route[];
  /** Named types, in input order; keys are unique. */
  types: NamedType[];
  /** Every file read to build the model (the input and files reached through `$ref`), for watch. */
  files: string[];
  /** Webhooks and callbacks (OpenAPI only), in the order written; absent when there are none. */
  webhooks?: Webhook[];
  /** The security schemes requirements name, in the order written; absent when there are none. */
  securitySchemes?: SecurityScheme[];
}
