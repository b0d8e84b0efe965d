import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../../generator/diagnostics.js";
import { generate } from "../../../generator/generate.js";
import type { Webhook } from "../../../generator/model.js";
import { planWebhooks } from "../../../generator/plan/webhooks.js";
import { ROOT } from "../../support/examples.js";
import { COMPILERS, typeCheck } from "../../support/compile.js";

// Webhooks and callbacks are requests the API sends: no function, but a type for each body, for the
// server that receives them, and one note saying so.

const FIXTURE = join(ROOT, "test/fixtures/openapi/webhooks/api.yaml");

describe("names of webhook types", () => {
  const source = { file: "api.yaml", pointer: "#/webhooks/x/post" };
  const body = {
    contents: [{ mediaType: "application/json", encoding: "json" as const, schema: { kind: "string" as const } }],
    required: true,
    source,
  };
  const hook = (name: string, method = "POST", extra: Partial<Webhook> = {}): Webhook => ({
    kind: "webhook",
    name,
    method,
    body,
    source,
    ...extra,
  });
  const withoutBody = ({ body: _body, ...rest }: Webhook): Webhook => rest;

  it.each([
    { name: "a webhook, sent as POST", given: [hook("new-pet")], want: ["NewPetWebhook"] },
    { name: "another method is named", given: [hook("newPet", "PUT")], want: ["NewPetPutWebhook"] },
    {
      name: "a callback, after its operation",
      given: [hook("onData", "POST", { kind: "callback", operation: "pets/create-subscription", url: "{$url}" })],
      want: ["PetsCreateSubscriptionOnDataCallback"],
    },
    { name: "no body: nothing to type", given: [withoutBody(hook("ping"))], want: [] },
    { name: "a name a named type has: numbered", given: [hook("pet")], taken: ["PetWebhook"], want: ["PetWebhook2"] },
    {
      name: "two that meet: numbered",
      given: [hook("new-pet"), hook("newPet")],
      want: ["NewPetWebhook", "NewPetWebhook2"],
    },
  ])("$name", ({ given, taken, want }) => {
    const diagnostics: Diagnostic[] = [];
    const planned = planWebhooks(given, taken ?? [], diagnostics);
    expect(planned.map((p) => p.identifier)).toEqual(want);
    expect(diagnostics.map((d) => d.code)).toEqual(want.some((n) => /\d$/.test(n)) ? ["name-collision"] : []);
  });
});

describe("webhooks.ts", () => {
  const dir = mkdtempSync(join(tmpdir(), "routegen-webhooks-"));
  const output = join(dir, "sdk");

  it("is generated beside the types, exported by the index, and the scope named `webhooks` moves aside", async () => {
    await generate({ input: FIXTURE, output });
    const index = readFileSync(join(output, "index.ts"), "utf8");
    expect(index).toContain('export type * from "./webhooks.js";');
    expect(index).toContain('export * as webhooks from "./webhooks2.js";');
    const text = readFileSync(join(output, "webhooks.ts"), "utf8");
    expect(text).toContain('import type { Pet } from "./types/pet.js";');
    expect(text).toContain("export type NewPetWebhook = Pet;");
    expect(text).toContain("export type PetDeletedDeleteWebhook = string;");
    expect(text).toContain("export interface CreateSubscriptionOnDataCallback {");
    expect(text).not.toContain("Ping");
  });

  it.each(Object.entries(COMPILERS))("types what a server receives, under strict flags (%s)", (_, compiler) => {
    const consumer = join(dir, "server.ts");
    writeFileSync(
      consumer,
      [
        'import type { CreateSubscriptionOnDataCallback, NewPetWebhook, PetDeletedDeleteWebhook } from "./sdk/index.js";',
        'export const pet: NewPetWebhook = { id: 1, name: "Rex" };',
        'export const data: CreateSubscriptionOnDataCallback = { timestamp: "2026-01-01", pets: [pet] };',
        'export const text: PetDeletedDeleteWebhook = "gone";',
        "// @ts-expect-error: a pet's id is required",
        'export const nameless: NewPetWebhook = { name: "Rex" };',
        "// @ts-expect-error: the callback's timestamp is required",
        "export const empty: CreateSubscriptionOnDataCallback = {};",
      ].join("\n"),
    );
    expect(typeCheck(compiler, [consumer, join(output, "index.ts")])).toBe("");
  });
});
