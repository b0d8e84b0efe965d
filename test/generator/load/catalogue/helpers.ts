import { join } from "node:path";
import { expect } from "vitest";
import type { Diagnostic } from "../../../../generator/diagnostics.js";
import { loadCatalogue } from "../../../../generator/load/catalogue.js";
import { parseSourceDocument } from "../../../../generator/load/source.js";
import type { Route } from "../../../../generator/model.js";
import { positionOf, thrownDiagnostics } from "../../../support/diagnostics.js";
import { ROOT } from "../../../support/examples.js";

// What the catalogue loader's tests share: catalogues written inline, loaded, and their diagnostics.

export const FILE = "catalogue.yaml";
export const FIXTURES = join(ROOT, "test/fixtures/catalogue");
export const EXAMPLE = join(ROOT, "examples/catalogue/routes.yaml");

/** Inline YAML without the indentation of the test source. */
export function yaml(strings: TemplateStringsArray, ...values: unknown[]): string {
  const lines = String.raw({ raw: strings }, ...values)
    .replace(/^\n/, "")
    .split("\n");
  const indent = Math.min(
    ...lines.filter((line) => line.trim() !== "").map((line) => line.length - line.trimStart().length),
  );
  return lines.map((line) => line.slice(indent)).join("\n");
}

export function load(text: string) {
  return loadCatalogue(parseSourceDocument(FILE, text));
}

/** The one route of a catalogue whose only route is `r`. */
export function routeOf(routeYaml: string, types = ""): Route {
  const { model, diagnostics } = load(`${types}routes:\n  r:\n${routeYaml.replace(/^/gm, "    ")}\n`);
  expect(diagnostics).toEqual([]);
  expect(model.routes).toHaveLength(1);
  return model.routes[0]!;
}

/** The diagnostics of a catalogue the loader rejects. */
export function rejection(text: string): Diagnostic[] {
  return thrownDiagnostics(() => load(text));
}

/** The single diagnostic with `code`, checked to be placed at `pointer`, at the text `snippet`. */
export function expectDiagnostic(
  diagnostics: Diagnostic[],
  text: string,
  code: string,
  pointer: string,
  snippet: string,
): Diagnostic {
  const found = diagnostics.filter((d) => d.code === code);
  expect(found.map((d) => d.pointer)).toEqual([pointer]);
  const diagnostic = found[0]!;
  expect(diagnostic).toMatchObject({ file: FILE, pointer, ...positionOf(text, snippet) });
  return diagnostic;
}
