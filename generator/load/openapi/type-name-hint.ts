// The name a schema gets when it becomes a named type without a name of its own: a `$ref` into the
// middle of a description (what bundlers such as swagger-cli write for a schema used twice). The hint
// says what the schema is, from where it is written: `…/properties/outbound_rules/items` is
// `outbound_rules item`, an operation's response schema is `<operationId> response`. Named after the
// pointer's last segment, DigitalOcean's SDK had types `Items` to `Items40`, `_0` to `_012` and
// `ApplicationJson` to `ApplicationJson4`.
import { basename, extname } from "node:path";
import { pointerSegments } from "../../util/json-pointer.js";
import { isObject, own } from "./json.js";
import { METHODS } from "./methods.js";
import type { Place } from "./place.js";

/** `…/schemas/pet` -> `pet`; `…/pets/get/responses/200/…/schema` -> `listPets response`; a whole file `pet.yaml` -> `pet`. */
export function nameHint(place: Place): string {
  const segments = pointerSegments(place.pointer);
  const start = anchor(segments, place.doc.data);
  let name = start.name;
  for (let i = start.next; i < segments.length; i++) {
    const segment = segments[i]!;
    const next = segments[i + 1];
    if ((segment === "properties" || segment === "$defs" || segment === "definitions") && next !== undefined) {
      name = next;
      i++;
    } else if ((segment === "allOf" || segment === "oneOf" || segment === "anyOf") && next !== undefined) {
      i++; // a member of the schema is named after the schema
    } else if (segment === "items" || segment === "prefixItems") {
      name = `${name ?? ""} item`;
      if (segment === "prefixItems") i++;
    } else if (segment === "additionalProperties" || segment === "patternProperties") {
      name = `${name ?? ""} value`;
      if (segment === "patternProperties") i++;
    } else if (segment === "content" && next !== undefined) {
      i++; // a parameter's, body's or response's media type: named after what holds it
    } else if (segment !== "not" && segment !== "schema") {
      name = segment;
    }
  }
  return name?.trim() || basename(place.doc.file, extname(place.doc.file));
}

/**
 * Where the pointer's own names start: after `components/<kind>/<name>` (or Swagger's
 * `definitions/<name>`), that name; after an operation's body, response or parameter, the operation's
 * name and the role.
 */
function anchor(segments: string[], data: unknown): { name?: string | undefined; next: number } {
  const [first, second, third] = segments;
  if (first === "components" && third !== undefined) return { name: third, next: 3 };
  if (first === "definitions" && second !== undefined) return { name: second, next: 2 };
  if (first !== "paths" || second === undefined || third === undefined) return { next: 0 };
  const item = member(member(data, "paths"), second);
  // A path's own parameters: `paths/<path>/parameters/<n>/schema`.
  if (third === "parameters") return { name: parameterName(item, segments[3]), next: 4 };
  if (!METHODS.has(third)) return { next: 0 };
  const operation = member(item, third);
  const operationId = member(operation, "operationId");
  const operationName = typeof operationId === "string" ? operationId : `${third} ${second}`;
  const role = segments[3];
  if (role === "requestBody") return { name: `${operationName} body`, next: 4 };
  if (role === "parameters") return { name: parameterName(operation, segments[4]), next: 5 };
  if (role === "responses" && segments[4] !== undefined) {
    const status = segments[4];
    const name = /^2/.test(status) ? `${operationName} response` : `${operationName} response ${status}`;
    return { name, next: 5 };
  }
  return { name: operationName, next: 3 };
}

/** The name of the parameter at this index of an operation's (or a path's) `parameters`. */
function parameterName(holder: unknown, index: string | undefined): string | undefined {
  const list = member(holder, "parameters");
  const name = member(Array.isArray(list) && index !== undefined ? list[Number(index)] : undefined, "name");
  return typeof name === "string" ? name : undefined;
}

const member = (value: unknown, key: string): unknown => (isObject(value) ? own(value, key) : undefined);
