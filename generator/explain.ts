// A planned route explained, as data: what `routegen explain` says of a route beyond its plan's own
// fields, each answered here by the rule of the stage that decides it (the loader's encodings, the
// routing's schemas, styles and body sets), so that the CLI only puts the answers into words and can
// never disagree with what generate writes. The CLI reaches no stage but through this module and
// pipeline.ts (test/architecture/source-shape.test.ts).
import type { Diagnostic } from "./diagnostics.js";
import { takesFormData } from "./load/body-encoding.js";
import { locateDiagnostics, sourceLocator } from "./load/index.js";
import type { Position } from "./load/source.js";
import type { ApiModel, Schema, SourceRef } from "./model.js";
import type { PlannedApi } from "./pipeline.js";
import type { FunctionPlan } from "./plan/plan.js";
import { alternativeMediaTypes } from "./plan/routing/body.js";
import {
  isStructured,
  resolveSchema,
  writtenNested,
  type BodyContentPlan,
  type ParamField,
  type RoutePlan,
} from "./plan/routing/index.js";

/** A media type a call can send, and whether a FormData the call fills is what goes (the description names no parts). */
export interface ExplainedContent extends BodyContentPlan {
  formData: boolean;
}

/** A field of the call, with what its placement's rules ask of it. */
export interface ExplainedField {
  field: ParamField;
  /** An array or object (or a union holding one): a style writes it item by item. */
  structured: boolean;
  /** The kind of value it takes, named types followed: the part a multipart body makes of it. */
  kind: Schema["kind"];
  /** A body property: the media types that send it, of its set's when it is in one, else all of the body's. */
  contents: BodyContentPlan[];
  /** A body property: the media type it is told under (the first of `contents`, else the body's default). */
  content?: BodyContentPlan;
  /** A form body property whose objects (or lists in lists) go in brackets, `[0][key]=…`, under `content`. */
  nested: boolean;
}

/** One set of the body's parameters (a body of several objects, or media types of parameters of their own). */
export interface ExplainedSet {
  /** The media types it is sent as, and whether the call's content-type must name them; none for one media type's `oneOf`. */
  mediaTypes: { types: string[]; named: boolean } | undefined;
  fields: ExplainedField[];
}

/** What `explain` prints of a route that its plan does not hold as it is. */
export interface RouteExplanation {
  /** The body's media types, the default first. */
  contents: ExplainedContent[];
  /** The call's own fields. */
  fields: ExplainedField[];
  /** The sets of the body's parameters, each a call may pass instead of the others. */
  sets: ExplainedSet[];
  /** The route's warnings, with the line and column of each. */
  warnings: Diagnostic[];
}

/** A route's explanation, from the planned API it is in. */
export function explainRoute({ model }: PlannedApi, fn: FunctionPlan): RouteExplanation {
  const { routing } = fn;
  const field = (mediaTypes?: readonly string[]) => (f: ParamField) => explainField(f, routing, model, mediaTypes);
  const sets = (routing.bodyAlternatives ?? []).map((alternative): ExplainedSet => {
    const mediaTypes = alternativeMediaTypes(alternative);
    return { mediaTypes, fields: alternative.map(field(mediaTypes?.types)) };
  });
  return {
    contents: (routing.body?.contents ?? []).map((content) => ({
      ...content,
      formData: takesFormData(content.mediaType, content.encoding),
    })),
    fields: routing.fields.map(field()),
    sets,
    warnings: locateDiagnostics(routing.diagnostics),
  };
}

/** A field, told as the first of `mediaTypes` sends it (a body property of a set: the set's media types; else the body's). */
function explainField(
  field: ParamField,
  routing: RoutePlan,
  model: ApiModel,
  mediaTypes?: readonly string[],
): ExplainedField {
  const body = routing.body;
  const contents =
    !body || field.placement !== "body"
      ? []
      : mediaTypes
        ? body.contents.filter((c) => mediaTypes.includes(c.mediaType))
        : body.contents;
  const content = field.placement === "body" ? (contents[0] ?? body?.contents[0]) : undefined;
  const property = body?.properties?.find((p) => p.key === field.key);
  // Nested brackets are the form encoding's: under another media type the property is written as that says.
  const nested = content?.encoding === "form" && writtenNested(property, content.propertyEncodings?.[field.key] ?? {});
  const kind = resolveSchema(field.schema, model).kind;
  return {
    field,
    structured: isStructured(field.schema, model),
    kind,
    contents,
    ...(content ? { content } : {}),
    nested,
  };
}

/**
 * Where a place of the input is: the line and column of its key (`owner:`, `get:`), where a reader looks
 * for a definition. Each file is read once, when first asked about.
 */
export function sourcePlaces(): (ref: SourceRef) => Position | undefined {
  const locate = sourceLocator();
  return (ref) => locate(ref.file, ref.pointer, "key");
}
