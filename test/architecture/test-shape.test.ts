// Where a test lives (issue R): a test about one source file is at the mirrored path, so a newcomer finds
// it from the file's name (generator/load/openapi/security.ts is tested in
// test/generator/load/openapi/security.test.ts; a second file for the same module names what it adds:
// write/file-hashes.concurrent.test.ts). Tests about several files live in folders of their own, or are
// listed below with what they exercise.
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/examples.js";

/** Folders of test/ whose tests are about several files, or about no source file at all. */
const SEVERAL_FILES_FOLDERS = [
  "architecture",
  "bench-budgets",
  "corpus",
  "docs",
  "e2e",
  "github",
  "package",
  "support",
  "types",
  "wire",
];

/** Tests in test/generator/ or test/runtime/ about several source files, by what they exercise. */
const SEVERAL_FILES: Record<string, string> = {
  "generator/compile.test.ts": "the committed examples, type-checked by both compilers",
  "generator/examples.test.ts": "the committed examples are what the pipeline writes",
  "generator/generated-vs-endpoint.test.ts": "every generated call against endpoint() with the same parameters",
  "generator/hostile-text.test.ts": "hostile names and text through the whole pipeline",
  "generator/strictest.test.ts": "generated code under the strictest compiler flags",
  "generator/load/fuzz.test.ts": "the loader and the pipeline over mutated descriptions",
  "generator/load/openapi/versions.test.ts": "what each OpenAPI version adds, across the loader's files",
  "generator/write/concurrent.test.ts": "the writer, its lock and journal under concurrent runs",
  "generator/write/escapes.test.ts": "the writer against an output folder's links and paths that lead out",
  "generator/write/filesystem.test.ts": "the writer against file system permissions and times",
  "generator/write/full-disk.test.ts": "the writer's roll-back when the disk fills",
  "generator/write/kill.test.ts": "the writer's roll-back when a run is killed",
  "generator/write/tampered-manifest.property.test.ts":
    "the writer and the manifest's checks against tampered manifests",
  "runtime/conformance.test.ts": "the request-options builder against the shared conformance vectors",
  "runtime/differential.test.ts": "the request-options builder against @octokit/endpoint",
  "runtime/size.test.ts": "the runtime's bundle sizes",
  "runtime/url-expansion.test.ts":
    "the helpers generated urls are written with (call.ts, styles.ts, uri-template.ts) against the RFC 6570 suite",
};

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "dist" || entry.name === "node_modules" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [relative(ROOT, path)] : [];
  });
}

const TEST = join(ROOT, "test");
/** Every test file, as a path under test/. */
const tests = testFiles(TEST).map((file) => relative(TEST, file));
const sources = ["generator", "runtime", "templates"].flatMap((folder) => sourceFiles(join(ROOT, folder)));

/** The source file a test under test/ is named after: its path, up to the first dot of its name, `.ts`. */
function subjectOf(test: string): string {
  const slash = test.lastIndexOf("/");
  const name = test.slice(slash + 1);
  return `${test.slice(0, slash + 1)}${name.slice(0, name.indexOf("."))}.ts`;
}

const aboutSource = tests.filter((test) => !SEVERAL_FILES_FOLDERS.includes(test.split("/")[0]!));
/** The folders whose files tests mirror: the generator, the runtime and the templates it fills. */
const SOURCE_FOLDERS = ["generator/", "runtime/", "templates/"];
const inSourceFolders = aboutSource.filter((test) => SOURCE_FOLDERS.some((folder) => test.startsWith(folder)));

describe("where tests live", () => {
  it("is a folder of tests about several files, or test/generator/, test/runtime/ or test/templates/", () => {
    const elsewhere = aboutSource.filter((test) => !inSourceFolders.includes(test));
    expect(elsewhere, "move each beside what it tests, or to a folder of tests about several files").toEqual([]);
  });

  it("is the mirrored path of the source file a test is named after", () => {
    const listed = new Set(Object.keys(SEVERAL_FILES));
    const misplaced = inSourceFolders
      .filter((test) => !listed.has(test) && !existsSync(join(ROOT, subjectOf(test))))
      .map((test) => {
        const name = subjectOf(test).slice(subjectOf(test).lastIndexOf("/"));
        const namesakes = sources.filter((source) => source.endsWith(name));
        return `test/${test}: no ${subjectOf(test)}${namesakes.length ? `; is it about ${namesakes.join(" or ")}?` : ""}`;
      });
    expect(
      misplaced,
      "a test about one file is test/<its path>.test.ts; one about several is listed in SEVERAL_FILES",
    ).toEqual([]);
  });

  it("lists only tests that exist and are not at a mirrored path", () => {
    const stale = Object.keys(SEVERAL_FILES).filter(
      (test) => !tests.includes(test) || existsSync(join(ROOT, subjectOf(test))),
    );
    expect(stale, "remove these from the lists").toEqual([]);
  });

  it("knows a test's source file by its name up to the first dot", () => {
    expect(subjectOf("generator/write/file-hashes.concurrent.test.ts")).toBe("generator/write/file-hashes.ts");
    expect(subjectOf("generator/load/openapi/security.test.ts")).toBe("generator/load/openapi/security.ts");
  });
});
