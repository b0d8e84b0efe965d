// The words `routegen explain` says a route's request with: where each parameter goes and why, how
// the body is sent, and which server the request goes to. One function per question, reading only the
// route's plan and its explanation (generator/explain.ts answers what the plan does not hold as it is:
// the CLI decides no rule of a stage's). docs/routing.md says the same rules at length.
import type { ExplainedContent, ExplainedField } from "../explain.js";
import type { BodyEncoding, Parameter, PropertyEncoding, Route, Schema } from "../model.js";
import type { ApiPlan } from "../plan/plan.js";
import type { ParamField, PathExpression, QueryField, RoutePlan } from "../plan/routing/index.js";
import type { ServerPlan } from "../plan/servers.js";
import { essenceOf } from "../util/media-type.js";
import { percentDecoded } from "../util/percent-decoded.js";
import { hasScheme } from "../util/server-url.js";

/** How each body encoding is written, in words. */
const ENCODINGS: Record<BodyEncoding, string> = {
  json: "JSON text",
  form: "a form string, `name=value&...`, each property as its encoding says",
  multipart: "a FormData, a part per property",
  text: "the string as it is",
  binary: "the bytes as they are (a Blob, an ArrayBuffer or typed array, a stream, or a string)",
};

/** How a body of this media type is written, in words. */
function encodingWords({ mediaType, encoding, formData }: ExplainedContent): string {
  if (formData) return "a FormData you fill (the description names no parts), or the body already written";
  // Any FormData goes as multipart/form-data: another multipart type is not what the server sees.
  if (encoding === "multipart" && essenceOf(mediaType) !== "multipart/form-data")
    return `${ENCODINGS.multipart}, sent as multipart/form-data (multipart-as-form-data)`;
  return ENCODINGS[encoding];
}

/** `application/json; charset=utf-8` for JSON's own; the rest as planned. */
function contentTypeWords({ mediaType, contentType, formData }: ExplainedContent): string {
  if (contentType === "") return "no content-type: the HTTP client writes it, with the boundary it chose";
  if (formData)
    return `content-type: ${contentType}, but none for a FormData: the HTTP client writes it, with the boundary it chose`;
  const sent = contentType ?? "application/json; charset=utf-8";
  const wildcard = mediaType.includes("*")
    ? ` (the description says \`${mediaType}\`: a wildcard is no content-type)`
    : "";
  return `content-type: ${sent}${wildcard}`;
}

/** The lines of the body: each media type a call can send (`contents`, the default first), or why there is none. */
export function bodyLines(route: Route, routing: RoutePlan, contents: readonly ExplainedContent[]): string[] {
  const body = routing.body;
  if (!body)
    return route.body
      ? [`none: a ${routing.method} request carries no body, so the description's is left out (body-not-sent)`]
      : ["none"];
  const [first, ...others] = contents;
  const lines = [
    `${first!.mediaType}${others.length > 0 ? ", the default" : ""}: ${encodingWords(first!)}; ${contentTypeWords(first!)}`,
  ];
  // A call that chooses another media type sends its own content-type header as it wrote it.
  for (const content of others) {
    lines.push(
      `${content.mediaType}, chosen with \`headers: { "content-type": "${content.mediaType}" }\`: ${encodingWords(content)}`,
    );
  }
  if (body.sendEmpty)
    lines.push(`required: sent even when the call gives none of its properties, as ${EMPTY[first!.encoding]}`);
  return lines;
}

/** A body of no properties, in words, by its encoding. */
const EMPTY: Partial<Record<BodyEncoding, string>> = {
  json: "`{}`",
  form: "an empty form",
  multipart: "a FormData without parts",
};

/** Which server the request goes to, and how a user points it elsewhere. */
export function serverLine(routing: RoutePlan, api: ApiPlan): string {
  const absolute = typeof routing.path[0] === "string" && hasScheme(routing.path[0]);
  if (absolute) return "none: the url is absolute, and nothing is put before it";
  const own = routing.server && api.servers.find((s) => s.name === routing.server!.name);
  const maker = (server: ServerPlan | undefined) =>
    server && server.variables.length > 0
      ? `; \`${server.name}Server({ ${server.variables.map((v) => v.name).join(", ")} })\` makes its url with other values`
      : "";
  if (routing.server) {
    return (
      `\`${routing.server.name}\`, the route's own: ${routing.server.url}; \`defaults({ servers: { ${routing.server.name}: url } })\` ` +
      `or a call's \`baseUrl\` sends it elsewhere${maker(own)}`
    );
  }
  const main = api.servers.find((s) => s.main);
  const url = api.defaults.baseUrl ?? main?.defaultUrl ?? "";
  return `the API's: ${url || "(none)"}, unless your defaults or the call give \`baseUrl\`${maker(main)}`;
}

/**
 * Why a field goes where it goes, for this route. A body property of a set of parameters that only some
 * media types take is told as the first of those sends it; else as the default's (explain.ts says which).
 */
export function placementReason(explained: ExplainedField, route: Route, routing: RoutePlan): string {
  const { field, structured } = explained;
  switch (field.placement) {
    case "url":
      return urlReason(field, routing);
    case "query":
      return queryReason(
        routing.query.find((q) => q.key === field.key)!,
        routing,
        parameterOf(field, route),
        structured,
      );
    case "cookie":
      return cookieReason(
        routing.cookies!.find((c) => c.key === field.key)!,
        structured,
      );
    case "headers":
      return routing.headerStyles
        ? `sent as request headers, by these names (lowercased); ${Object.keys(routing.headerStyles)
            .map((n) => `\`${n}\``)
            .join(", ")} a list or an object as text, in style simple (\`a,b\`, \`key,value\`; exploded \`key=value\`)`
        : "sent as request headers, by these names (lowercased)";
    case "body":
      return bodyPropertyReason(explained);
    case "data":
      return dataReason(route, routing);
  }
}

/**
 * The parameter a url or query field passes: the one of its name (a query field's among the query
 * parameters first), or the one it was renamed from (keys.ts: `x_param`, `x_query`, `x_cookie`, `data_param`).
 */
export function parameterOf(field: ParamField, route: Route): Parameter | undefined {
  const place = field.placement === "query" || field.placement === "cookie" ? field.placement : "path";
  const named = (name: string) =>
    route.parameters.find((p) => p.name === name && p.in === place) ??
    route.parameters.find((p) => p.name === name && p.in !== "header");
  const renamed = /^(.*)_(?:param|query|cookie)_*$/.exec(field.key);
  return named(field.key) ?? (renamed ? named(renamed[1]!) : undefined);
}

/** A url expression as the template writes it: `{owner}`, `{.month}`, `{;area*}`, `{+path}`. */
function expressionText({ operator, variables }: PathExpression): string {
  return `{${operator}${variables.map((v) => v.name + (v.explode ? "*" : "") + (v.prefix ? `:${v.prefix}` : "")).join(",")}}`;
}

const OPERATORS: Record<string, string> = {
  "": "percent-encoded, a `/` too",
  "+": "reserved characters such as `/` kept",
  "#": "as a fragment, `#value`",
  ".": "label style, `.value`",
  ";": "matrix style, `;name=value`",
  "/": "as path segments, `/value`",
  "?": "as a query, `?name=value`",
  "&": "as query pairs, `&name=value`",
};

function urlReason(field: ParamField, routing: RoutePlan): string {
  const expression = routing.path.find(
    (part): part is PathExpression => typeof part !== "string" && part.variables.some((v) => v.key === field.key),
  );
  if (!expression) return "a variable of the url";
  const list = expression.variables.find((v) => v.key === field.key)!.explode
    ? "; a list or object item by item (explode)"
    : "";
  return `fills \`${expressionText(expression)}\` in the path: ${OPERATORS[expression.operator]}${list}`;
}

function cookieReason(cookie: QueryField, structured: boolean): string {
  const renamed = cookie.key !== cookie.name ? renamedWords(cookie.key, cookie.name) : "";
  const style =
    structured && cookie.explode
      ? `; a list as a cookie per item (\`${cookie.name}=a; ${cookie.name}=b\`), an object as its own cookies`
      : styleWords(cookie.name, cookie.style, cookie.explode, structured);
  return `sent in the cookie header as \`${cookie.name}=…\`, after any cookie the call or the defaults give${style}${cookie.style === "cookie" ? asGivenWords : ""}${renamed}`;
}

const asGivenWords =
  '; its value as given, not percent-encoded (style cookie): a value holding a space, a control character (CR, LF), `"`, `,`, `;` or `\\` makes the call throw';

const renamedWords = (key: string, name: string): string =>
  `; passed as \`${key}\`, since \`${name}\` is taken (param-renamed)`;

/** How a query parameter (or a form field: the same styles) writes a list or an object. */
function styleWords(name: string, style: QueryField["style"], explode: boolean, structured: boolean): string {
  if (style === "deepObject")
    return `; an object as \`${name}%5Bkey%5D=value\` (deepObject: \`${percentDecoded(name)}[key]=value\`), anything else as \`${name}=value\``;
  if (style === "spaceDelimited" && !explode)
    return `; a list as one value, its items joined by spaces (\`${name}=a%20b\`)`;
  if (style === "pipeDelimited" && !explode)
    return `; a list as one value, its items joined by \`|\` (\`${name}=a%7Cb\`)`;
  if (style === "tabDelimited")
    return `; a list as one value, its items joined by tabs (\`${name}=a%09b\`: Swagger 2.0's tsv)`;
  if (!structured) return "";
  return explode
    ? `; a list as one pair per item (\`${name}=a&${name}=b\`), an object as its own pairs`
    : `; a list as one value, \`${name}=a,b\` (explode: false)`;
}

const reservedWords = "; reserved characters (`/`, `?`, `:`, `@`...) as they are (allowReserved)";

function queryReason(
  query: QueryField,
  routing: RoutePlan,
  parameter: Parameter | undefined,
  structured: boolean,
): string {
  const position =
    routing.query.length > 1
      ? `, ${ordinal(routing.query.indexOf(query) + 1)} of ${routing.query.length} in the order declared`
      : "";
  if (query.querystring)
    return `the whole query string (OpenAPI 3.2 \`in: querystring\`)${position}: the object's members are its pairs, written as the same object sent as a form body is (a list member one pair per item, an object member's members as pairs of their own)${memberEncodingWords(query.propertyEncodings)}`;
  let words = `sent in the query as \`${query.name}=…\`${position}${styleWords(query.name, query.style, query.explode, structured)}`;
  if (query.allowReserved) words += reservedWords;
  if (parameter && parameter.name !== query.key) words += renamedWords(query.key, parameter.name);
  else if (query.name !== query.key) words += `; its name percent-encoded, which servers read as \`${query.key}\``;
  return words;
}

/** What a query string's `encoding` changes, member by member: `; by its encoding, \`ids\`: a list as one value...`. */
function memberEncodingWords(encodings: Record<string, PropertyEncoding> | undefined): string {
  const words = Object.entries(encodings ?? {}).flatMap(([member, encoding]) => {
    const name = encodeURIComponent(member);
    if (encoding.json) return [`\`${name}\` as its JSON text`];
    const style = encoding.style ?? "form";
    // Form, exploded, is the default: only reserved characters kept make it say something.
    const styled = style !== "form" || encoding.explode === false;
    const how = styled ? styleWords(name, style, encoding.explode ?? style === "form", true) : "";
    // Both kinds of words start with `; `, which a member's own text does not.
    const text = (how + (encoding.allowReserved ? reservedWords : "")).slice(2);
    return text === "" ? [] : [`\`${name}\`: ${text}`];
  });
  return words.length > 0 ? `; by its \`encoding\`, ${words.join("; ")}` : "";
}

function bodyPropertyReason({ field, structured, kind, contents, content: told, nested }: ExplainedField): string {
  const content = told!;
  const encoding: PropertyEncoding = content.propertyEncodings?.[field.key] ?? {};
  const chosen =
    new Set(contents.map((c) => c.encoding)).size > 1 ? "; or as the media type the call's content-type chooses" : "";
  switch (content.encoding) {
    case "form": {
      const name = encodeURIComponent(field.key);
      const style = encoding.style ?? "form";
      const explode = encoding.explode ?? style === "form";
      const reserved = encoding.allowReserved ? reservedWords : "";
      const brackets = nested
        ? "; inside it, an object (or a list in a list) in brackets after its index or key (`[0][key]=…`, percent-encoded) and an object's list a pair per item, as form readers nest them"
        : "";
      return `a field of the form body, \`${name}=…\`${styleWords(name, style, explode, structured)}${brackets}${reserved}${chosen}`;
    }
    case "multipart":
      return `a field of the multipart body, sent as ${partWords(kind, encoding.contentType)}${chosen}`;
    default:
      return `a property of the JSON body${chosen}`;
  }
}

/** What part a multipart property's value makes (runtime/multipart-body.ts), by its schema's kind. */
function partWords(kind: Schema["kind"], contentType: string | undefined): string {
  const type = (usual: string) => contentType ?? usual;
  switch (kind) {
    case "binary":
      return `a file part (a Blob or File as it is, bytes as ${type("application/octet-stream")})`;
    case "object":
    case "intersection":
      return `a JSON part (${type("application/json")})`;
    case "array":
      return "one part per item";
    case "union":
    case "unknown":
      return `a file part for a Blob, File or bytes, a JSON part (${type("application/json")}) for an object, one part per item of a list, else a text part`;
    default:
      return "a text part";
  }
}

function dataReason(route: Route, routing: RoutePlan): string {
  const collision = routing.diagnostics.find((d) => d.code === "body-param-collision");
  if (collision) return collision.message;
  const content = routing.body?.contents[0];
  if (!content) return "the body, passed whole";
  const sent = content.encoding === "json" ? "sent as JSON" : "sent as it is";
  if (route.body?.whole) return `the catalogue's \`data\`: the body, passed whole and ${sent}`;
  if (content.encoding === "text" || content.encoding === "binary")
    return `the body is \`${content.mediaType}\`: passed whole and ${sent}`;
  return `the body is not an object with named properties (a list, a scalar, a free-form object): passed whole and ${sent}`;
}

const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;
