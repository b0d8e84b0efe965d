import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import { COMPILERS, typeCheck } from "../support/compile.js";
import { GITHUB_DESCRIPTION } from "../support/github.js";

// Types that help: a consumer of the generated GitHub SDK that uses five functions type-checks under
// strict flags; a missing `owner`, a wrong `state` and an unknown parameter are rejected (each
// `@ts-expect-error` must meet its error, or tsc fails); the response type of issues.listForRepo is
// inferred from the request options. (The README's ten lines, once GitHub's, are test/docs/readme.test.ts's.)
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

describe("a consumer of the GitHub SDK", () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "routegen-consumer-"));
    await generate({ input: GITHUB_DESCRIPTION, output: join(dir, "sdk"), force: true });
    writeFileSync(join(dir, "consumer.ts"), CONSUMER);
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
});
