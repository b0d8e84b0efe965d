import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import { bundleSize } from "../bench/bundle-size.js";
import { RUNTIME_SOURCE } from "../bench/workspace.js";
import { ROOT } from "../support/examples.js";
import { COMPILERS, typeCheck } from "../support/compile.js";
import { GITHUB_DESCRIPTION } from "../support/github.js";

// Types that help: a consumer of the generated GitHub SDK that uses five functions type-checks under
// strict flags; a missing `owner`, a wrong `state` and an unknown parameter are rejected (each
// `@ts-expect-error` must meet its error, or tsc fails); the response type of issues.listForRepo is
// inferred from the request options.
const CONSUMER = `
import { toFetch, type ResponseOf } from "@routegen/runtime";
import { endpoint, issues, pulls, repos, users, type Issue } from "./sdk/index.js";

const github = endpoint.defaults({ headers: { authorization: "token secret" } });

const list = issues.listForRepo({ owner: "octokit", repo: "rest.js", state: "open", per_page: 5 }, github);
const created = issues.create({ owner: "o", repo: "r", title: "Bug", labels: ["bug"] });
const pull = pulls.get({ owner: "o", repo: "r", pull_number: 1 });
const repo = repos.get({ owner: "o", repo: "r" });
const me = users.getAuthenticated();

// The response type travels with the request options.
type Listed = ResponseOf<typeof list>;
const listed: Listed = [] as Issue[];
const back: Issue[] = [] as Listed;
const title: string | undefined = listed[0]?.title;
const number: number = ({} as ResponseOf<typeof pull>).number;
void [created, repo, me, back, title, number, toFetch(list)];

// @ts-expect-error: \`owner\` is required
issues.listForRepo({ repo: "rest.js" });

// @ts-expect-error: "opened" is not a state
issues.listForRepo({ owner: "o", repo: "r", state: "opened" });

// @ts-expect-error: \`colour\` is not a parameter of this route
issues.listForRepo({ owner: "o", repo: "r", colour: "red" });
`;

/** The README's first example (its "Ten lines"), importing the SDK from `sdk/` instead of `github/`. */
function readmeExample(): string {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const code = /## Ten lines\n+```ts\n([^]*?)```/.exec(readme)?.[1];
  if (!code) throw new Error("README.md has no TypeScript block under \"Ten lines\"");
  return code.replaceAll("./github/", "./sdk/");
}

describe("a consumer of the GitHub SDK", () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "routegen-consumer-"));
    await generate({ input: GITHUB_DESCRIPTION, output: join(dir, "sdk"), force: true });
    writeFileSync(join(dir, "consumer.ts"), CONSUMER);
    // An ES module (top-level await); the strict settings load no Node types, so `process` is declared.
    writeFileSync(join(dir, "readme.mts"), `declare const process: { env: Record<string, string | undefined> };\n${readmeExample()}`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("type-checks under strict flags, with the three mistakes rejected", () => {
    expect(typeCheck(COMPILERS["TypeScript 5.9"], [join(dir, "consumer.ts")])).toBe("");
  });

  it("fails to type-check when a rejected mistake is made valid", () => {
    // The same file with `colour` removed: its @ts-expect-error is then unused, which tsc reports.
    writeFileSync(join(dir, "consumer.ts"), CONSUMER.replace(', colour: "red"', ""));
    expect(typeCheck(COMPILERS["TypeScript 5.9"], [join(dir, "consumer.ts")])).toContain("TS2578");
  });

  it("takes the README's ten lines as written: they type-check", () => {
    expect(typeCheck(COMPILERS["TypeScript 5.9"], [join(dir, "readme.mts")])).toBe("");
  });

  it("bundles the README's ten lines without the generic builder: its defaults are plain data", async () => {
    const { inputs } = await bundleSize(readmeExample(), dir, RUNTIME_SOURCE);
    const runtime = inputs.map(({ path }) => path.replace(/^.*runtime\//, "")).filter((path) => !path.includes("sdk/"));
    expect(runtime).toContain("defaults.ts");
    for (const builder of ["endpoint.ts", "merge.ts", "parse.ts", "uri-template.ts", "expand.ts"]) expect(runtime).not.toContain(builder);
  });
});
