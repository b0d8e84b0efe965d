import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { ApiModel, Schema } from "../model.js";
import type { ParamField } from "../plan/routing/index.js";
import { schemaIn } from "../pipeline.js";
import { setOwn } from "../util/own-key.js";
import { didYouMean } from "../util/suggest.js";
import { UsageError } from "./args.js";

/** Call options every generated function takes beside its parameters (`CallOptions`). */
const CALL_OPTIONS = ["baseUrl", "mediaType", "request"];

/**
 * Parameters from `key=value` arguments, each value read as its parameter's schema says: `per_page=5` is
 * a number, `draft=true` a boolean, `labels=bug,ui` (or `labels='["bug","ui"]'`) an array, objects are
 * JSON, strings stay strings even when they look like numbers (`sha=123`), and a binary value `@path`
 * is that file. `key=` is the empty
 * string; a key given twice makes an array. Header parameters are written by their name
 * (`x-request-id=abc`) or as `headers.name=value`. Unknown keys are usage errors with "did you mean".
 */
export function parseParamArgs(
  args: readonly string[],
  fields: readonly ParamField[],
  model: ApiModel,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const headerField = fields.find((f) => f.placement === "headers");
  const headerSchemas = new Map<string, Schema>(
    headerField?.schema.kind === "object"
      ? headerField.schema.properties.map((p) => [p.name.toLowerCase(), p.schema])
      : [],
  );
  const byKey = new Map(fields.filter((f) => f.placement !== "headers").map((f) => [f.key, f]));
  for (const arg of args) {
    const eq = arg.indexOf("=");
    if (eq <= 0) throw new UsageError(`expected a parameter as key=value, found \`${arg}\``);
    const key = arg.slice(0, eq);
    const text = arg.slice(eq + 1);
    const header = key.toLowerCase().replace(/^headers\./, "");
    const field = byKey.get(key);
    if (field) {
      const value = parseValue(text, field.schema, model, key);
      setOwn(
        params,
        key,
        Object.hasOwn(params, key) && field.schema.kind === "array"
          ? [...(params[key] as unknown[]), ...(value as unknown[])]
          : value,
      );
    } else if (headerSchemas.has(header) || key.toLowerCase().startsWith("headers.")) {
      if (!Object.hasOwn(params, "headers")) params.headers = {};
      setOwn(
        params.headers as Record<string, unknown>,
        header,
        parseValue(text, headerSchemas.get(header) ?? { kind: "string" }, model, key),
      );
    } else if (CALL_OPTIONS.includes(key)) {
      setOwn(params, key, parseValue(text, { kind: key === "baseUrl" ? "string" : "unknown" }, model, key));
    } else {
      const known = [...byKey.keys(), ...headerSchemas.keys()];
      const list =
        known.length === 0 ? "it takes no parameters" : `its parameters are ${known.map((k) => `\`${k}\``).join(", ")}`;
      throw new UsageError(`unknown parameter \`${key}\`.${didYouMean(key, known)} (${list})`);
    }
  }
  return params;
}

function parseValue(text: string, schema: Schema, model: ApiModel, key: string): unknown {
  const resolved = schemaIn(model)(schema);
  if (text === "null" && (resolved.nullable || resolved.kind === "null")) return null;
  switch (resolved.kind) {
    case "string":
      return text;
    case "binary":
      return text.startsWith("@") ? fileOf(text.slice(1), key) : text;
    case "integer":
    case "number": {
      const number = Number(text);
      if (text.trim() === "" || !Number.isFinite(number))
        throw new UsageError(`\`${key}\` is a number, not \`${text}\``);
      return number;
    }
    case "boolean":
      if (/^(true|yes|1)$/i.test(text)) return true;
      if (/^(false|no|0)$/i.test(text)) return false;
      throw new UsageError(`\`${key}\` is true or false, not \`${text}\``);
    case "enum": {
      const match = resolved.values.find((v) => String(v) === text);
      return match === undefined ? guess(text) : match;
    }
    case "array": {
      const json = jsonOf(text);
      if (Array.isArray(json)) return json;
      return text === "" ? [] : text.split(",").map((item) => parseValue(item, resolved.items, model, key));
    }
    case "object": {
      const json = jsonOf(text);
      if (typeof json === "object" && json !== null && !Array.isArray(json)) return json;
      throw new UsageError(`\`${key}\` is an object: write it as JSON, such as ${key}='{"name":"value"}'`);
    }
    default:
      return guess(text);
  }
}

/** `@path` of a binary parameter: the file's bytes, as a File named after it (its type left to the client). */
function fileOf(path: string, key: string): File {
  try {
    return new File([readFileSync(path)], basename(path));
  } catch (error) {
    throw new UsageError(
      `\`${key}=@${path}\`: cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
}

/** A value of no single type: JSON when it is (`5`, `true`, `[1,2]`), else the text. */
function guess(text: string): unknown {
  const json = jsonOf(text);
  return json === undefined ? text : json;
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
