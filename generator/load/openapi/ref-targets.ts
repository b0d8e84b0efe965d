// The schemas a description shares by `$ref`s into its own middle (`#/paths/~1pets/get/responses/200/
// content/application~1json/schema/items`, `#/components/schemas/Pet/properties/owner`): a bundler's way
// to write a schema used twice once. Found before anything is read, so that such a schema is one named
// type at its own place as well as at every `$ref`, whichever the loader meets first.
import { escapeSegment, pointerSegments } from "../../util/json-pointer.js";
import { isObject } from "./json.js";

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
        const pointer = canonical(member);
        if (pointer !== undefined && !COMPONENT_SCHEMA.test(pointer)) targets.add(pointer);
      } else if (typeof member === "object" && member !== null) stack.push(member);
    }
  }
  return targets;
}

/** `#/paths/~1a%7Bb%7D` as RefResolver writes the place it resolves: each segment decoded, then escaped. */
function canonical(ref: string): string | undefined {
  try {
    return "#" + pointerSegments(ref).map((s) => "/" + escapeSegment(s)).join("");
  } catch {
    return undefined; // not a valid pointer: the resolver reports it where it is used
  }
}
