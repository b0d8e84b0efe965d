// The schemas a description shares by `$ref`s into its own middle (`#/paths/~1pets/get/responses/200/
// content/application~1json/schema/items`, `#/components/schemas/Pet/properties/owner`): a bundler
// writes a schema used twice where it is first met, and points there. Found before anything is read,
// so that such a schema is one named type at its own place as well as at every `$ref`, whichever the
// loader meets first; a plain value stays where it is used (readInPlace).
import { pointerSegments, toPointer } from "../../util/json-pointer.js";
import { isScalarType } from "./enum.js";
import { isObject, own } from "./json.js";

/** `components/schemas/<name>` is a named type already: only deeper places are targets. */
const COMPONENT_SCHEMA = /^#\/components\/schemas\/[^/]+$/;

/** The pointers (as RefResolver writes them) that a local `$ref` of `data` points at. */
export function localRefTargets(data: unknown): Set<string> {
  const targets = new Set<string>();
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === "object" && item !== null) stack.push(item);
      continue;
    }
    if (!isObject(value)) continue;
    for (const key in value) {
      const member = value[key];
      if (key === "$ref" && typeof member === "string" && member.startsWith("#/")) {
        // As RefResolver writes the place it resolves: each segment decoded (`%7B`), then escaped.
        const pointer = toPointer(pointerSegments(member));
        if (!COMPONENT_SCHEMA.test(pointer)) targets.add(pointer);
      } else if (typeof member === "object" && member !== null) stack.push(member);
    }
  }
  return targets;
}

/**
 * Whether a shared schema reads best where it is used, rather than as a named type: a plain value
 * (`{ type: string, format: date }`: no enum, members or alternatives) or a list of them (linode's
 * `tags`), or a `$ref` with notes beside it (linode's `{ $ref: Database/properties/label,
 * x-linode-cli-display: 2 }`). `Label2 = string` would say less than `string`.
 */
export function readInPlace(value: unknown): boolean {
  if (!isObject(value)) return true;
  if (Object.hasOwn(value, "$ref") && Object.keys(value).every((key) => key === "$ref" || isAnnotation(key)))
    return true;
  if (["enum", "const", "allOf", "oneOf", "anyOf", "not", "$ref"].some((key) => Object.hasOwn(value, key)))
    return false;
  const type = own(value, "type");
  if (type === "array") return readInPlace(own(value, "items"));
  const scalar = (t: unknown) => t === "null" || (typeof t === "string" && isScalarType(t));
  return scalar(type) || (Array.isArray(type) && type.every(scalar));
}

/** Keywords that say something of a schema without changing which values it takes. */
const isAnnotation = (key: string): boolean =>
  key.startsWith("x-") ||
  key === "description" ||
  key === "title" ||
  key === "example" ||
  key === "examples" ||
  key === "deprecated" ||
  key === "$comment";
