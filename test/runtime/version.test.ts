import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { endpoint, VERSION } from "../../runtime/index.js";

it("VERSION is package.json's version, and the root user-agent carries it", () => {
  const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  expect(VERSION).toBe(version);
  expect(endpoint.DEFAULTS.headers["user-agent"]).toBe(`routegen/${version}`);
});
