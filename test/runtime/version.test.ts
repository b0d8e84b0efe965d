import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { endpoint, VERSION } from "../../runtime/index.js";

const versionOf = (path: string) =>
  (JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as { version: string }).version;

it("VERSION is package.json's version, and the root user-agent carries it", () => {
  const version = versionOf("../../package.json");
  expect(VERSION).toBe(version);
  expect(endpoint.DEFAULTS.headers["user-agent"]).toBe(`routegen/${version}`);
});

it("the runtime package is released with the generator: the same version", () => {
  expect(versionOf("../../runtime/package.json")).toBe(versionOf("../../package.json"));
});
