// GitHub's REST API end to end: the SDK generated from @octokit/openapi's description into a temporary
// folder, its plan, and how the reference (`@octokit/endpoint`) is asked for what our contract does
// where the two differ on purpose (test/vendor/conformance/README.md).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generate } from "../../generator/generate.js";
import { loadApi } from "../../generator/load/index.js";
import type { ApiModel } from "../../generator/model.js";
import { planSdk, type FunctionPlan, type SdkPlan } from "../../generator/plan/plan.js";
import type { Endpoint, RequestOptions } from "../../runtime/index.js";
import { ROOT } from "./examples.js";

export const GITHUB_DESCRIPTION = `${ROOT}node_modules/@octokit/openapi/generated/api.github.com.json`;

/** A generated function as the SDK exports it. */
export type Generated = (params?: Record<string, unknown>, builder?: Endpoint) => RequestOptions;

export interface GithubSdk {
  dir: string;
  model: ApiModel;
  plan: SdkPlan;
  functions: { scope: string; fn: FunctionPlan; generated: Generated }[];
  /** The SDK's root builder (`endpoint.ts` of the output). */
  endpoint: Endpoint;
  /** Removes the temporary folder. */
  remove(): void;
}

let planned: { model: ApiModel; plan: SdkPlan } | undefined;

/** The description's model and the generator's plan for it (made once per test file). */
export function githubPlan(): { model: ApiModel; plan: SdkPlan } {
  if (!planned) {
    const { model } = loadApi(GITHUB_DESCRIPTION);
    planned = { model, plan: planSdk(model) };
  }
  return planned;
}

/** Generates the SDK into a temporary folder (as the CLI does) and imports every scope module. */
export async function generateGithubSdk(): Promise<GithubSdk> {
  const dir = mkdtempSync(join(tmpdir(), "routegen-github-"));
  try {
    await generate({ input: GITHUB_DESCRIPTION, output: dir, force: true });
    const { model, plan } = githubPlan();
    const functions: GithubSdk["functions"] = [];
    for (const scope of plan.scopes) {
      const module = (await import(join(dir, scope.file))) as Record<string, Generated>;
      for (const fn of scope.functions) {
        const generated = module[fn.exportName];
        if (typeof generated !== "function") throw new Error(`${scope.file} does not export ${fn.exportName}`);
        functions.push({ scope: scope.exportName, fn, generated });
      }
    }
    const { endpoint } = (await import(join(dir, "endpoint.ts"))) as { endpoint: Endpoint };
    return { dir, model, plan, functions, endpoint, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The documented deviations a call of the reference was adjusted for. */
export type Deviation = "rfc6570" | "rfc6570-varnames";

export interface ReferenceCall {
  /** The url template to give the reference. */
  url: string;
  params: Record<string, unknown>;
  /** Deviations that changed `url` or `params` for this call. */
  deviations: Set<Deviation>;
}

/** RFC 6570 2.3: null, an empty list and a list or object without a defined member are undefined. */
function isUndefined(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every((member) => member === undefined || member === null);
  if (typeof value === "object" && !(value instanceof Uint8Array))
    return Object.values(value).every((member) => member === undefined || member === null);
  return false;
}

/** RFC 6570 encoding of a value in `{?x}` / `{&x}`: only unreserved characters stay. */
const encodeUnreserved = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The url template and parameters to give `@octokit/endpoint` so that it is asked for exactly the
 * request our contract builds from `url` and `params`: the template is rewritten into one that expands
 * the same under RFC 6570 for these values, avoiding the reference's known departures from it.
 *
 * - `rfc6570`, "undefined variables add nothing": a variable whose value is undefined (RFC 6570 2.3)
 *   is removed from its expression (the expression too when none is left), and its parameter with it
 *   (a url variable is never sent elsewhere). The reference writes `?&b=1` for `{?a,b}` without `a`,
 *   `?` for `{?a}` without `a`, and `a=` for an empty list.
 * - `rfc6570`, "explode uses the operator's separator", and `rfc6570-varnames`: in `{?a,v*}` /
 *   `{&v*}` a list `v` expands to `v=m1&v=m2` (the reference joins with `,`, and sends `v` once more
 *   as query parameter or body key when it does not recognise `v*` as a name, as in `{?v*,w}`). Such
 *   a variable is written as that literal text, members encoded as RFC 6570 says (unreserved
 *   characters only), and its parameter removed; the expression's other variables stay expressions.
 *
 * Anything else a deviation would touch (explode elsewhere, prefixes `:n`, `:name` text after `?`,
 * previews) is not modelled: it throws, so a change of the description cannot slip by.
 */
export function referenceCall(url: string, params: Record<string, unknown>): ReferenceCall {
  const out = { ...params };
  const deviations = new Set<Deviation>();
  const rewritten = url.replace(
    /\{([+#./;?&]?)([^{}]*)\}|[^{}]+/g,
    (source, operator: string | undefined, list: string | undefined) => {
      if (list === undefined) {
        if (/:[a-z]\w/.test(source))
          throw new Error(`not modelled: \`:name\` in literal text of ${url} (colon-path-only)`);
        return source;
      }
      const variables = list.split(",").map((spec) => {
        const [, name = "", modifier] = /^(.*?)(\*|:\d+)?$/.exec(spec)!;
        if (modifier?.startsWith(":")) throw new Error(`not modelled: prefix in ${source} (rfc6570-varnames)`);
        return { name, explode: modifier === "*" };
      });
      const defined = variables.filter(({ name }) => !isUndefined(params[name]));
      for (const { name } of variables) {
        if (!isUndefined(params[name])) continue;
        if (name in out) delete out[name];
        deviations.add("rfc6570");
      }
      const exploded = defined.filter(({ explode }) => explode);
      if (exploded.length === 0)
        return defined.length === 0 ? "" : `{${operator}${defined.map(({ name }) => name).join(",")}}`;
      if (operator !== "?" && operator !== "&") throw new Error(`not modelled: explode in ${source} (rfc6570)`);
      // Each defined variable on its own: `{?a,b}` is `{?a}{&b}` when `a` is defined.
      return defined
        .map(({ name, explode }, index) => {
          const op = index === 0 ? operator : "&";
          const value = params[name];
          // Explode changes nothing for one value (`oneOf: [string, array]` given a string), on both sides.
          if (!explode || (typeof value !== "object" && value !== undefined)) return `{${op}${name}}`;
          if (!Array.isArray(value)) throw new Error(`not modelled: exploded ${name} that is not a list (rfc6570)`);
          delete out[name];
          deviations.add("rfc6570");
          // The reference strips one trailing `*` from the whole expression: only the last variable's.
          if (variables.at(-1)?.name !== name) deviations.add("rfc6570-varnames");
          const members = value
            .filter((member) => member !== undefined && member !== null)
            .map((member) => `${name}=${encodeUnreserved(String(member))}`);
          return op + members.join("&");
        })
        .join("");
    },
  );
  return { url: rewritten, params: out, deviations };
}
