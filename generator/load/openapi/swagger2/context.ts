import type { JsonObject } from "../json.js";
import type { Origins } from "./origins.js";

/** What every step of one Swagger 2.0 upgrade shares. */
export interface Upgrade {
  /** The Swagger 2.0 document (read only). */
  root: JsonObject;
  origins: Origins;
  /** Objects of the upgraded data holding a `$ref` into the document (as written), pointed anew when the upgrade is done. */
  localRefs: { holder: JsonObject; ref: string }[];
  /** Collection formats OpenAPI 3.0 cannot say where they are (`param-style-unsupported` warnings), at pointers into the upgraded document. */
  unsupportedStyles: { message: string; pointer: string }[];
}

/** The media types a part of the document consumes and produces, and its schemes (operations override the document's). */
export interface MediaTypes {
  consumes: string[];
  produces: string[];
  schemes: string[];
}

/**
 * Sets an own property, whatever its name: a plain assignment of `__proto__` (a key untrusted input may
 * have) would set the object's prototype instead.
 */
export function put(object: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The `x-` extensions of an object, which OpenAPI 3.0 keeps wherever 2.0 had them. */
export function copyExtensions(from: JsonObject, to: JsonObject, skip: readonly string[] = []): void {
  for (const [key, value] of Object.entries(from)) if (key.startsWith("x-") && !skip.includes(key)) put(to, key, value);
}

/** A list of strings (`consumes`, `schemes`), or undefined when absent or not one. */
export function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === "string") ? value : undefined;
}
