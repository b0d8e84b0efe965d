// What the generator decides about one route: where each parameter goes and how the body is sent.
// The emitter writes a function from it; `inspect`, `explain`, `check` and the tests read it too.
import type { Operator } from "../../../runtime/types.js";
import type { Diagnostic } from "../../diagnostics.js";
import type { BodyEncoding, JsonPrimitive, MediaType, PropertyEncoding, Schema } from "../../model.js";

export interface RoutePlan {
  /** Uppercase HTTP verb. */
  method: string;
  /** A server of the route's own (its base url unless a call or the defaults give another). */
  server?: RouteServer;
  /** The url's path: literal text and expressions. */
  path: PathPart[];
  /**
   * How the path ends (see path.ts, pathEnd()): as written; `lastSegment` when it ends with `/{name}`,
   * whose `/` goes when the value is empty; `slashed` when one trailing `/` is dropped if the url ends
   * there, decided per call; `kept` when an OpenAPI path's own trailing `/` is sent even where the
   * builder would drop it (a route with query parameters, called without any).
   */
  pathEnd?: "lastSegment" | "slashed" | "kept";
  /** The path holds a literal `?` (`/search?type=all`): the query goes on after `&`. */
  pathHasQuery: boolean;
  /** Query parameters, in the order the description declares them. */
  query: QueryField[];
  /** Cookie parameters, in the order declared: `name=value` pairs of the cookie header (their names are tokens, sent as they are). */
  cookies?: QueryField[];
  body?: BodyPlan;
  /**
   * Headers whose parameter may be a list or an object, by lowercase name, with their `explode`: written
   * in style simple before the call's headers are merged (`withHeaderStyles()`). Plain headers are not here.
   */
  headerStyles?: Record<string, boolean>;
  /** Members of the params type, in order: url, query, cookies, headers, body properties or `data`. */
  fields: ParamField[];
  /** For a body that is one of several objects (`oneOf`): the alternatives' fields. */
  bodyAlternatives?: ParamField[][];
  /** Route-level default headers and media type (a catalogue's `headers:`, `mediaType:`). */
  headers?: Record<string, string>;
  mediaType?: MediaType;
  /** Required parameters with one allowed value, sent with it when a call leaves them out (fixed-values.ts). */
  fixed?: FixedValues;
  /** The same route as `endpoint()` reads it: its url template, split into literal text and expressions. */
  url: string[];
  diagnostics: Diagnostic[];
}

/** The values of a route's parameters that may take one value, as the route's defaults. */
export interface FixedValues {
  /** Path, query and cookie parameters, by params key. */
  params?: Record<string, JsonPrimitive>;
  /** Header parameters, by lowercase name, as text. */
  headers?: Record<string, string>;
}

export interface RouteServer {
  /** Its name among the SDK's servers: the key of `servers` in defaults. */
  name: string;
  /** Its url, its variables' defaults filled in. */
  url: string;
}

/** A piece of the path: literal text (percent-encoded) or one RFC 6570 expression. */
export type PathPart = string | PathExpression;

export interface PathExpression {
  operator: Operator;
  variables: PathVariable[];
}

export interface PathVariable {
  /** Its name in the url template `endpoint()` reads (a valid RFC 6570 variable name). */
  name: string;
  /** The params key that holds its value. */
  key: string;
  /**
   * The name a matrix parameter's pairs are sent under (`;user-id=7`), percent-encoded, where the
   * template's name is another (`user%2Did`, or `url_param` for a name the builder reads as an option).
   */
  wireName?: string;
  explode: boolean;
  prefix?: number;
  /** The description types its value as a plain one (a string, a number, a boolean, an enum of them). */
  plain?: true;
  /** Its value goes as JSON text (a parameter described by a JSON `content`): plain, that text. */
  json?: true;
}

/** A query parameter's style, or a cookie parameter's: `form`, or OpenAPI 3.2's `cookie` (values as given). */
export type QueryStyle = "form" | "spaceDelimited" | "pipeDelimited" | "tabDelimited" | "deepObject" | "cookie";

export interface QueryField {
  /** The name on the wire, percent-encoded as values are (`%24select`, `DateSent%3C`). */
  name: string;
  key: string;
  style: QueryStyle;
  /** Lists and objects go item by item (for a value that can only be plain, always false). */
  explode: boolean;
  allowReserved: boolean;
  /** The description types its value as a plain one: written `name=value` whatever the style. */
  plain?: true;
  /** Its value goes as JSON text (a parameter described by a JSON `content`): plain, `name=<JSON text>`. */
  json?: true;
  /**
   * OpenAPI 3.2's `in: querystring`, the whole query: an object whose members are its pairs, written as
   * the same object sent as a form body is (`formData()`: `sizes=1&sizes=2`, an object member's members
   * as pairs of their own), where style form would write `sizes=1%2C2` and `[object Object]`.
   */
  querystring?: true;
  /** A query string's members' encodings (`{ ids: { style: "pipeDelimited", explode: false } }`), as a form body's properties'. */
  propertyEncodings?: Record<string, PropertyEncoding>;
}

export interface BodyPlan {
  /** The media types a call can send, the default first. */
  contents: BodyContentPlan[];
  /** Object bodies (json, form, multipart): the properties a call passes as parameters. Absent: the body is `data`. */
  properties?: BodyProperty[];
  /**
   * A body the description requires whose properties a call may all leave out (none is required): sent
   * empty then (`{}`, an empty form, a FormData without parts), where `endpoint()` would send none.
   */
  sendEmpty?: true;
  /**
   * A JSON body passed whole that may be a string: sent as its JSON text (`"abc"`, quoted), since a
   * string body goes out as it is and `abc` is no JSON.
   */
  jsonText?: true;
}

export interface BodyContentPlan {
  mediaType: string;
  encoding: BodyEncoding;
  /** The content-type header sent: undefined for JSON's own, `""` where the client writes it (multipart). */
  contentType?: string;
  /** form and multipart: how properties are written, by property name. */
  propertyEncodings?: Record<string, PropertyEncoding>;
}

export interface BodyProperty {
  /** Its name in the body. */
  name: string;
  key: string;
  /** The description types its value as a plain one: a form body writes it `name=value` whatever its style. */
  plain: boolean;
  /**
   * A form body only: its value may hold a list or an object inside its list or object, which query
   * styles write as text; in OpenAPI's default style it goes as formNested() writes it (`lines[0][sku]=a`).
   */
  nested?: true;
  /** Only some of the body's alternatives (`oneOf`) have it: the params type does not always. */
  someAlternatives?: true;
}

export type Placement = "url" | "query" | "cookie" | "headers" | "body" | "data";

export interface ParamField {
  /** The key the caller passes. */
  key: string;
  required: boolean;
  schema: Schema;
  placement: Placement;
  description?: string;
  deprecated?: boolean;
}
