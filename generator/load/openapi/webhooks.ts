import type { Webhook } from "../../model.js";
import { report, type LoadContext } from "./context.js";
import { child, sourceOf, type Place } from "./place.js";
import { readBody } from "./content.js";
import { isObject, own, stringAt, type JsonObject } from "./json.js";
import { METHODS } from "./methods.js";
import { counted } from "../../util/counted.js";

/**
 * Webhooks (OpenAPI 3.1 `webhooks`) and callbacks (an operation's `callbacks`) describe requests the API
 * sends, not routes a client calls: no function is made for them, but their request bodies are read, so
 * that the SDK can export their types for the server that receives them. One note says so.
 */
export function readWebhooks(data: JsonObject, root: Place, ctx: LoadContext): Webhook[] {
  const found: Webhook[] = [];
  const webhooks = own(data, "webhooks");
  const webhooksAt = child(root, "webhooks");
  if (isObject(webhooks)) {
    for (const [name, item] of Object.entries(webhooks)) {
      readRequests(item, child(webhooksAt, name), ctx, (request) => found.push({ kind: "webhook", name, ...request }));
    }
  } else if (webhooks !== undefined) {
    report(ctx, "invalid-document", "error", "`webhooks` must be a map from name to path item", webhooksAt);
  }
  const webhookCount = found.length;
  const callbacks = readCallbacks(own(data, "paths"), child(root, "paths"), ctx);
  found.push(...callbacks.found);
  // The note is placed at `webhooks`, or at the first operation with callbacks.
  const noteAt = webhookCount > 0 ? webhooksAt : callbacks.firstAt;
  if (noteAt) report(ctx, "webhooks-as-types", "note", noteText(found), noteAt);
  return found;
}

type Request = Omit<Webhook, "kind" | "name">;

/** Each operation of a path item (followed through `$ref`s), read as a request the API sends. */
function readRequests(value: unknown, at: Place, ctx: LoadContext, add: (request: Request) => void): void {
  const followed = ctx.refs.follow(value, at);
  if (!followed || !isObject(followed.value)) return;
  for (const [method, operation] of Object.entries(followed.value)) {
    if (!METHODS.has(method) || !isObject(operation)) continue;
    const opAt = child(followed.at, method);
    const request: Request = { method: method.toUpperCase(), source: sourceOf(opAt) };
    const summary = stringAt(operation, "summary");
    const description = stringAt(operation, "description");
    if (summary !== undefined) request.summary = summary;
    if (description !== undefined) request.description = description;
    if (Object.hasOwn(operation, "requestBody")) {
      const body = readBody(operation.requestBody, child(opAt, "requestBody"), ctx);
      if (body) request.body = body;
    }
    add(request);
  }
}

/** The callbacks of every operation of `paths`: `callbacks: { onData: { "{$request.body#/url}": { post } } }`. */
function readCallbacks(paths: unknown, at: Place, ctx: LoadContext): { found: Webhook[]; firstAt?: Place } {
  const found: Webhook[] = [];
  let firstAt: Place | undefined;
  if (!isObject(paths)) return { found };
  for (const [path, value] of Object.entries(paths)) {
    if (path.startsWith("x-")) continue;
    // Broken path items are reported where routes are read; here they are only skipped.
    const item = ctx.refs.follow(value, child(at, path));
    if (!item || !isObject(item.value)) continue;
    for (const [method, operation] of Object.entries(item.value)) {
      const callbacks = METHODS.has(method) && isObject(operation) ? own(operation, "callbacks") : undefined;
      if (!isObject(callbacks)) continue;
      const opAt = child(item.at, method);
      firstAt ??= child(opAt, "callbacks");
      const operationName = stringAt(operation as JsonObject, "operationId") ?? `${method.toUpperCase()} ${path}`;
      for (const [name, callback] of Object.entries(callbacks)) {
        const followed = ctx.refs.follow(callback, child(opAt, "callbacks", name));
        if (!followed || !isObject(followed.value)) continue;
        for (const [url, pathItem] of Object.entries(followed.value)) {
          if (url.startsWith("x-")) continue;
          readRequests(pathItem, child(followed.at, url), ctx, (request) =>
            found.push({ kind: "callback", name, operation: operationName, url, ...request }),
          );
        }
      }
    }
  }
  return firstAt ? { found, firstAt } : { found };
}

/** `2 webhooks (newPet, petSold) and 1 callback (createSubscription onData) are requests the API sends...` */
function noteText(found: readonly Webhook[]): string {
  const list = (kind: Webhook["kind"], word: string) => {
    const names = [
      ...new Set(found.filter((w) => w.kind === kind).map((w) => (w.operation ? `${w.operation} ${w.name}` : w.name))),
    ];
    if (names.length === 0) return [];
    const shown = names.slice(0, 3).join(", ") + (names.length > 3 ? ", …" : "");
    return [`${counted(names.length, word)} (${shown})`];
  };
  const what = [...list("webhook", "webhook"), ...list("callback", "callback")].join(" and ");
  return `${what} describe requests the API sends, not routes a client calls: no function is generated for them; webhooks.ts exports the types of their bodies`;
}
