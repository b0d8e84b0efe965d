import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { DiagnosticError, type Diagnostic } from "../diagnostics.js";
import { hashText } from "../util/hash.js";
import { MAX_INPUT_BYTES } from "../util/input-limit.js";
import { LoadError } from "./result.js";
import { parseSourceDocument, SourceSyntaxError } from "./source.js";

/**
 * An input at an http(s) url (`routegen generate https://api.example.com/openapi.yaml`): the document
 * and the documents its `$ref`s reach on the same origin are fetched into a mirror, a folder laid out as
 * the origin's paths, and the loader reads that mirror as it reads files. Only relative `$ref`s are
 * followed, and none leaves the origin (`new URL` resolves `..` within it); a `$ref` written as a url is
 * not fetched (the loader says so, `ref-remote`): a description is untrusted, and must not make
 * routegen call any host it names. Every run fetches again: the documents' hashes, in the manifest's
 * input hash, say whether the output is still up to date.
 */

/** How long a request may take, headers and body, before the input is said to be unreadable. */
export const FETCH_TIMEOUT_MS = 30_000;

export interface RemoteOptions {
  /** Request headers (a token, say), the config's `inputHeaders` with `${ENV}` expanded. */
  headers?: Record<string, string> | undefined;
  timeoutMs?: number | undefined;
}

/** The mirror of a remote input: the local path of its document, and the url of each mirrored file. */
export interface Mirror {
  input: string;
  /** The folder of the origin's mirror, which `$ref`s may not leave. */
  root: string;
  urls: Map<string, string>;
}

/**
 * Fetches the document at `url` and every same-origin document its `$ref`s reach, into `folder`.
 * Throws LoadError (`input-unreadable`) naming the url that failed and why.
 */
export async function mirrorRemote(url: string, folder: string, options: RemoteOptions = {}): Promise<Mirror> {
  const main = new URL(url);
  const root = join(folder, hashText(main.origin));
  const urls = new Map<string, string>();
  const queue = [documentUrl(main)];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const next = queue.shift()!;
    const text = await fetchText(next, options);
    const file = mirrorPath(root, new URL(next));
    mkdirSync(dirname(file), { recursive: true });
    // Replaced in one step: a run reading the mirror beside this one never sees half a document.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, file);
    urls.set(file, next);
    for (const target of sameOriginRefs(text, file, next)) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return { input: mirrorPath(root, main), root, urls };
}

/** A url without its fragment: the document it names. */
const documentUrl = (url: URL): string => url.href.replace(/#.*$/, "");

/** Where a url's document is mirrored: its path under the origin's folder (`/` ends as `index`). */
function mirrorPath(root: string, url: URL): string {
  const segments = url.pathname.split("/").map((segment) => decodeSegment(segment));
  const path = resolve(
    root,
    ...segments.filter((s) => s !== "" && s !== "." && s !== ".."),
    url.pathname.endsWith("/") ? "index" : "",
  );
  // `new URL` has resolved every `..` already; what is left stays under the root.
  return path.startsWith(root + sep) ? path : join(root, "index");
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/[/\\\0]/g, "_");
  } catch {
    return segment;
  }
}

/** The text at `url`, or a LoadError saying why there is none. */
async function fetchText(url: string, options: RemoteOptions): Promise<string> {
  const fail = (reason: string): never => {
    throw new LoadError(
      [{ code: "input-unreadable", severity: "error", message: `cannot fetch ${url}: ${reason}`, file: url }],
      [url],
    );
  };
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(url, { headers: options.headers ?? {}, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return fail(fetchFailure(error, timeoutMs));
  }
  if (!response.ok) {
    await response.body?.cancel();
    return fail(`the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`);
  }
  if (new URL(response.url).origin !== new URL(url).origin)
    fail(`it redirects to another origin (${new URL(response.url).origin})`);
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_INPUT_BYTES) fail(`it is larger than ${MAX_INPUT_BYTES} bytes`);
  try {
    return await response.text();
  } catch (error) {
    return fail(fetchFailure(error, timeoutMs));
  }
}

function fetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))
    return `no answer within ${timeoutMs / 1000} s`;
  // fetch's own message is "fetch failed": the reason is its cause (ECONNREFUSED, ENOTFOUND...).
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * The urls of the documents `text`'s relative `$ref`s name (a syntax error is the loader's to report).
 * A `$ref` written as a url is not fetched, whatever its origin: the loader refuses it (`ref-remote`).
 */
function sameOriginRefs(text: string, file: string, url: string): string[] {
  let data: unknown;
  try {
    data = parseSourceDocument(file, text).data;
  } catch (error) {
    if (error instanceof SourceSyntaxError) return [];
    throw error;
  }
  const origin = new URL(url).origin;
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (
          key === "$ref" &&
          typeof item === "string" &&
          !item.startsWith("#") &&
          !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(item)
        ) {
          const target = safeUrl(item, url);
          if (target && target.origin === origin && /^https?:$/.test(target.protocol)) found.push(documentUrl(target));
        } else walk(item);
      }
    }
  };
  walk(data);
  return found;
}

function safeUrl(ref: string, base: string): URL | undefined {
  try {
    return new URL(ref, base);
  } catch {
    return undefined;
  }
}

/** The url a mirrored file came from; any other path as it is. */
export const urlOf = (file: string, mirror: Mirror): string => mirror.urls.get(resolve(file)) ?? file;

/** Diagnostics naming the urls of the mirrored files they are in. */
export function withUrls(diagnostics: readonly Diagnostic[], mirror: Mirror): Diagnostic[] {
  return diagnostics.map((d) => (d.file === undefined ? d : { ...d, file: urlOf(d.file, mirror) }));
}

/** An error of a run over the mirror, its diagnostics naming urls (a config's error names none). */
export function withUrlsIn(error: unknown, mirror: Mirror): unknown {
  if (error instanceof LoadError)
    return new LoadError(
      withUrls(error.diagnostics, mirror),
      error.files.map((file) => urlOf(file, mirror)),
    );
  if (error instanceof DiagnosticError && error.constructor === DiagnosticError)
    return new DiagnosticError(withUrls(error.diagnostics, mirror));
  return error;
}
