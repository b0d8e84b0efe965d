// A planned SDK as code that runs: its files written into a temporary folder and its scope modules
// imported (vitest resolves `routegen/runtime` to this repository's runtime), so tests call the very
// functions `routegen generate` writes. And requests put in a form `toEqual` compares on the wire.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { emitSdk } from "../../generator/emit/index.js";
import type { SdkPlan } from "../../generator/plan/plan.js";
import type { RequestOptions } from "../../runtime/index.js";

export type GeneratedFunction = (params?: Record<string, unknown>) => RequestOptions;

/** The SDK's functions by the names users call (`issues.listForRepo`). */
export async function importSdk(plan: SdkPlan): Promise<Map<string, GeneratedFunction>> {
  const dir = mkdtempSync(join(tmpdir(), "routegen-sdk-"));
  for (const file of emitSdk(plan)) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.text);
  }
  const functions = new Map<string, GeneratedFunction>();
  for (const scope of plan.scopes) {
    const module = (await import(join(dir, scope.file))) as Record<string, GeneratedFunction>;
    for (const fn of scope.functions) functions.set(`${scope.exportName}.${fn.exportName}`, module[fn.exportName]!);
  }
  return functions;
}

/** A body as it goes on the wire: a FormData as its parts (a file by name, type and text), a Blob by type and text, bytes as numbers. */
async function wireBody(body: unknown): Promise<unknown> {
  if (body instanceof FormData) {
    const parts: [string, FormDataEntryValue][] = [];
    body.forEach((value, name) => parts.push([name, value]));
    return { FormData: await Promise.all(parts.map(async ([name, value]) => [name, await wireBody(value)])) };
  }
  if (body instanceof Blob)
    return { Blob: { ...(body instanceof File ? { name: body.name } : {}), type: body.type, text: await body.text() } };
  if (ArrayBuffer.isView(body)) return { bytes: [...new Uint8Array(body.buffer, body.byteOffset, body.byteLength)] };
  return body;
}

/** What a call returns, with its body on the wire, or the name of the error it throws. */
export async function wireOutcome(call: () => RequestOptions): Promise<{ value: unknown } | { $error: string }> {
  let request: RequestOptions;
  try {
    request = call();
  } catch (error) {
    return { $error: (error as Error | null)?.constructor?.name ?? String(error) };
  }
  return { value: "body" in request ? { ...request, body: await wireBody(request.body) } : request };
}
