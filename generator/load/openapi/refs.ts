import { realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import type { Diagnostic } from "../../diagnostics.js";
import { FileReadError } from "../../util/regular-file.js";
import { pointerSegments, toPointer } from "../../util/json-pointer.js";
import { readSourceDocument, SourceSyntaxError, type SourceDocument } from "../source.js";
import { child, diagnose, type Place } from "./place.js";
import { isObject, own } from "./json.js";

/** The value a `$ref` points at, where it is, and a key naming that place across every file read. */
export interface Resolved extends Place {
  value: unknown;
  /** `2#/components/schemas/x` (the file's number, a pointer): equal for every `$ref` reaching that value. */
  key: string;
}

interface RefOptions {
  /** Also read files outside the input's folder. Urls are never fetched. */
  allowExternalRefs?: boolean;
  /** The folder `$ref`s may not leave, when not the input's own. */
  refRoot?: string | undefined;
}

/**
 * Resolves `$ref`s: local ones (`#/components/...`) and ones to files beside the input (`common.yaml#/Pet`).
 * A description is untrusted input, so by default it may only reach files inside its own folder, and it
 * never makes us fetch a url.
 */
export class RefResolver {
  /** Every file read, the input first: `ApiModel.files`. */
  readonly files: string[];
  /** Every file it read or tried to read (missing, unreadable, malformed): what a fix of a failed load may touch. */
  readonly tried: string[];
  private readonly rootDir: string;
  private readonly keys = new Map<SourceDocument, string>();
  private readonly documents = new Map<string, SourceDocument | undefined>();

  constructor(
    root: SourceDocument,
    private readonly options: RefOptions,
    private readonly diagnostics: Diagnostic[],
  ) {
    const path = resolve(root.file);
    this.rootDir = options.refRoot === undefined ? dirname(path) : resolve(options.refRoot);
    this.documents.set(path, root);
    this.files = [root.file];
    this.tried = [root.file];
  }

  /** The value `ref` (written in the object at `from`) points at; reports an error and returns undefined if none. */
  resolve(ref: string, from: Place): Resolved | undefined {
    const at = child(from, "$ref");
    const hash = ref.indexOf("#");
    const target = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? "" : ref.slice(hash + 1);
    const doc = target === "" ? from.doc : this.document(target, from.doc, at);
    if (!doc) return undefined;
    if (fragment !== "" && !fragment.startsWith("/")) {
      this.error("ref-unresolved", `"${ref}": named anchors are not supported; use a JSON pointer (#/...)`, at);
      return undefined;
    }
    const segments = pointerSegments(fragment);
    let value: unknown = doc.data;
    for (const segment of segments) {
      value = step(value, segment);
      if (value === undefined) {
        this.error("ref-unresolved", `"${ref}" points at nothing: "${segment}" not found`, at);
        return undefined;
      }
    }
    const pointer = toPointer(segments);
    return { doc, pointer, value, key: this.keyOf(doc) + pointer };
  }

  /**
   * Follows `$ref`s from a non-schema object (parameter, response, request body, path item) to the object
   * itself, through chains of references. Schemas are not followed here: a schema `$ref` may name a type.
   */
  follow(value: unknown, at: Place): { value: unknown; at: Place } | undefined {
    const seen = new Set<string>();
    let current = { value, at };
    for (;;) {
      const ref = isObject(current.value) ? own(current.value, "$ref") : undefined;
      if (typeof ref !== "string") return current;
      const resolved = this.resolve(ref, current.at);
      if (!resolved) return undefined;
      if (seen.has(resolved.key)) {
        this.error("ref-unresolved", `"${ref}" is part of a circular chain of references`, child(current.at, "$ref"));
        return undefined;
      }
      seen.add(resolved.key);
      current = { value: resolved.value, at: resolved };
    }
  }

  /** The key prefix of every place in `doc`: a number for each file (keys are hashed often; keep them short). */
  keyOf(doc: SourceDocument): string {
    let key = this.keys.get(doc);
    if (key === undefined) {
      key = String(this.keys.size);
      this.keys.set(doc, key);
    }
    return key;
  }

  /** The document at `target` (a path relative to the referring file), read once. */
  private document(target: string, from: SourceDocument, at: Place): SourceDocument | undefined {
    if (/^[a-z][a-z0-9+.-]+:/i.test(target) || target.startsWith("//")) {
      this.error("ref-remote", `"${target}" is a url; references to urls are never fetched`, at);
      return undefined;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(target);
    } catch {
      decoded = target;
    }
    // An absolute path is one (and outside the folder, unless it leads into it), not a name under the folder.
    const file = isAbsolute(decoded) ? decoded : join(dirname(from.file), decoded);
    const path = resolve(file);
    if (this.documents.has(path)) return this.documents.get(path);
    // Checked before the file is touched: outside the folder we do not even probe for existence.
    if (!this.options.allowExternalRefs && !this.inside(path)) {
      this.error("ref-outside", `"${target}" is outside the input's folder (allowExternalRefs is off)`, at);
      return undefined;
    }
    this.tried.push(file);
    const doc = this.read(file, path, target, at);
    this.documents.set(path, doc);
    if (doc) this.files.push(file);
    return doc;
  }

  private read(file: string, path: string, target: string, at: Place): SourceDocument | undefined {
    try {
      // A symbolic link inside the folder may still lead out of it.
      if (!this.options.allowExternalRefs && !this.inside(realpathSync(path), realpathSync(this.rootDir))) {
        this.error("ref-outside", `"${target}" leads outside the input's folder through a symbolic link`, at);
        return undefined;
      }
      return readSourceDocument(file);
    } catch (error) {
      if (error instanceof SourceSyntaxError) this.diagnostics.push(error.diagnostic);
      else if (error instanceof FileReadError)
        this.error("ref-unresolved", `cannot read "${target}": ${error.message}`, at);
      else {
        const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : String(error);
        this.error("ref-unresolved", `cannot read "${target}": ${reason}`, at);
      }
      return undefined;
    }
  }

  private inside(path: string, dir = this.rootDir): boolean {
    const rel = relative(dir, path);
    return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
  }

  private error(code: string, message: string, at: Place): void {
    this.diagnostics.push(diagnose(code, "error", message, at));
  }
}

/** One step down a JSON pointer; own properties and array indexes only. */
function step(value: unknown, segment: string): unknown {
  if (Array.isArray(value)) return /^(0|[1-9]\d*)$/.test(segment) ? value[Number(segment)] : undefined;
  return isObject(value) ? own(value, segment) : undefined;
}
