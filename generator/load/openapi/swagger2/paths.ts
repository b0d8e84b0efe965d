import { isObject, own, type JsonObject } from "../json.js";
import { put, stringList, type MediaTypes, type Upgrade } from "./context.js";
import { pointer } from "./origins.js";
import { upgradeParameter } from "./parameters.js";
import { isBodyParameter, isFormParameter, putRef, sharedParameter, upgradeRef } from "./refs.js";
import { bodyRequest, formRequest, type Located } from "./request-body.js";
import { upgradeResponses } from "./responses.js";
import { serversOf } from "./servers.js";

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch"]);

/** A parameter list split as 3.0 needs it: the body and form fields become the request body. */
interface Parameters {
  /** The other parameters, upgraded; the list as written when it is not a list. */
  list: unknown;
  body?: Located | undefined;
  /** The body as a `$ref` to a shared one (`#/components/requestBodies/x`). */
  bodyRef?: string | undefined;
  form: Located[];
}

/** Each path item upgraded; paths, and so pointers to them, stay as they were. */
export function upgradePaths(paths: unknown, media: MediaTypes, up: Upgrade): unknown {
  if (!isObject(paths)) return paths;
  const upgraded: JsonObject = {};
  for (const [path, item] of Object.entries(paths))
    put(upgraded, path, upgradePathItem(item, pointer("#/paths", path), media, up));
  return upgraded;
}

function upgradePathItem(item: unknown, at: string, media: MediaTypes, up: Upgrade): unknown {
  if (!isObject(item)) return item;
  const shared = splitParameters(own(item, "parameters"), pointer(at, "parameters"), up);
  const upgraded: JsonObject = {};
  for (const [key, value] of Object.entries(item)) {
    if (METHODS.has(key)) put(upgraded, key, upgradeOperation(value, pointer(at, key), shared, media, up));
    else if (key === "parameters") put(upgraded, key, shared.list);
    else put(upgraded, key, value);
  }
  return upgraded;
}

/**
 * An operation: its body or form parameters (its own, or its path item's) as its request body, its
 * responses for the media types it produces, and schemes of its own as servers of its own.
 */
function upgradeOperation(
  operation: unknown,
  at: string,
  shared: Parameters,
  inherited: MediaTypes,
  up: Upgrade,
): unknown {
  if (!isObject(operation)) return operation;
  const media: MediaTypes = {
    consumes: stringList(own(operation, "consumes")) ?? inherited.consumes,
    produces: stringList(own(operation, "produces")) ?? inherited.produces,
    schemes: stringList(own(operation, "schemes")) ?? inherited.schemes,
  };
  const parameters = splitParameters(own(operation, "parameters"), pointer(at, "parameters"), up);
  const upgraded: JsonObject = {};
  for (const [key, value] of Object.entries(operation)) {
    if (key === "consumes" || key === "produces" || key === "schemes") continue;
    if (key === "parameters") put(upgraded, key, parameters.list);
    else if (key === "responses")
      put(upgraded, key, upgradeResponses(value, pointer(at, key), pointer(at, key), media.produces, up));
    else put(upgraded, key, value);
  }
  const requestBody = requestBodyOf(parameters, shared, pointer(at, "requestBody"), media, up);
  if (requestBody) put(upgraded, "requestBody", requestBody);
  if (own(operation, "schemes") !== undefined && media.schemes.join() !== inherited.schemes.join()) {
    const servers = serversOf(up.root, media.schemes);
    if (servers) put(upgraded, "servers", servers);
    up.origins.moved(pointer(at, "servers"), pointer(at, "schemes"));
  }
  return upgraded;
}

/** The operation's own body (or form fields) over its path item's: a form field of the same name replaces the shared one. */
function requestBodyOf(operation: Parameters, shared: Parameters, to: string, media: MediaTypes, up: Upgrade): unknown {
  const source = operation.body ? operation : operation.form.length > 0 ? undefined : shared;
  if (source?.body && source.bodyRef) {
    up.origins.moved(to, source.body.at);
    return { $ref: source.bodyRef };
  }
  if (source?.body) return bodyRequest(source.body, to, media.consumes, up);
  const nameOf = (field: Located) => own(field.value, "name");
  const names = new Set(operation.form.map(nameOf));
  const form = [...shared.form.filter((field) => !names.has(nameOf(field))), ...operation.form];
  return form.length > 0 ? formRequest(form, to, media.consumes, up) : undefined;
}

/**
 * Splits a 2.0 parameter list: a body parameter and form fields (also through a `$ref` to a shared
 * one) are taken out, the rest upgraded. A list that is not one is kept as written, for the loader.
 */
function splitParameters(parameters: unknown, at: string, up: Upgrade): Parameters {
  const split: Parameters = { list: parameters, form: [] };
  if (!Array.isArray(parameters)) return split;
  const list: unknown[] = [];
  parameters.forEach((parameter: unknown, index) => {
    const from = pointer(at, index);
    const ref = isObject(parameter) ? own(parameter, "$ref") : undefined;
    const resolved = typeof ref === "string" ? sharedParameter(up.root, ref) : parameter;
    if (isBodyParameter(resolved)) {
      split.body = { value: resolved as JsonObject, at: from };
      split.bodyRef = typeof ref === "string" ? upgradeRef(ref, up.root) : undefined;
    } else if (isFormParameter(resolved)) {
      split.form.push({ value: resolved as JsonObject, at: from });
    } else if (typeof ref === "string") {
      up.origins.moved(pointer(at, list.length), from);
      const holder = { ...(parameter as JsonObject) };
      putRef(holder, ref, up);
      list.push(holder);
    } else list.push(upgradeParameter(parameter, from, pointer(at, list.length), up));
  });
  split.list = list;
  return split;
}
