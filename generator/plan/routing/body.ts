// The request body: which media types a call can send, how each is encoded, and whether the caller
// passes the body's properties as parameters or the body whole as `data`.
import { put } from "../../../runtime/object.js";
import type { Diagnostic } from "../../diagnostics.js";
import type { ApiModel, Body, BodyContent, BodyEncoding, Property, PropertyEncoding, Schema } from "../../model.js";
import { essenceOf, hasOwnParameters, syntaxSuffix } from "../../util/media-type.js";
import type { BodyContentPlan, BodyPlan, BodyProperty, ParamField } from "./route-plan.js";
import { ambiguousFormPairs } from "./form-pairs.js";
import { holdsNestedValues } from "./nested-objects.js";
import { isPlain, MAX_BODY_ALTERNATIVES, mayBeString, objectShapes, resolveSchema } from "./schemas.js";

export interface PlannedBody {
  body: BodyPlan;
  fields: ParamField[];
  /** For a body that is one of several objects: the fields of each. */
  alternatives?: ParamField[][];
  /** Said of the body as a whole: the caller places them (at the body's source). */
  warnings: Diagnostic[];
}

/** Encodings whose body is made of the properties of an object. */
const OBJECT_ENCODINGS = new Set(["json", "form", "multipart"]);

/**
 * The body of a route. Its default media type (the first) decides: an object body (json, form or
 * multipart) whose properties are all free to be parameters is passed as parameters; any other body,
 * or one with a property named like a url, query parameter or an option (`taken`), is passed whole as
 * `data` (said in a warning, never a property dropped). The other media types stay on offer when
 * they take the same kind of value; object media types that describe other properties (a file's url
 * as JSON, the file itself as multipart) give a set of parameters each, which the call chooses with
 * its content-type header.
 */
export function planBody(body: Body, model: ApiModel, taken: ReadonlySet<string>): PlannedBody {
  const warnings: PlannedBody["warnings"] = [];
  const [first, ...others] = defaultFirst(body.contents as [BodyContent, ...BodyContent[]], model);
  // A catalogue's `data` is a payload, passed whole whatever its schema.
  const shapes = !body.whole && OBJECT_ENCODINGS.has(first.encoding) ? objectShapes(first.schema, model) : undefined;
  // Each object media type's shapes, read once; one without properties of its own takes the default's.
  const shapesByContent = new Map<BodyContent, Property[][] | undefined>([[first, shapes]]);
  for (const other of others)
    if (OBJECT_ENCODINGS.has(other.encoding))
      shapesByContent.set(other, (shapes && objectShapes(other.schema, model)) ?? shapes);
  const names = [...shapesByContent.values()].flatMap((list) => list?.flat() ?? []).map((p) => p.name);
  const collisions = [...new Set(names.filter((name) => taken.has(name)))];
  if (collisions.length > 0) {
    const listed = collisions.map((name) => `\`${name}\``).join(", ");
    warnings.push({
      code: "body-param-collision",
      severity: "warning",
      message: `body property ${listed} has the name of a url/query parameter or an option, so the body is passed whole as \`data\``,
    });
  }
  const asProperties = shapes !== undefined && collisions.length === 0;
  // Properties go as any object encoding; a whole value as JSON again, or as text and bytes.
  const sameValue = (content: BodyContent) =>
    asProperties ? OBJECT_ENCODINGS.has(content.encoding) : wholeKind(content.encoding) === wholeKind(first.encoding);
  const offered = [first, ...others.filter(sameValue)];
  for (const content of others.filter((c) => !offered.includes(c))) {
    warnings.push({
      code: "body-media-type-skipped",
      severity: "warning",
      message: `the body's media type ${content.mediaType} takes another kind of value than ${first.mediaType}, the default: it is left out`,
    });
  }
  for (const content of offered.filter((c) => c.encoding === "form")) {
    const [clash] = (shapesByContent.get(content) ?? []).flatMap((properties) =>
      ambiguousFormPairs(content, properties, model),
    );
    if (clash) warnings.push(clash);
  }
  const plan: BodyPlan = { contents: offered.map((content) => contentPlan(content, model)) };
  if (!asProperties) {
    if (first.encoding === "json" && mayBeString(first.schema, model)) plan.jsonText = true;
    return { body: plan, fields: [dataField(body, first.schema)], warnings };
  }

  const asFields = (properties: Property[]) =>
    properties.filter((p) => !p.readOnly).map((p) => propertyField(p, body.required));
  const sets = fieldSets(
    offered.map((content) => ({ mediaType: content.mediaType, lists: shapesByContent.get(content)!.map(asFields) })),
  );
  const lists = sets.flatMap((set) => set.lists);
  const everywhere = (f: ParamField) => lists.every((list) => list.some((g) => g.key === f.key));
  const asForm = plan.contents.some((content) => content.encoding === "form");
  const property = (f: ParamField): BodyProperty => ({
    name: f.key,
    key: f.key,
    plain: isPlain(f.schema, model),
    ...(asForm && holdsNestedValues(f.schema, model) ? { nested: true as const } : {}),
    ...(everywhere(f) ? {} : { someAlternatives: true as const }),
  });
  // Every property any set has goes into the body of every media type, as endpoint() sends what it is given.
  plan.properties = [...new Map(lists.flat().map((f) => [f.key, property(f)])).values()];
  // A server that requires the body refuses a request without one, even when none of its members is.
  if (body.required && lists.some((list) => !list.some((f) => f.required))) plan.sendEmpty = true;
  if (lists.length === 1) return { body: plan, fields: lists[0]!, warnings };
  if (sets.length === 1) return { body: plan, fields: [], alternatives: lists, warnings };
  // Each set names the media types it is sent as; the default's may be left out.
  const alternatives = sets.flatMap((set, i) =>
    set.lists.map((list) => [contentTypeField(set.mediaTypes, i === 0), ...list]),
  );
  return { body: plan, fields: [], alternatives, warnings };
}

/** The sets of body parameters of a body's object media types: media types with the same parameters share one. */
interface FieldSet {
  mediaTypes: string[];
  /** The fields of each object the body may be (one, unless the schema is a `oneOf`). */
  lists: ParamField[][];
}

/**
 * Media types grouped by the parameters they take, in the order offered. Beyond MAX_BODY_ALTERNATIVES
 * sets of parameters in all, the default's alone: a params type of more helps no one.
 */
function fieldSets(contents: readonly { mediaType: string; lists: ParamField[][] }[]): FieldSet[] {
  const sets = new Map<string, FieldSet>();
  for (const { mediaType, lists } of contents) {
    // The same parameters: the same keys, each as required and of the same schema, descriptions aside.
    const key = JSON.stringify(
      lists.map((list) => list.map((f) => [f.key, f.required, f.schema])),
      (name, value: unknown) => (name === "description" ? undefined : value),
    );
    const set = sets.get(key);
    if (set) set.mediaTypes.push(mediaType);
    else sets.set(key, { mediaTypes: [mediaType], lists });
  }
  const all = [...sets.values()];
  const count = all.reduce((sum, set) => sum + set.lists.length, 0);
  return count <= MAX_BODY_ALTERNATIVES
    ? all
    : [{ mediaTypes: contents.map((c) => c.mediaType), lists: all[0]!.lists }];
}

/**
 * The content-type header a set of parameters is sent with: `headers: { "content-type": "multipart/form-data" }`,
 * left out for the default media type.
 */
function contentTypeField(mediaTypes: readonly string[], isDefault: boolean): ParamField {
  const header: Property = { name: "content-type", required: !isDefault, schema: contentTypeChoice(mediaTypes) };
  return {
    key: "headers",
    required: !isDefault,
    placement: "headers",
    schema: { kind: "object", properties: [header] },
  };
}

/**
 * What contentTypeField() says of a set of body parameters: the media types it is sent as, and whether
 * the call must name them (`named`: not the default's). Undefined for a set of one media type's `oneOf`.
 */
export function alternativeMediaTypes(fields: readonly ParamField[]): { types: string[]; named: boolean } | undefined {
  const headers = fields.find((f) => f.placement === "headers");
  const contentType =
    headers?.schema.kind === "object" ? headers.schema.properties.find((p) => p.name === "content-type") : undefined;
  if (contentType === undefined) return undefined;
  // contentTypeChoice(): the media types named, beside any type of a range (a string).
  const { schema } = contentType;
  const choices = schema.kind === "enum" ? [schema] : schema.kind === "union" ? schema.members : [];
  const types = choices.flatMap((member) => (member.kind === "enum" ? member.values.map(String) : []));
  return { types, named: contentType.required };
}

/**
 * The media types with the default first: the first written, but for a JSON Patch
 * (`application/json-patch+json`) of an object schema when another JSON type follows. A JSON Patch
 * is a list of operations (RFC 6902), so an object under its name is refused (a cluster API answers
 * "cannot unmarshal object into jsonpatch.Patch": kubernetes-client/java#342); ASP.NET descriptions
 * list it first before `application/json`. It stays on offer, for a call that names it.
 */
function defaultFirst(
  contents: readonly [BodyContent, ...BodyContent[]],
  model: ApiModel,
): readonly [BodyContent, ...BodyContent[]] {
  const [first, ...others] = contents;
  if (essenceOf(first.mediaType) !== "application/json-patch+json") return contents;
  if (resolveSchema(first.schema, model).kind !== "object") return contents;
  const next = others.find((content) => content.encoding === "json");
  return next ? [next, first, ...others.filter((content) => content !== next)] : contents;
}

/** The kind of value a body passed whole as `data` takes: text and bytes alike go as they are. */
const wholeKind = (encoding: BodyEncoding): string =>
  encoding === "text" || encoding === "binary" ? "as-is" : encoding;

/** What a call sends for a media type: its encoding, and the content-type header that says it. */
function contentPlan(content: BodyContent, model: ApiModel): BodyContentPlan {
  const plan: BodyContentPlan = { mediaType: content.mediaType, encoding: content.encoding };
  const contentType = contentTypeOf(content);
  if (contentType !== undefined) plan.contentType = contentType;
  const encodings = content.encoding === "multipart" ? withFileParts(content, model) : content.propertyEncodings;
  if (encodings) plan.propertyEncodings = encodings;
  return plan;
}

/**
 * A multipart body's encodings, a binary property without a part type of its own given bytes' default,
 * `application/octet-stream` (OpenAPI's): a string passed for a file then goes as a file part, with a
 * filename, never as a text field a server does not read as the file. A plain value typed `text/plain`
 * loses that type: a text field is text/plain already (RFC 7578), and typed it would go as a Blob, a
 * file part named `blob` that servers read as an upload (swagger-api/swagger-codegen#9940).
 */
function withFileParts(content: BodyContent, model: ApiModel): Record<string, PropertyEncoding> | undefined {
  const encodings = { ...content.propertyEncodings };
  for (const property of objectShapes(content.schema, model)?.flat() ?? []) {
    const schema = resolveSchema(property.schema, model);
    const item = schema.kind === "array" ? resolveSchema(schema.items, model) : schema;
    const own = Object.hasOwn(encodings, property.name) ? encodings[property.name] : undefined;
    if (own?.contentType !== undefined && TEXT_FIELD_KINDS.has(item.kind) && PLAIN_TEXT.test(own.contentType)) {
      const { contentType: _, ...rest } = own;
      if (Object.keys(rest).length > 0) put(encodings, property.name, rest);
      else delete encodings[property.name];
    }
    if (item.kind !== "binary" || own?.contentType !== undefined) continue;
    // Property names are the API's: `__proto__` too is a key like any other.
    put(encodings, property.name, { ...own, contentType: "application/octet-stream" });
  }
  return Object.keys(encodings).length > 0 ? encodings : undefined;
}

/** A form media type that declares UTF-8, its only other parameter: `application/x-www-form-urlencoded;charset=UTF-8`. */
const FORM_UTF8 = /^application\/x-www-form-urlencoded\s*;\s*charset\s*=\s*"?utf-8"?\s*$/i;

/** Schemas whose values a multipart text field holds as their text. */
const TEXT_FIELD_KINDS: ReadonlySet<Schema["kind"]> = new Set(["string", "integer", "number", "boolean", "enum"]);

/** `text/plain` in UTF-8, the type and charset of a text field (fetch writes its text in UTF-8). */
const PLAIN_TEXT = /^text\/plain\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * The content-type header of a body: undefined for JSON's own (`application/json; charset=utf-8`),
 * `""` for multipart (the client writes it, with its boundary), text with its charset (a string goes
 * out as UTF-8), and no wildcard ever: a server answers `*` types with 415.
 */
function contentTypeOf({ mediaType, encoding }: BodyContent): string | undefined {
  const essence = essenceOf(mediaType);
  const wildcard = essence.includes("*");
  switch (encoding) {
    case "json":
      // A parameter of JSON's type is the API's to read (loket.nl versions its bodies with `;version=`).
      return wildcard || (essence === "application/json" && !hasOwnParameters(mediaType)) ? undefined : mediaType;
    case "form":
      // A declared UTF-8 charset is sent as declared (servlet containers read a form without one as
      // ISO-8859-1); any other would name bytes the form is not written in: UTF-8, percent-encoded.
      return FORM_UTF8.test(mediaType) ? mediaType : "application/x-www-form-urlencoded";
    case "multipart":
      return "";
    case "text":
      // A range is no content-type: text/* is sent as text/plain, `application/*+xml` as its syntax's own type.
      if (wildcard)
        return essence.startsWith("text/")
          ? "text/plain; charset=utf-8"
          : `application/${syntaxSuffix(essence)}; charset=utf-8`;
      return /;\s*charset=/i.test(mediaType) ? mediaType : `${mediaType}; charset=utf-8`;
    case "binary":
      return wildcard ? "application/octet-stream" : mediaType;
  }
}

/**
 * The type of the content-type header a call chooses a media type with: one of the media types
 * offered, or for a range (`image/*`) any type, which the call names (`image/png`): a range is no
 * content-type a request can say.
 */
export function contentTypeChoice(mediaTypes: readonly string[]): Schema {
  const concrete: Schema = { kind: "enum", values: mediaTypes.filter((type) => !type.includes("*")) };
  if (concrete.values.length === mediaTypes.length) return concrete;
  return concrete.values.length === 0 ? { kind: "string" } : { kind: "union", members: [concrete, { kind: "string" }] };
}

function dataField(body: Body, schema: Schema): ParamField {
  return {
    key: "data",
    required: body.required,
    schema,
    placement: "data",
    ...(body.description ? { description: body.description } : {}),
  };
}

function propertyField(property: Property, bodyRequired: boolean): ParamField {
  const description = property.description ?? property.schema.description;
  return {
    key: property.name,
    required: property.required && bodyRequired,
    schema: property.schema,
    placement: "body",
    ...(description ? { description } : {}),
    ...(property.deprecated || property.schema.deprecated ? { deprecated: true } : {}),
  };
}
