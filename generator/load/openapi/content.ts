import { put } from "../../../runtime/object.js";
import type { Body, BodyContent, PropertyEncoding, Response, Schema } from "../../model.js";
import { asBytes, asSent, bodyEncoding, isJsonMediaType, takesFormData } from "../body-encoding.js";
import { namesMediaType } from "../http-text.js";
import { propertiesAsText } from "../parameter-text.js";
import { essenceOf } from "../../util/media-type.js";
import { report, type LoadContext } from "./context.js";
import { child, sourceOf, type Place } from "./place.js";
import { isObject, own, stringAt, type JsonObject } from "./json.js";
import { readSchema } from "./schema.js";

/** The media type to use from a response's `content` map: the first JSON one, else the first one. */
function pickMediaType(content: JsonObject): string | undefined {
  const types = Object.keys(content);
  return types.find(isJsonMediaType) ?? types[0];
}

/**
 * A `requestBody`: one content per media type it can be sent as, in the order written, those routegen
 * cannot encode (an XML object) left out with a warning, or taken as written when all are. A body
 * without a `content` map, or with an empty one (invalid, but published), is no body: said in a
 * warning, and the rest generates.
 */
export function readBody(value: unknown, at: Place, ctx: LoadContext): Body | undefined {
  const followed = ctx.refs.follow(value, at);
  if (!followed) return undefined;
  const { value: b, at: place } = followed;
  const content = isObject(b) ? own(b, "content") : undefined;
  const mediaTypes = isObject(content) ? sendableMediaTypes(content, child(place, "content"), ctx) : [];
  if (!isObject(b) || !isObject(content) || mediaTypes.length === 0) {
    const message =
      "a request body needs a `content` map with at least one media type: the route is generated without a body";
    report(ctx, "body-without-content", "warning", message, place);
    return undefined;
  }
  const contents: BodyContent[] = [];
  const unwritable: { mediaType: string; schema: Schema }[] = [];
  for (const mediaType of mediaTypes) {
    const schema = readMediaSchema(content, mediaType, child(place, "content"), ctx) ?? schemaless(mediaType);
    const read = readContent(content, mediaType, schema, child(place, "content"), ctx);
    if (read) contents.push(read);
    else unwritable.push({ mediaType, schema });
  }
  // A body routegen can write in none of its media types (an object as XML: S3's, AWS's query
  // protocol) is taken as written: the caller passes its text or bytes. Beside a type it can write,
  // such a type is left out.
  const asWritten = contents.length === 0;
  for (const { mediaType, schema } of unwritable) {
    const where = child(place, "content", mediaType);
    if (asWritten) {
      const message = `a body of media type ${mediaType} and this schema cannot be written from a value: the function takes it written, as text or bytes (\`data\`)`;
      report(ctx, "body-taken-as-written", "warning", message, where);
      const bytes = asBytes(schema, mediaType);
      contents.push({ mediaType, encoding: bodyEncoding(mediaType, bytes)!, schema: bytes });
    } else {
      report(
        ctx,
        "body-media-type-skipped",
        "warning",
        `a body of media type ${mediaType} and this schema cannot be written: the media type is left out`,
        where,
      );
    }
  }
  const formData = contents.find((c) => takesFormData(c.mediaType, c.encoding));
  if (formData) {
    const message = `a ${formData.mediaType} body described as one value names no parts: the function takes a FormData the caller fills (\`data\`), or the body already written`;
    report(ctx, "multipart-body-without-parts", "warning", message, child(place, "content", formData.mediaType));
  }
  const body: Body = { contents, required: own(b, "required") === true, source: sourceOf(place) };
  // The reader of `data` learns what to pass.
  const written = asWritten
    ? `Written by the caller (text or bytes): routegen cannot write this ${unwritable.map((u) => u.mediaType).join(" or ")} body from a value.`
    : undefined;
  const filled = formData ? FORM_DATA_NOTE : undefined;
  const anyJson =
    contents[0]!.encoding === "json" && contents[0]!.schema.kind === "unknown" ? ANY_JSON_NOTE : undefined;
  const description = [stringAt(b, "description"), written, filled, anyJson]
    .filter((text): text is string => Boolean(text))
    .join("\n\n");
  if (description !== "") body.description = description;
  return body;
}

/**
 * The keys of a body's `content` that are media types. Another key (`""`, `form-data`, `examples`) is
 * nothing a `content-type` header can say, nor a server match: left out, with a warning.
 */
function sendableMediaTypes(content: JsonObject, at: Place, ctx: LoadContext): string[] {
  return Object.keys(content).filter((key) => {
    if (namesMediaType(key)) return true;
    const message = `${JSON.stringify(key)} is no media type (type/subtype, such as application/json): it is left out of the body's media types`;
    report(ctx, "body-media-type-invalid", "warning", message, child(at, key));
    return false;
  });
}

/**
 * What `data` takes when a JSON body may be any value (`{}`, or no schema): a string goes as it is, as
 * the request builder sends one, so that JSON text a caller already wrote is not quoted again.
 */
const ANY_JSON_NOTE =
  "Any JSON value: an object, a list, a number or a boolean goes as its JSON text; a string goes as it is, as JSON already written (to send a JSON string, pass `JSON.stringify(text)`).";

/** What `data` takes when the description names no parts of a multipart body. */
const FORM_DATA_NOTE =
  "A FormData you fill with the parts the API expects (the description names none): the HTTP client writes it, with its boundary. Or the body already written, with a `content-type` header that names its boundary.";

/**
 * One media type of a body, of `schema` (its own, or what a body of that type holds): its encoding and
 * its properties'; undefined when routegen cannot write a value of that schema as that type.
 */
function readContent(
  content: JsonObject,
  mediaType: string,
  schema: Schema,
  at: Place,
  ctx: LoadContext,
): BodyContent | undefined {
  const encoding = bodyEncoding(mediaType, namedSchema(schema, ctx));
  if (encoding === undefined) return undefined;
  const { value: media, at: mediaAt } = mediaTypeObject(content, mediaType, at, ctx);
  if (encoding === "multipart") warnFormDataLimits(media, mediaType, mediaAt, ctx);
  const fields = encoding === "form" || encoding === "multipart" ? anyObjectIfAnything(schema) : schema;
  const read: BodyContent = {
    mediaType,
    encoding,
    schema:
      encoding === "binary"
        ? asBytes(schema, mediaType)
        : encoding === "form" || encoding === "json"
          ? propertiesAsText(fields)
          : fields,
  };
  if ((encoding === "form" || encoding === "multipart") && isObject(media)) {
    const encodings = readPropertyEncodings(own(media, "encoding"), child(mediaAt, "encoding"), ctx);
    if (encodings) read.propertyEncodings = asSent(encoding, encodings);
  }
  return read;
}

/**
 * What a FormData cannot say of a multipart body, in warnings: another multipart type than form-data
 * (clients write a FormData as `multipart/form-data`), and headers of a part (a FormData part has a
 * name, a filename and a type only).
 */
function warnFormDataLimits(media: unknown, mediaType: string, at: Place, ctx: LoadContext): void {
  const essence = essenceOf(mediaType);
  if (essence !== "multipart/form-data") {
    const message = `a body of media type ${mediaType} is sent as multipart/form-data, the FormData the HTTP client writes (with its boundary): a server that takes ${essence} alone refuses it`;
    report(ctx, "multipart-as-form-data", "warning", message, at);
  }
  const encodings = isObject(media) ? own(media, "encoding") : undefined;
  for (const [name, encoding] of isObject(encodings) ? Object.entries(encodings) : []) {
    const headers = isObject(encoding) ? own(encoding, "headers") : undefined;
    if (!isObject(headers) || Object.keys(headers).length === 0) continue;
    const message = `the headers of part \`${name}\` (${Object.keys(headers).join(", ")}) are not sent: a FormData part has a name, a filename and a content type only`;
    report(ctx, "part-headers-not-sent", "warning", message, child(at, "encoding", name, "headers"));
  }
}

/**
 * What a named type is (`$ref: "#/components/schemas/Input"`), for the encoding to decide by: an object
 * as `text/xml` cannot be written, a string can. A type not read yet (one that refers to itself) is
 * left a name.
 */
function namedSchema(schema: Schema, ctx: LoadContext): Schema {
  let named = schema;
  for (let hops = 0; named.kind === "ref" && hops < 32; hops++) {
    const target = ctx.types.schemaOf(named.name);
    if (target === undefined) break;
    named = target;
  }
  return named;
}

const STYLES = ["form", "spaceDelimited", "pipeDelimited", "deepObject"] as const;

/**
 * A media type's `encoding` map: per property, its style, explode, allowReserved and part content type
 * (a form body's or multipart body's, and an OpenAPI 3.2 form query string's: ./parameters.ts).
 */
export function readPropertyEncodings(
  value: unknown,
  at: Place,
  ctx: LoadContext,
): Record<string, PropertyEncoding> | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    report(ctx, "invalid-document", "error", "`encoding` must be a map from property name to encoding", at);
    return undefined;
  }
  const encodings: Record<string, PropertyEncoding> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!isObject(entry)) continue;
    const encoding: PropertyEncoding = {};
    const style = own(entry, "style");
    const known = STYLES.find((s) => s === style);
    if (known) encoding.style = known;
    else if (style !== undefined) {
      const message = `style ${JSON.stringify(style)} is not a style of a form property; use ${STYLES.join(", ")}`;
      report(ctx, "invalid-document", "error", message, child(at, name, "style"));
    }
    const explode = own(entry, "explode");
    if (typeof explode === "boolean") encoding.explode = explode;
    if (own(entry, "allowReserved") === true) encoding.allowReserved = true;
    const contentType = stringAt(entry, "contentType");
    if (contentType !== undefined) encoding.contentType = contentType;
    // Property names are the API's: `__proto__` too is a key like any other.
    put(encodings, name, encoding);
  }
  return encodings;
}

/**
 * A form or multipart body that may be anything (`schema: {}`, or none) is any object: fields or parts
 * are named, so the caller passes them as an object's members (Codat's attachment uploads).
 */
function anyObjectIfAnything(schema: Schema): Schema {
  if (schema.kind !== "unknown") return schema;
  return schema.description === undefined
    ? { kind: "object", properties: [] }
    : { kind: "object", properties: [], description: schema.description };
}

/** What a body without a schema holds: text for `text/*`, any value for JSON, form and multipart, bytes otherwise. */
function schemaless(mediaType: string): Schema {
  const essence = essenceOf(mediaType);
  if (isJsonMediaType(essence) || essence.startsWith("multipart/") || essence === "application/x-www-form-urlencoded") {
    return { kind: "unknown" };
  }
  return essence.startsWith("text/") ? { kind: "string" } : { kind: "binary" };
}

/** Every response, in the order written: its schema when it has content, otherwise just its status (204). */
export function readResponses(value: unknown, at: Place, ctx: LoadContext): Response[] {
  if (value === undefined) return [];
  if (!isObject(value)) {
    report(ctx, "invalid-document", "error", "`responses` must be a map from status to response", at);
    return [];
  }
  const responses: Response[] = [];
  for (const [status, entry] of Object.entries(value)) {
    if (status.startsWith("x-")) continue;
    const followed = ctx.refs.follow(entry, child(at, status));
    if (!followed) continue;
    const { value: r, at: place } = followed;
    if (!isObject(r)) {
      report(ctx, "invalid-document", "error", `response "${status}" must be an object`, place);
      continue;
    }
    const response: Response = { status };
    const description = stringAt(r, "description");
    if (description !== undefined) response.description = description;
    const content = own(r, "content");
    const mediaType = isObject(content) ? pickMediaType(content) : undefined;
    if (isObject(content) && mediaType !== undefined) {
      response.contentType = mediaType;
      const schema = readMediaSchema(content, mediaType, child(place, "content"), ctx);
      if (schema) response.schema = schema;
    }
    responses.push(response);
  }
  return responses;
}

function readMediaSchema(content: JsonObject, mediaType: string, at: Place, ctx: LoadContext): Schema | undefined {
  const { value: media, at: mediaAt } = mediaTypeObject(content, mediaType, at, ctx);
  if (isObject(media) && Object.hasOwn(media, "itemSchema")) {
    report(
      ctx,
      "not-applied",
      "note",
      "`itemSchema` (OpenAPI 3.2: a stream of items) is not applied: the content is typed by its `schema`, else as unknown",
      child(mediaAt, "itemSchema"),
    );
  }
  if (!isObject(media) || !Object.hasOwn(media, "schema")) return undefined;
  return readSchema(media.schema, child(mediaAt, "schema"), ctx);
}

/** A media type object of `content`, and where it is: OpenAPI 3.2 shares them (`components/mediaTypes`) by `$ref`. */
function mediaTypeObject(
  content: JsonObject,
  mediaType: string,
  at: Place,
  ctx: LoadContext,
): { value: unknown; at: Place } {
  const written = { value: own(content, mediaType), at: child(at, mediaType) };
  return ctx.refs.follow(written.value, written.at) ?? { value: undefined, at: written.at };
}
