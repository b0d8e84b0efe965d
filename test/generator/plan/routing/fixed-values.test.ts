import { describe, expect, it } from "vitest";
import type { Parameter, Schema } from "../../../../generator/model.js";
import { fixedValues } from "../../../../generator/plan/routing/fixed-values.js";
import { model, param, route, routing } from "../../../support/model.js";

const one = (value: string | number | boolean | null, extra: Partial<Schema> = {}): Schema =>
  ({ kind: "enum", values: [value], ...extra }) as Schema;

describe("fixedValues", () => {
  const keyOf = (p: Parameter) => p.name;
  // given a route's parameters, want the values it is sent with when a call leaves them out.
  it.each<[string, Parameter[], ReturnType<typeof fixedValues>]>([
    [
      "a required query enum of one",
      [param("Action", "query", { required: true, schema: one("DescribeInstances") })],
      { params: { Action: "DescribeInstances" } },
    ],
    [
      "a required path enum of one",
      [param("name", "path", { schema: one("default") })],
      { params: { name: "default" } },
    ],
    ["a required number", [param("v", "query", { required: true, schema: one(2) })], { params: { v: 2 } }],
    [
      "a required header, by its lowercase name, as text",
      [param("X-Amz-Target", "header", { required: true, schema: one("Svc.Op") })],
      { headers: { "x-amz-target": "Svc.Op" } },
    ],
    [
      "a boolean header",
      [param("X-Confirm", "header", { required: true, schema: one(true) })],
      { headers: { "x-confirm": "true" } },
    ],
    ["a required cookie", [param("mode", "cookie", { required: true, schema: one("a") })], { params: { mode: "a" } }],
    ["an optional one: the API takes it absent", [param("Action", "query", { schema: one("X") })], undefined],
    [
      "an enum of two",
      [param("s", "query", { required: true, schema: { kind: "enum", values: ["a", "b"] } })],
      undefined,
    ],
    [
      "a nullable enum of one",
      [param("s", "query", { required: true, schema: one("a", { nullable: true }) })],
      undefined,
    ],
    ["null alone", [param("s", "query", { required: true, schema: one(null) })], undefined],
    [
      "a parameter sent as JSON text",
      [param("s", "query", { required: true, schema: one("a"), json: true })],
      undefined,
    ],
    ["a string", [param("s", "query", { required: true })], undefined],
    [
      "a header value no header can hold: the call's to give, and the runtime's to refuse",
      [param("X-Mode", "header", { required: true, schema: one("a\r\nx-injected: 1") })],
      undefined,
    ],
    ["a header of a name no header has", [param("X Mode", "header", { required: true, schema: one("a") })], undefined],
    [
      "a header's first spelling decides",
      [
        param("X-Mode", "header", { required: true, schema: { kind: "string" } }),
        param("x-mode", "header", { required: true, schema: one("a") }),
      ],
      undefined,
    ],
  ])("%s", (_, parameters, want) => {
    expect(fixedValues(parameters, keyOf, model([]))).toEqual(want);
  });

  it("reads an enum through a named type", () => {
    const named = model(
      [],
      [{ name: "Version", schema: one("2016-11-15"), source: { file: "api.yaml", pointer: "#/v" } }],
    );
    expect(
      fixedValues(
        [param("Version", "query", { required: true, schema: { kind: "ref", name: "Version" } })],
        keyOf,
        named,
      ),
    ).toEqual({ params: { Version: "2016-11-15" } });
  });
});

describe("a route's fixed values in its plan", () => {
  const aws = route({
    method: "POST",
    url: "/",
    parameters: [
      param("Action", "query", { required: true, schema: one("SendMessage") }),
      param("QueueUrl", "query", { required: true }),
      param("X-Amz-Target", "header", { required: true, schema: one("Svc.SendMessage") }),
      param("X-Trace", "header", { required: true }),
    ],
  });

  it("are optional to a call, each saying the value it is sent with", () => {
    const plan = routing(aws);
    expect(plan.fixed).toEqual({ params: { Action: "SendMessage" }, headers: { "x-amz-target": "Svc.SendMessage" } });
    expect(plan.fields.map((f) => [f.key, f.required])).toEqual([
      ["Action", false],
      ["QueueUrl", true],
      ["headers", true],
    ]);
    expect(plan.fields[0]!.description).toBe("Sent as `SendMessage` when left out, the only value the API takes.");
    const headers = plan.fields[2]!.schema;
    expect(headers.kind === "object" && headers.properties.map((p) => [p.name, p.required])).toEqual([
      ["x-amz-target", false],
      ["x-trace", true],
    ]);
  });

  it("leave the headers optional when every required header is fixed", () => {
    const plan = routing({ ...aws, parameters: aws.parameters.filter((p) => p.name !== "X-Trace") });
    expect(plan.fields.find((f) => f.key === "headers")?.required).toBe(false);
  });
});
