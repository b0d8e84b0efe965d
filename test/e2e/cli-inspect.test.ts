import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Endpoint, RequestOptions } from "../../runtime/index.js";
import { routegen } from "../support/cli.js";
import { ROOT } from "../support/examples.js";

// `routegen inspect` and `routegen explain` as processes. The request inspect prints is checked against
// the committed example SDK itself: the generated function, called with the same parameters, returns it.

type Generated = (params: Record<string, unknown>, builder?: Endpoint) => RequestOptions;

async function generatedFunction(example: "catalogue" | "openapi", file: string, name: string): Promise<Generated> {
  const module = (await import(`${ROOT}examples/${example}/sdk/${file}`)) as Record<string, Generated>;
  return module[name]!;
}

interface Inspection {
  name: string;
  file: string;
  source: string;
  params: Record<string, unknown>;
  request: RequestOptions;
}

function inspect(...args: string[]): Inspection {
  const run = routegen(["inspect", ...args, "--json"]);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Inspection;
}

const CATALOGUE = ["--input", "examples/catalogue/routes.yaml"];
const OPENAPI = ["--input", "examples/openapi/api.yaml"];

describe("routegen inspect", () => {
  it("prints the function's source and the request it builds", () => {
    const run = routegen(["inspect", "issues.listForRepo", "owner=octokit", "repo=rest.js", "state=open", "per_page=5", ...CATALOGUE]);
    expect(run.code, run.stderr).toBe(0);
    const committed = readFileSync(`${ROOT}examples/catalogue/sdk/issues.ts`, "utf8");
    const source = run.stdout.slice(run.stdout.indexOf("\n") + 1, run.stdout.indexOf("\n// issues.listForRepo("));
    // The declarations are the committed module's own text.
    expect(committed).toContain(source.trim());
    expect(source).toContain("export function listForRepo(");
    expect(run.stdout).toContain('"url": "https://api.example.test/repos/octokit/rest.js/issues?state=open&per_page=5"');
  });

  it("reads values by their parameter's type, and builds what the generated function builds", async () => {
    const cases: [string[], "catalogue" | "openapi", string, string][] = [
      [["issues.create", "owner=o", "repo=r", "title=Bug", "labels=bug,ui", "milestone=3", ...CATALOGUE], "catalogue", "issues.ts", "create"],
      [["issues.listForRepo", "owner=o", "repo=123", "since=", "per_page=50", ...CATALOGUE], "catalogue", "issues.ts", "listForRepo"],
      [["notes.listNotes", "tag=a", "tag=b", 'filter={"state":"open"}', "fields=id,title", "x-request-id=abc", "limit=3", ...OPENAPI], "openapi", "notes.ts", "listNotes"],
      [["search", "q=a/b", "in=title,body", "sort=updated,title", ...OPENAPI], "openapi", "search.ts", "search"],
      [["GET", "/calendar{month}{days}", "month=[2024,5]", "days=1,2,3", ...OPENAPI], "openapi", "notes.ts", "getCalendar"],
      [["notes.updateNote", "noteId=n1", "title=x", "due=null", ...OPENAPI], "openapi", "notes.ts", "updateNote"],
    ];
    for (const [args, example, file, name] of cases) {
      const inspection = inspect(...args);
      const generated = await generatedFunction(example, file, name);
      expect(inspection.request, args.join(" ")).toEqual(JSON.parse(JSON.stringify(generated(inspection.params))));
    }
    const { params } = inspect("issues.create", "owner=o", "repo=r", "title=Bug", "labels=bug,ui", "milestone=3", ...CATALOGUE);
    expect(params).toEqual({ owner: "o", repo: "r", title: "Bug", labels: ["bug", "ui"], milestone: 3 });
    expect(inspect("issues.listForRepo", "owner=o", "repo=123", "since=", ...CATALOGUE).params).toEqual({ owner: "o", repo: "123", since: "" });
  });

  it("finds routes by operationId and route string, and suggests names for typos", () => {
    expect(inspect("listNotes", ...OPENAPI).name).toBe("notes.listNotes");
    expect(inspect("GET /notes/{noteId}", "noteId=1", ...OPENAPI).request.url).toBe("https://api.notes.example.com/v1/notes/1");

    const typo = routegen(["inspect", "issues.lisForRepo", ...CATALOGUE]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("no route `issues.lisForRepo` in this API. Did you mean `issues.listForRepo`?");
    const param = routegen(["inspect", "issues.listForRepo", "owner=o", "stat=open", ...CATALOGUE]);
    expect(param.code).toBe(2);
    expect(param.stderr).toContain("unknown parameter `stat`. Did you mean `state`?");
    const number = routegen(["inspect", "issues.listForRepo", "per_page=many", ...CATALOGUE]);
    expect(number.stderr).toContain("`per_page` is a number, not `many`");
    const missing = routegen(["inspect", "issues.listForRepo", "owner=o", ...CATALOGUE]);
    expect(missing.code).toBe(0);
    expect(missing.stderr).toContain("missing required parameter `repo` (url)");
  });
});

describe("routegen explain", () => {
  it("places the route and each parameter in the catalogue, and says where each goes and why", () => {
    const run = routegen(["explain", "actions.deleteCacheByKey", ...CATALOGUE]);
    expect(run.code, run.stderr).toBe(0);
    const lines = readFileSync(`${ROOT}examples/catalogue/routes.yaml`, "utf8").split("\n");
    // Every location printed is a real place: the line it names holds what it points at.
    const places = [...run.stdout.matchAll(/examples\/catalogue\/routes\.yaml:(\d+):(\d+) \(#\/routes\/actions\.deleteCacheByKey(?:\/params\/(\w+))?\)/g)];
    expect(places.length).toBe(5);
    for (const [, line, column, param] of places) {
      const text = lines[Number(line) - 1]!;
      expect(text.slice(Number(column) - 1)).toMatch(new RegExp(`^${param ?? "actions\\.deleteCacheByKey"}:`));
    }
    expect(run.stdout).toContain("function    deleteCacheByKey in actions.ts (scope and name from the catalogue key `actions.deleteCacheByKey`)");
    expect(run.stdout).toMatch(/owner\s+url, required string\n\s+a variable of the url template `\{owner\}`/);
    expect(run.stdout).toMatch(/key\s+query, required string\n\s+a query parameter of a DELETE route: routegen writes it into the url as `key` of `\{\?key,ref\}`/);
    expect(run.stdout).toContain("root builder (endpoint.ts): the API's defaults, examples/catalogue/routes.yaml:9:1 (#/defaults)");
    expect(run.stdout).toContain("baseUrl https://api.example.test");
  });

  it("explains bodies, headers, styles and absolute urls of an OpenAPI description", () => {
    const copy = routegen(["explain", "folders.copyNote", ...OPENAPI]).stdout;
    expect(copy).toMatch(/data\s+data, required \{ folder: string \}\n\s+body property `folder` has the name of a url\/query parameter/);
    expect(copy).toContain("body-param-collision");

    const upload = routegen(["explain", "uploadAttachment", ...OPENAPI]).stdout;
    expect(upload).toContain("(absolute: the builder's baseUrl is not used)");
    expect(upload).toMatch(/content-type: application\/octet-stream {2}\(the body's media type, examples\/openapi\/api\.yaml:\d+:\d+/);
    expect(upload).toMatch(/content-length: number {2}examples\/openapi\/api\.yaml:\d+:\d+ \(#\/paths\/~1notes~1\{noteId\}~1attachments~1\{name\}\/put\/parameters\/2\)/);

    const list = routegen(["explain", "notes.listNotes", ...OPENAPI]).stdout;
    expect(list).toMatch(/fields\s+query, optional .*\n\s+an array or object: routegen writes it into the url as `fields` of `\{\?tag\*,fields,filter\*,period\*\}` so it is sent comma-separated \(explode: false\)/);
    expect(list).toContain("its keys become `name[key]` first (OpenAPI deepObject)");
    expect(list).toMatch(/limit\s+query, optional number\n\s+not in the url: a GET request sends the remaining parameters in the query string\n\s+examples\/openapi\/api\.yaml:\d+:\d+ \(#\/components\/parameters\/limit\)/);

    const create = routegen(["explain", "createNote", ...OPENAPI]).stdout;
    expect(create).toMatch(/title\s+body, required string\n\s+not in the url: a POST request sends the remaining parameters as the keys of its JSON body\n\s+examples\/openapi\/api\.yaml:\d+:\d+ \(#\/components\/schemas\/NewNote\/properties\/title\)/);
    expect(create).toContain("scope `notes` from the first tag `notes`, name from the operationId `createNote`");
  });
});
