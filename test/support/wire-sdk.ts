// One wire-test fixture (test/fixtures/wire/): the SDK generated from it as the CLI generates it, its
// functions by operationId, and a validating server for the same description (Swagger 2.0 upgraded as
// the generator upgrades it) that requests go to through `toFetch` and Node's fetch.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";
import type { Document } from "openapi-backend";
import type { Diagnostic } from "../../generator/diagnostics.js";
import { generate } from "../../generator/generate.js";
import { upgradeSwagger2 } from "../../generator/load/openapi/swagger2/index.js";
import { readSourceDocument } from "../../generator/load/source.js";
import type { ApiModel } from "../../generator/model.js";
import { planApi } from "../../generator/pipeline.js";
import type { FunctionPlan, SdkPlan } from "../../generator/plan/plan.js";
import { toFetch, type Defaults, type RequestOptions } from "../../runtime/index.js";
import { ROOT } from "./examples.js";
import {
  forValidation,
  ORIGINAL_URL,
  startValidatingServer,
  VERDICT_HEADER,
  type ValidatingServer,
  type Verdict,
} from "./validating-server.js";

export const WIRE_FIXTURES = `${ROOT}test/fixtures/wire/`;

/** A generated function as its module exports it. */
export type Generated = (params?: Record<string, unknown>, defaults?: Defaults) => RequestOptions;

/** One generated function and the operation it was generated from. */
export interface WireFunction {
  operationId: string;
  /** The scope's namespace in the index (`customers`). */
  scope: string;
  plan: FunctionPlan;
  call: Generated;
  /** Uppercase. */
  method: string;
  /** The path as the description writes it. */
  path: string;
}

export interface WireSdk {
  /** The fixture's file name. */
  fixture: string;
  dir: string;
  /** The description as the server validates against it: OpenAPI 3.0 data. */
  description: Document;
  model: ApiModel;
  plan: SdkPlan;
  /** What generation warned about. */
  diagnostics: Diagnostic[];
  functions: WireFunction[];
  /** The function generated for an operation. */
  fn(operationId: string): WireFunction;
  /** The SDK's endpoint.ts and index.ts modules. */
  endpointModule: Record<string, unknown>;
  indexModule: Record<string, unknown>;
  /**
   * Sends request options through `toFetch` and Node's fetch to the validating server. `standIn` says
   * that a url prefix the test chose (a proxy) stands for one of the description's servers.
   */
  send(options: RequestOptions, standIn?: { for: string; url: string }): Promise<Verdict>;
  close(): Promise<void>;
}

/** The description of a fixture as OpenAPI 3.0 data (a Swagger 2.0 one upgraded as the generator does). */
export function fixtureDescription(file: string): Document {
  let source = readSourceDocument(file);
  if ((source.data as { swagger?: unknown }).swagger === "2.0") source = upgradeSwagger2(source).doc;
  return forValidation(structuredClone(source.data) as Document);
}

/**
 * Generates a fixture's SDK into a temporary folder (as the CLI does), imports it and starts its server.
 * `fixture` is a file of test/fixtures/wire/, or the absolute path of a description elsewhere.
 */
export async function wireSdk(fixture: string): Promise<WireSdk> {
  const input = isAbsolute(fixture) ? fixture : WIRE_FIXTURES + fixture;
  const dir = mkdtempSync(join(tmpdir(), "routegen-wire-"));
  let server: ValidatingServer | undefined;
  try {
    const { diagnostics } = await generate({ input, output: dir, force: true });
    const { model, plan } = planApi({ input });
    const description = fixtureDescription(input);
    const functions: WireFunction[] = [];
    for (const scope of plan.scopes) {
      const module = (await import(join(dir, scope.file))) as Record<string, Generated>;
      for (const fn of scope.functions) {
        const call = module[fn.exportName];
        if (typeof call !== "function") throw new Error(`${scope.file} does not export ${fn.exportName}`);
        const [, , path = ""] = fn.route.source.pointer.split("/");
        functions.push({
          operationId: fn.route.operationId ?? fn.route.id,
          scope: scope.exportName,
          plan: fn,
          call,
          method: fn.routing.method,
          path: path.replaceAll("~1", "/").replaceAll("~0", "~"),
        });
      }
    }
    const endpointModule = (await import(join(dir, "endpoint.ts"))) as Record<string, unknown>;
    const indexModule = (await import(join(dir, "index.ts"))) as Record<string, unknown>;
    server = await startValidatingServer(description);
    const origin = server.origin;
    const running = server;
    return {
      fixture,
      dir,
      description,
      model,
      plan,
      diagnostics,
      functions,
      fn: (operationId) => {
        const found = functions.find((f) => f.operationId === operationId);
        if (!found)
          throw new Error(
            `${fixture}: no function for ${operationId} (${functions.map((f) => f.operationId).join(", ")})`,
          );
        return found;
      },
      endpointModule,
      indexModule,
      send: (options, standIn) => send(origin, options, standIn),
      close: async () => {
        await running.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function send(origin: string, options: RequestOptions, standIn?: { for: string; url: string }): Promise<Verdict> {
  const [url, init] = toFetch(options);
  // A url without a host (a description without servers) goes to the server's own, as a page's would.
  const absolute = url.startsWith("/") ? origin + url : url;
  // What follows the scheme and authority, as written: URL's origin drops an explicit default port (`:443`).
  const rest = absolute.replace(/^[a-z][\w+.-]*:\/\/[^/?#]*/i, "");
  const original =
    standIn && absolute.startsWith(standIn.url) ? standIn.for + absolute.slice(standIn.url.length) : absolute;
  const response = await fetch(origin + rest, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), [ORIGINAL_URL]: original },
  });
  if (response.status !== 200) throw new Error(`the validating server answered ${response.status}`);
  const head = response.headers.get(VERDICT_HEADER);
  return (head !== null ? JSON.parse(Buffer.from(head, "base64").toString("utf8")) : await response.json()) as Verdict;
}
