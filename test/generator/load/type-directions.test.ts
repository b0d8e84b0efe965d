import { describe, expect, it } from "vitest";
import type { NamedType, Property, Schema } from "../../../generator/model.js";
import { typesByDirection } from "../../../generator/load/type-directions.js";
import { planSdk } from "../../../generator/plan/plan.js";
import { body, model, route, source, string } from "../../support/model.js";

// Each schema read in the direction it travels (generator/load/type-directions.ts): read-only members
// never sent, write-only ones never received, and a second named type only where the two differ.

const prop = (name: string, extra: Partial<Property> = {}): Property => ({
  name,
  required: true,
  schema: string,
  ...extra,
});
const object = (...properties: Property[]): Schema => ({ kind: "object", properties });
const ref = (name: string): Schema => ({ kind: "ref", name });
const named = (name: string, schema: Schema): NamedType => ({ name, schema, source });
const user = named("user", object(prop("id", { readOnly: true }), prop("name"), prop("password", { writeOnly: true })));
const team = named("team", object(prop("lead", { schema: ref("user") }), prop("tag", { schema: ref("tag") })));
const tag = named("tag", object(prop("label")));
const returns = (schema: Schema) => [{ status: "200", contentType: "application/json", schema }];

describe("types by direction", () => {
  it("leaves a model whose types agree both ways as it is", () => {
    const given = model(
      [route({ method: "POST", url: "/t", body: body(ref("tag")), responses: returns(ref("tag")) })],
      [tag],
    );
    expect(typesByDirection(given)).toBe(given);
  });

  it("reads a request's schemas as sent and a response's as received, with the sent forms a request refers to", () => {
    const given = model(
      [
        route({
          method: "PUT",
          url: "/teams",
          body: body({ kind: "array", items: ref("team") }),
          responses: returns(ref("team")),
        }),
      ],
      [user, team, tag],
    );
    const directed = typesByDirection(given);
    expect(directed.routes[0]!.body!.contents[0]!.schema).toEqual({ kind: "array", items: ref("teamInput") });
    expect(directed.routes[0]!.responses[0]!.schema).toEqual(ref("team"));
    expect(directed.types).toEqual([
      named("user", object(prop("id", { readOnly: true }), prop("name"))),
      team,
      tag,
      {
        ...named("teamInput", object(prop("lead", { schema: ref("userInput") }), prop("tag", { schema: ref("tag") }))),
        sentFormOf: "team",
      },
      { ...named("userInput", object(prop("name"), prop("password", { writeOnly: true }))), sentFormOf: "user" },
    ]);
  });

  it("keeps the members of an object that all go the other way as members no value has, so that it is no `any object`", () => {
    const stamp = named("stamp", object(prop("id", { readOnly: true }), prop("at", { readOnly: true })));
    const given = model([route({ method: "PUT", url: "/s", body: body(ref("stamp")) })], [stamp]);
    const never: Schema = { kind: "enum", values: [] };
    expect(typesByDirection(given).types[1]!.schema).toEqual(
      object(
        prop("id", { readOnly: true, required: false, schema: never }),
        prop("at", { readOnly: true, required: false, schema: never }),
      ),
    );
  });

  it("reads a webhook's payload as received: the API sends it", () => {
    const given = {
      ...model([route({ method: "POST", url: "/users", body: body(ref("user")) })], [user]),
      webhooks: [{ kind: "webhook" as const, name: "created", method: "POST", body: body(ref("user")), source }],
    };
    const directed = typesByDirection(given);
    expect(directed.webhooks![0]!.body!.contents[0]!.schema).toEqual(ref("user"));
    expect(directed.routes[0]!.body!.contents[0]!.schema).toEqual(ref("userInput"));
  });

  it("adds no sent form that nothing sent refers to", () => {
    const given = model([route({ method: "GET", url: "/teams", responses: returns(ref("team")) })], [user, team, tag]);
    expect(typesByDirection(given).types.map((t) => t.name)).toEqual(["user", "team", "tag"]);
  });

  it("names a sent form after its type's identifier, `Input` after it, and numbers it when that is taken", () => {
    const taken = named("UserInput", string);
    const given = model(
      [route({ method: "POST", url: "/users", body: body({ kind: "array", items: ref("user") }) })],
      [user, taken],
    );
    const plan = planSdk(typesByDirection(given));
    expect(plan.types.map((t) => [t.name, t.identifier, t.file, t.sentFormOf])).toEqual([
      ["user", "User", "types/user.ts", undefined],
      ["UserInput", "UserInput", "types/user-input.ts", undefined],
      ["userInput", "UserInput2", "types/user-input2.ts", "User"],
    ]);
  });
});
