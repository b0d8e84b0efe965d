// One description on the wire, as test/wire/every-function.ts checks a fixture, outside vitest: every
// generated function called with random valid values through `toFetch` and fetch to the validating
// server. Prints one JSON line: the functions, those that passed, and each failure with the call that
// failed and the server's verdict on it. Run by run.ts in a process of its own, under a time limit
// (the value draws of a few descriptions' schemas take minutes).
import fc from "fast-check";
import { drawsFor } from "../support/wire-draws.js";
import { wireSdk } from "../support/wire-sdk.js";
import { checkCall } from "../wire/every-function.js";
import { isFetchable } from "../../generator/plan/routing/index.js";

const [file, runs = "10"] = process.argv.slice(2);
const sdk = await wireSdk(file!);
// fetch refuses CONNECT, TRACE and TRACK (routegen notes them: method-not-fetchable): those functions
// are counted, not sent.
const sendable = sdk.functions.filter((f) => isFetchable(f.method));
const failures: { operation: string; error: string; url?: string; verdict?: unknown; body?: string }[] = [];
try {
  const draws = drawsFor(sdk.description);
  for (const f of sendable) {
    const operation = `${f.method} ${f.path}`;
    if (process.env.WIRE_TRACE) console.error(new Date().toISOString().slice(11, 19), operation);
    try {
      const result = await fc.check(
        fc.asyncProperty(draws(f), (draw) => checkCall(sdk, f, draw).then(() => undefined)),
        { numRuns: Number(runs) },
      );
      if (!result.failed) continue;
      const failure: (typeof failures)[number] = {
        operation,
        error: String((result.errorInstance as Error | undefined)?.message ?? "no counterexample").slice(0, 500),
      };
      const draw = result.counterexample?.[0];
      if (draw) {
        const options = f.call(draw.params);
        const verdict = await sdk.send(options).catch((error: unknown) => String(error));
        Object.assign(failure, {
          url: options.url,
          verdict: typeof verdict === "string" ? verdict : { operationId: verdict.operationId, errors: verdict.errors },
        });
        // Traced, the body too: a form's pairs or text as sent, a JSON value as its JSON.
        if (process.env.WIRE_TRACE && options.body !== undefined)
          failure.body = (typeof options.body === "string" ? options.body : (JSON.stringify(options.body) ?? "")).slice(
            0,
            2000,
          );
      }
      failures.push(failure);
    } catch (error) {
      failures.push({ operation, error: String(error).slice(0, 500) });
    }
  }
} finally {
  await sdk.close();
}
const unsendable = sdk.functions.length - sendable.length;
console.log(
  JSON.stringify({ functions: sendable.length, passed: sendable.length - failures.length, unsendable, failures }),
);
process.exit(0);
