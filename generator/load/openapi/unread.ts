import { closest } from "../../util/suggest.js";
import { report, type LoadContext } from "./context.js";
import { child, type Place } from "./place.js";
import { isObject, own, type JsonObject } from "./json.js";
import { METHODS } from "./methods.js";
import { operationsOf } from "./operations.js";

/**
 * What a description says that routegen does not turn into code, said rather than dropped:
 * - keys of path items and operations routegen does not know: an operation under `GET` or `query`, or
 *   `paramters`, would otherwise vanish with everything it holds (a warning each).
 * Examples, links, tags, response headers and `x-` extensions do not change a request: they are left
 * out without a word. Webhooks and callbacks have their own note (webhooks.ts).
 */
export function reportUnread(data: JsonObject, root: Place, ctx: LoadContext): void {
  const paths = own(data, "paths");
  if (isObject(paths)) {
    for (const [path, value] of Object.entries(paths)) {
      if (path.startsWith("x-")) continue;
      // Broken path items are reported where routes are read; here they are only skipped.
      const item = ctx.refs.follow(value, child(root, "paths", path));
      if (!item || !isObject(item.value)) continue;
      warnUnknownKeys(item.value, PATH_ITEM_KEYS, item.at, ctx, "path item");
      for (const { operation, at } of operationsOf(item.value, item.at, ctx)) {
        if (!isObject(operation)) continue;
        warnUnknownKeys(operation, OPERATION_KEYS, at, ctx, "operation");
      }
    }
  }
}

const PATH_ITEM_KEYS = new Set([
  "$ref",
  "summary",
  "description",
  "servers",
  "parameters",
  "additionalOperations",
  ...METHODS,
]);
const OPERATION_KEYS = new Set([
  ...["tags", "summary", "description", "externalDocs", "operationId", "parameters", "requestBody", "responses"],
  ...["callbacks", "deprecated", "security", "servers"],
]);

function warnUnknownKeys(
  object: JsonObject,
  known: ReadonlySet<string>,
  at: Place,
  ctx: LoadContext,
  what: string,
): void {
  for (const key of Object.keys(object)) {
    if (known.has(key) || key.startsWith("x-")) continue;
    const method = METHODS.has(key.toLowerCase()) ? key.toLowerCase() : undefined;
    const hint =
      method !== undefined
        ? `methods are lower case (\`${method}\`), so this operation is ignored`
        : `ignored${nearest(key, known)}`;
    report(
      ctx,
      "unknown-key",
      "warning",
      `unknown key \`${key}\` in ${what === "path item" ? "a path item" : "an operation"}: ${hint}`,
      child(at, key),
      "key",
    );
  }
}

function nearest(key: string, known: ReadonlySet<string>): string {
  const near = closest(key, known);
  return near === undefined ? "" : ` (did you mean \`${near}\`?)`;
}
