import { describe, expect, it } from "vitest";
import { loadOpenApi } from "../../../../generator/load/openapi/index.js";
import { parseSourceDocument } from "../../../../generator/load/source.js";

// What a description says that routegen does not turn into code is said, not dropped: keys it does not
// know in path items and operations (a warning each, at the key). Security schemes are read
// (security.test.ts).

const document = (paths: string, extra = "") => `openapi: 3.1.0
info: { title: t, version: "1" }
servers: [{ url: "https://api.example.com" }]
paths:
${paths}${extra}`;

const ok = `  /pets:
    get:
      responses: { "200": { description: ok } }
`;

function said(text: string) {
  return loadOpenApi(parseSourceDocument("api.yaml", text)).diagnostics.map(({ code, severity, message, pointer }) => ({
    code,
    severity,
    message,
    pointer,
  }));
}

describe("parts routegen does not turn into code", () => {
  it.each([
    { name: "nothing ignored: nothing said", given: document(ok), want: [] },
    {
      name: "a method in upper case",
      given: document(`${ok}    POST:\n      responses: { "201": { description: ok } }\n`),
      want: [
        {
          code: "unknown-key",
          severity: "warning",
          message: expect.stringContaining("methods are lower case (`post`)"),
          pointer: "#/paths/~1pets/POST",
        },
      ],
    },
    {
      name: "an OpenAPI 3.2 method is read: nothing said",
      given: document(`${ok}    query:\n      responses: { "200": { description: ok } }\n`),
      want: [],
    },
    {
      name: "a misspelt key of an additional operation",
      given: document(
        `${ok}    additionalOperations:\n      COPY:\n        paramters: []\n        responses: { "200": { description: ok } }\n`,
      ),
      want: [
        {
          code: "unknown-key",
          severity: "warning",
          message: "unknown key `paramters` in an operation: ignored (did you mean `parameters`?)",
          pointer: "#/paths/~1pets/additionalOperations/COPY/paramters",
        },
      ],
    },
    {
      name: "a misspelt key of an operation, with what it may have meant",
      given: document(
        `  /pets:\n    get:\n      paramters: [{ name: q, in: query }]\n      responses: { "200": { description: ok } }\n`,
      ),
      want: [
        {
          code: "unknown-key",
          severity: "warning",
          message: "unknown key `paramters` in an operation: ignored (did you mean `parameters`?)",
          pointer: "#/paths/~1pets/get/paramters",
        },
      ],
    },
    {
      name: "extensions are left alone",
      given: document(
        `  /pets:\n    x-private: true\n    get:\n      x-rate: 5\n      responses: { "200": { description: ok } }\n`,
      ),
      want: [],
    },
  ])("$name", ({ given, want }) => {
    expect(said(given)).toEqual(want);
  });
});
