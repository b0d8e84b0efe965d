import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Defaults, Endpoint, RequestOptions } from "../../runtime/index.js";
import { routegen, tempDir } from "../support/cli.js";
import { ROOT } from "../support/examples.js";

// `routegen inspect` and `routegen explain` as processes. The request inspect prints is checked against
// the committed example SDK itself: the generated function, called with the same parameters, returns it.

type Generated = (params: Record<string, unknown>, builder?: Endpoint | Defaults) => RequestOptions;

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
/** A value of the upload's required `X-Checksum-SHA256` header. */
const SHA = "ab".repeat(32);

describe("routegen inspect", () => {
  it("prints the function's source and the request it builds", () => {
    const run = routegen([
      "inspect",
      "issues.listForRepo",
      "owner=octokit",
      "repo=rest.js",
      "state=open",
      "per_page=5",
      ...CATALOGUE,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const committed = readFileSync(`${ROOT}examples/catalogue/sdk/issues.ts`, "utf8");
    const source = run.stdout.slice(run.stdout.indexOf("\n") + 1, run.stdout.indexOf("\n// issues.listForRepo("));
    // The declarations are the committed module's own text.
    expect(committed).toContain(source.trim());
    expect(source).toContain("export function listForRepo(");
    expect(run.stdout).toContain(
      '"url": "https://api.example.test/repos/octokit/rest.js/issues?state=open&per_page=5"',
    );
  });

  it("reads values by their parameter's type, and builds what the generated function builds", async () => {
    const cases: [string[], "catalogue" | "openapi", string, string][] = [
      [
        ["issues.create", "owner=o", "repo=r", "title=Bug", "labels=bug,ui", "milestone=3", ...CATALOGUE],
        "catalogue",
        "issues.ts",
        "create",
      ],
      [
        ["issues.listForRepo", "owner=o", "repo=123", "since=", "per_page=50", ...CATALOGUE],
        "catalogue",
        "issues.ts",
        "listForRepo",
      ],
      [
        [
          "notes.listNotes",
          "tag=a",
          "tag=b",
          'filter={"state":"open"}',
          "fields=id,title",
          "x-request-id=abc",
          "limit=3",
          ...OPENAPI,
        ],
        "openapi",
        "notes.ts",
        "listNotes",
      ],
      [["search", "q=a/b", "in=title,body", "sort=updated,title", ...OPENAPI], "openapi", "search.ts", "search"],
      [
        ["GET", "/calendar{month}{days}", "month=[2024,5]", "days=1,2,3", ...OPENAPI],
        "openapi",
        "notes.ts",
        "getCalendar",
      ],
      [["notes.updateNote", "noteId=n1", "title=x", "due=null", ...OPENAPI], "openapi", "notes.ts", "updateNote"],
      [["feedback.sendFeedback", "message=a b&c", "rating=5", ...OPENAPI], "openapi", "feedback.ts", "sendFeedback"],
    ];
    // inspect runs a secured route with a stand-in for its first alternative's credential (REDACTED).
    const { defaults } = (await import(`${ROOT}examples/openapi/sdk/endpoint.ts`)) as {
      defaults: (options: object) => Defaults;
    };
    const standIn = { openapi: defaults({ auth: { token: "REDACTED" } }), catalogue: undefined };
    for (const [args, example, file, name] of cases) {
      const inspection = inspect(...args);
      const generated = await generatedFunction(example, file, name);
      expect(inspection.request, args.join(" ")).toEqual(
        JSON.parse(JSON.stringify(generated(inspection.params, standIn[example]))),
      );
    }
    const { params } = inspect(
      "issues.create",
      "owner=o",
      "repo=r",
      "title=Bug",
      "labels=bug,ui",
      "milestone=3",
      ...CATALOGUE,
    );
    expect(params).toEqual({ owner: "o", repo: "r", title: "Bug", labels: ["bug", "ui"], milestone: 3 });
    expect(inspect("issues.listForRepo", "owner=o", "repo=123", "since=", ...CATALOGUE).params).toEqual({
      owner: "o",
      repo: "123",
      since: "",
    });
  });

  it("finds routes by operationId and route string, and suggests names for typos", () => {
    expect(inspect("listNotes", ...OPENAPI).name).toBe("notes.listNotes");
    expect(inspect("GET /notes/{noteId}", "noteId=1", ...OPENAPI).request.url).toBe(
      "https://api.notes.example.com/v1/notes/1",
    );

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

describe("routegen inspect: bodies as they go on the wire", () => {
  /** A file to upload, and its bytes. */
  function file(name: string, text: string): { path: string; bytes: Uint8Array<ArrayBuffer> } {
    const path = join(tempDir(), name);
    writeFileSync(path, text);
    return { path, bytes: new TextEncoder().encode(text) };
  }

  it("shows a multipart body as its parts, and the content-type the client writes", async () => {
    const notes = file("notes.json", '{"notes":[]}');
    const args = ["files.importNotes", `file=@${notes.path}`, "folder=inbox", "overwrite=true", ...OPENAPI];
    const inspection = inspect(...args) as Inspection & { clientContentType?: string };
    expect(inspection.request.headers).toEqual({ authorization: "Bearer REDACTED" });
    expect(inspection.request.body).toEqual({
      FormData: [
        { name: "file", filename: "notes.json", type: "application/octet-stream", size: notes.bytes.length },
        { name: "folder", value: "inbox" },
        { name: "overwrite", value: "true" },
      ],
    });
    expect(inspection.clientContentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(inspection.params.file).toEqual({ File: { name: "notes.json", type: "", size: notes.bytes.length } });

    // The committed function makes those parts, and fetch sends them so: each part as inspect says.
    const generated = await generatedFunction("openapi", "files.ts", "importNotes");
    const request = generated({ file: new File([notes.bytes], "notes.json"), folder: "inbox", overwrite: true });
    const wire = await new Response(request.body as FormData).text();
    expect(wire).toContain(
      'Content-Disposition: form-data; name="file"; filename="notes.json"\r\nContent-Type: application/octet-stream\r\n\r\n{"notes":[]}',
    );
    expect(wire).toContain('Content-Disposition: form-data; name="folder"\r\n\r\ninbox');
    expect(wire).toContain('Content-Disposition: form-data; name="overwrite"\r\n\r\ntrue');

    const text = routegen(["inspect", ...args]).stdout;
    expect(text).toContain(
      `      { "name": "file", "filename": "notes.json", "type": "application/octet-stream", "size": ${notes.bytes.length} },\n      { "name": "folder", "value": "inbox" },`,
    );
    expect(text).toMatch(
      /\n\/\/ sent with content-type: multipart\/form-data; boundary=… \(written by the client\)\n\/\/ with the credentials of token, redacted/,
    );
  });

  it("shows a form body as its text, and a file body by its type and size", () => {
    const form = inspect("feedback.sendFeedback", "message=a b&c", "rating=5", ...OPENAPI);
    expect(form.request.headers).toEqual({ "content-type": "application/x-www-form-urlencoded" });
    expect(form.request.body).toBe("message=a%20b%26c&rating=5");
    expect(form).not.toHaveProperty("clientContentType");

    const picture = file("a.png", "PNG!");
    const upload = inspect(
      "files.uploadAttachment",
      "noteId=n1",
      "name=a.png",
      `x-checksum-sha256=${SHA}`,
      `data=@${picture.path}`,
      ...OPENAPI,
    );
    expect(upload.request).toEqual({
      method: "put",
      url: "https://uploads.notes.example.com/v1/notes/n1/attachments/a.png",
      headers: {
        "x-checksum-sha256": SHA,
        "content-type": "application/octet-stream",
        authorization: "Bearer REDACTED",
      },
      body: { File: { name: "a.png", type: "", size: 4 } },
    });

    const missing = routegen([
      "inspect",
      "files.uploadAttachment",
      "noteId=n1",
      "name=a",
      `x-checksum-sha256=${SHA}`,
      "data=@/nonexistent/file.bin",
      ...OPENAPI,
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("`data=@/nonexistent/file.bin`: cannot read the file (ENOENT)");
  });
});

describe("credentials in inspect and explain", () => {
  const SECURED = ["--input", "test/fixtures/wire/security.yaml"];

  it("inspect shows where a route's credentials go, values redacted, a credential given as a header too", () => {
    expect(inspect("notes.getNote", "noteId=n1", ...OPENAPI).request.headers).toEqual({
      authorization: "Bearer REDACTED",
    });
    expect(inspect("pets.getPet", "id=1", "theme=dark", ...SECURED).request.headers).toEqual({
      "x-api-key": "REDACTED",
      cookie: "theme=dark; sid=REDACTED",
    });
    const given = inspect("pets.listPets", "headers.authorization=token s3cret", "headers.x-api-key=k3y", ...SECURED);
    expect(JSON.stringify(given)).not.toMatch(/s3cret|k3y/);
    expect(given.params.headers).toEqual({ authorization: "token REDACTED", "x-api-key": "REDACTED" });
    const text = routegen(["inspect", "pets.getPet", "id=1", "headers.authorization=Basic c2VjcmV0", ...SECURED]);
    expect(text.stdout).not.toContain("c2VjcmV0");
    expect(text.stdout).toContain("with the credentials of header and session, redacted");
  });

  it("inspect of a public route shows none, and the request the generated function returns", async () => {
    const { request } = inspect("feedback.sendFeedback", "message=hi", ...OPENAPI);
    expect(request).toEqual((await generatedFunction("openapi", "feedback.ts", "sendFeedback"))({ message: "hi" }));
    expect(request.headers).not.toHaveProperty("authorization");
  });

  it("explain says which alternatives a call tries and where each credential goes", () => {
    const getPet = routegen(["explain", "pets.getPet", ...SECURED]);
    expect(getPet.code, getPet.stderr).toBe(0);
    expect(getPet.stdout).toContain(
      "credentials the first of these whose credentials `defaults({ auth })` holds, and no other:",
    );
    expect(getPet.stdout).toContain("1. `header` in the header `x-api-key`, with `session` in the cookie `sid`");
    expect(getPet.stdout).toContain("2. `basic` in `authorization: Basic <base64 of username:password>`");
    expect(getPet.stdout).toContain("else none: they are optional (`{}`)");
    expect(routegen(["explain", "health", ...SECURED]).stdout).toContain(
      "credentials none, whatever `defaults({ auth })` holds: the route is public (`security: []`)",
    );
    expect(routegen(["explain", "tokens.listTokens", ...SECURED]).stdout).toMatch(
      /3\. `digest` in `authorization: <credential>`, as given\n.*mutualTLS/,
    );
    // An API without security schemes says nothing of credentials: its users give headers.
    expect(routegen(["explain", "issues.listForRepo", ...CATALOGUE]).stdout).not.toContain("credentials");
  });
});

describe("routegen explain", () => {
  it("places the route and each parameter in the catalogue, and says where each goes and why", () => {
    const run = routegen(["explain", "actions.deleteCacheByKey", ...CATALOGUE]);
    expect(run.code, run.stderr).toBe(0);
    const lines = readFileSync(`${ROOT}examples/catalogue/routes.yaml`, "utf8").split("\n");
    // Every location printed is a real place: the line it names holds what it points at.
    const places = [
      ...run.stdout.matchAll(
        /examples\/catalogue\/routes\.yaml:(\d+):(\d+) \(#\/routes\/actions\.deleteCacheByKey(?:\/params\/(\w+))?\)/g,
      ),
    ];
    expect(places.length).toBe(5);
    for (const [, line, column, param] of places) {
      const text = lines[Number(line) - 1]!;
      expect(text.slice(Number(column) - 1)).toMatch(new RegExp(`^${param ?? "actions\\.deleteCacheByKey"}:`));
    }
    expect(run.stdout).toContain(
      "function    deleteCacheByKey in actions.ts (scope and name from the catalogue key `actions.deleteCacheByKey`)",
    );
    expect(run.stdout).toContain(
      "url         /repos/{owner}/{repo}/actions/caches{?key,ref}  (as endpoint() reads it; the query goes in the order declared)",
    );
    expect(run.stdout).toContain(
      "server      the API's: https://api.example.test, unless your defaults or the call give `baseUrl`\n  body        none\n",
    );
    expect(run.stdout).toMatch(
      /owner\s+url, required string\n\s+fills `\{owner\}` in the path: percent-encoded, a `\/` too\n/,
    );
    expect(run.stdout).toMatch(
      /key\s+query, required string\n\s+sent in the query as `key=…`, 1st of 2 in the order declared\n/,
    );
    expect(run.stdout).toMatch(
      /ref\s+query, optional string\n\s+sent in the query as `ref=…`, 2nd of 2 in the order declared\n/,
    );
    expect(run.stdout).toContain(
      "the SDK's `api` (endpoint.ts): the API's defaults, examples/catalogue/routes.yaml:9:1 (#/defaults)",
    );
    expect(run.stdout).toContain("baseUrl https://api.example.test");
    // A vendor API's calls take `mediaType` too.
    expect(run.stdout).toContain("and the options every call takes: `baseUrl`, `headers`, `request`, `mediaType`");
  });

  it("explains bodies, headers, styles and servers of an OpenAPI description", () => {
    const copy = routegen(["explain", "folders.copyNote", ...OPENAPI]).stdout;
    expect(copy).toMatch(
      /data\s+data, required \{ folder: string \}\n\s+body property `folder` has the name of a url\/query parameter/,
    );
    expect(copy).toContain("body-param-collision");
    expect(copy).toContain("and the options every call takes: `baseUrl`, `headers`, `request`\n");

    const upload = routegen(["explain", "uploadAttachment", ...OPENAPI]).stdout;
    expect(upload).toContain(
      "server      `uploads`, the route's own: https://uploads.notes.example.com/v1; `defaults({ servers: { uploads: url } })` or a call's `baseUrl` sends it elsewhere\n",
    );
    expect(upload).toContain(
      "body        application/octet-stream: the bytes as they are (a Blob, an ArrayBuffer or typed array, a stream, or a string); content-type: application/octet-stream\n",
    );
    // The server is placed where the description writes it.
    const [, line] =
      /server {2}https:\/\/uploads\.notes\.example\.com\/v1 {2}examples\/openapi\/api\.yaml:(\d+):\d+ \(#\/paths\/~1notes~1\{noteId\}~1attachments~1\{name\}\/put\/servers\/0\)/.exec(
        upload,
      ) ?? [];
    expect(readFileSync(`${ROOT}examples/openapi/api.yaml`, "utf8").split("\n")[Number(line) - 1]).toContain(
      "- url: https://uploads.notes.example.com/v1",
    );
    expect(upload).toMatch(
      /x-checksum-sha256: string {2}examples\/openapi\/api\.yaml:\d+:\d+ \(#\/paths\/~1notes~1\{noteId\}~1attachments~1\{name\}\/put\/parameters\/2\)/,
    );
    expect(upload).toMatch(
      /data\s+data, required Blob \| ArrayBuffer \| ArrayBufferView \| string\n\s+the body is `application\/octet-stream`: passed whole and sent as it is\n/,
    );

    // A multipart/form-data body described as one value names no parts.
    const described = routegen([
      "explain",
      "uploadProjectFile",
      "--input",
      "test/fixtures/wire/described-bytes.yaml",
    ]).stdout;
    expect(described).toContain(
      "body        multipart/form-data: a FormData you fill (the description names no parts), or the body already written; content-type: multipart/form-data, but none for a FormData: the HTTP client writes it, with the boundary it chose\n",
    );
    expect(described).toMatch(/data\s+data, optional FormData \| Blob \| ArrayBuffer \| ArrayBufferView \| string\n/);

    const list = routegen(["explain", "notes.listNotes", ...OPENAPI]).stdout;
    expect(list).toContain(
      "server      the API's: https://api.notes.example.com/v1, unless your defaults or the call give `baseUrl`; `notesServer({ region })` makes its url with other values\n",
    );
    expect(list).toMatch(
      /tag\s+query, optional string\[\]\n\s+sent in the query as `tag=…`, 1st of 5 in the order declared; a list as one pair per item \(`tag=a&tag=b`\)/,
    );
    expect(list).toMatch(
      /fields\s+query, optional .*\n\s+sent in the query as `fields=…`, 2nd of 5 in the order declared; a list as one value, `fields=a,b` \(explode: false\)\n/,
    );
    expect(list).toContain(
      "an object as `filter%5Bkey%5D=value` (deepObject: `filter[key]=value`), anything else as `filter=value`",
    );
    expect(list).toMatch(
      /limit\s+query, optional number\n\s+sent in the query as `limit=…`, 5th of 5 in the order declared\n\s+examples\/openapi\/api\.yaml:\d+:\d+ \(#\/components\/parameters\/limit\)/,
    );
    expect(list).toMatch(
      /headers\s+headers, optional\n\s+sent as request headers, by these names \(lowercased\)\n\s+x-request-id\?: string {2}examples\/openapi\/api\.yaml/,
    );

    const search = routegen(["explain", "search", ...OPENAPI]).stdout;
    expect(search).toContain(
      "sent in the query as `q=…`, 1st of 3 in the order declared; reserved characters (`/`, `?`, `:`, `@`...) as they are (allowReserved)",
    );
    expect(search).toContain(
      "sent in the query as `in=…`, 2nd of 3 in the order declared; a list as one value, its items joined by spaces (`in=a%20b`)",
    );
    expect(search).toContain(
      "sent in the query as `sort=…`, 3rd of 3 in the order declared; a list as one value, its items joined by `|` (`sort=a%7Cb`)",
    );

    // OpenAPI 3.2: a query string goes as its object in a form body; a cookie in style cookie as given.
    const wire32 = ["--input", "test/fixtures/wire/openapi-3-2.yaml"];
    expect(routegen(["explain", "findProducts", ...wire32]).stdout).toMatch(
      /criteria\s+query, optional Criteria\n\s+the whole query string \(OpenAPI 3\.2 `in: querystring`\): the object's members are its pairs, written as the same object sent as a form body is \(a list member one pair per item/,
    );
    expect(routegen(["explain", "filterProducts", ...wire32]).stdout).toContain(
      "members as pairs of their own); by its `encoding`, `ids`: a list as one value, its items joined by `|` (`ids=a%7Cb`); `tags`: a list as one value, its items joined by spaces (`tags=a%20b`); `colors`: a list as one value, `colors=a,b` (explode: false); `range`: an object as `range%5Bkey%5D=value` (deepObject: `range[key]=value`), anything else as `range=value`; `meta` as its JSON text; `next`: reserved characters",
    );
    const whoami = routegen(["explain", "whoami", ...wire32]).stdout;
    expect(whoami).toMatch(
      /session\s+cookie, optional string\n\s+sent in the cookie header as `session=…`, after any cookie the call or the defaults give; its value as given, not percent-encoded \(style cookie\): a value holding a space/,
    );
    expect(whoami).toMatch(
      /greeting\s+cookie, optional string\n\s+sent in the cookie header as `greeting=…`, after any cookie the call or the defaults give\n/,
    );

    const create = routegen(["explain", "createNote", ...OPENAPI]).stdout;
    expect(create).toMatch(
      /title\s+body, required string\n\s+a property of the JSON body\n\s+examples\/openapi\/api\.yaml:\d+:\d+ \(#\/components\/schemas\/NewNote\/properties\/title\)/,
    );
    expect(create).toContain(
      "body        application/json: JSON text; content-type: application/json; charset=utf-8\n",
    );
    // A member only the schema's `required` list names is found there.
    const template = routegen(["explain", "putTemplate", "--input", "test/fixtures/wire/body-matrix.yaml"]).stdout;
    expect(template).toMatch(
      /TemplateId\s+body, required unknown\n\s+a property of the JSON body\n\s+\S+body-matrix\.yaml:\d+:\d+ \(#\/paths\/~1templates~1\{templateId\}\/put\/requestBody\/content\/application~1json\/schema\/required\)/,
    );
    expect(create).toContain("scope `notes` from the first tag `notes`, name from the operationId `createNote`");
    // Without a tag, the path's first word past a version or `api` is the scope, else `api`.
    const order = routegen(["explain", "createOrder", "--input", "test/fixtures/wire/reserved-names.yaml"]).stdout;
    expect(order).toContain(
      "createOrder in orders.ts (scope `orders` from the path's first word `orders`, name from the operationId `createOrder`)",
    );
    // Without a word in the path, the noun of the action it names (AWS's), else `api`.
    const queues = routegen(["explain", "listQueues", "--input", "test/fixtures/wire/path-suffixes.yaml"]).stdout;
    expect(queues).toContain(
      "listQueues in queue.ts (scope `queue` from the path's action `X-Amz-Target=Queue_20240101.ListQueues`, name from the operationId `listQueues`)",
    );
    const bare = join(tempDir(), "bare.json");
    writeFileSync(
      bare,
      JSON.stringify({
        openapi: "3.0.3",
        info: { title: "t", version: "1" },
        paths: { "/#X-Amz-Target=Db.Query": { post: { operationId: "query", responses: {} } } },
      }),
    );
    expect(routegen(["explain", "query", "--input", bare]).stdout).toContain(
      "query in api.ts (the default scope `api`, having no operationId prefix, tag, word or action in its path; name from the operationId `query`)",
    );
    // One tag on every route of a large API is split by the paths' words (plaid's `plaid`).
    const oneTag = join(tempDir(), "one-tag.json");
    const paths = Object.fromEntries(
      Array.from({ length: 101 }, (_, i) => [
        `/${["accounts", "items", "transfers"][i % 3]}/op${i}`,
        { post: { operationId: `op${i}`, tags: ["plaid"], responses: {} } },
      ]),
    );
    writeFileSync(oneTag, JSON.stringify({ openapi: "3.0.3", info: { title: "t", version: "1" }, paths }));
    expect(routegen(["explain", "op4", "--input", oneTag]).stdout).toContain(
      "op4 in items.ts (scope `items` from the path's word `items` (the scope `plaid` would hold nearly the whole API: too large a module), name from the operationId `op4`)",
    );
    // A body whose media types take parameters of their own: a set each, found under its media type.
    const media = routegen(["explain", "uploadMedia", "--input", "test/fixtures/wire/body-matrix.yaml"]).stdout;
    expect(media).toContain(
      'multipart/mixed, chosen with `headers: { "content-type": "multipart/mixed" }`: a FormData, a part per property, sent as multipart/form-data (multipart-as-form-data)',
    );
    expect(media).toContain(
      "set 1 of 2 of the body's parameters, sent as application/json or application/x-www-form-urlencoded (the first when the call's content-type header names none):\n  media_url ",
    );
    expect(media).toMatch(
      /set 2 of 2 of the body's parameters, sent as multipart\/form-data or multipart\/mixed, which the call's content-type header names:\n\s+media\s+body, required Blob \| ArrayBuffer \| ArrayBufferView \| string\n\s+a field of the multipart body, sent as a file part[^\n]*\n\s+\S+body-matrix\.yaml:\d+:\d+ \(#\/paths\/~1multipart~1media\/post\/requestBody\/content\/multipart~1form-data\/schema\/properties\/media\)/,
    );

    // A form property holding objects says how they go.
    const invoice = routegen(["explain", "createInvoice", "--input", "test/fixtures/wire/body-matrix.yaml"]).stdout;
    expect(invoice).toMatch(
      /lines\s+body, required InvoiceLine\[\]\n\s+a field of the form body, `lines=…`;[^\n]*; inside it, an object \(or a list in a list\) in brackets after its index or key/,
    );
    expect(invoice).toMatch(
      /labels\s+body, optional string\[\]\n\s+a field of the form body, `labels=…`; a list as one pair per item \(`labels=a&labels=b`\), an object as its own pairs\n/,
    );

    const text = routegen(["explain", "replaceNoteContent", ...OPENAPI]).stdout;
    expect(text).toContain(
      [
        "  body        text/plain, the default: the string as it is; content-type: text/plain; charset=utf-8",
        '              text/markdown, chosen with `headers: { "content-type": "text/markdown" }`: the string as it is',
      ].join("\n"),
    );
    expect(text).toMatch(
      /content-type\?: "text\/plain" \| "text\/markdown" {2}\(the body's media types: a call picks one\)/,
    );
    const calendar = routegen(["explain", "getCalendar", ...OPENAPI]).stdout;
    expect(calendar).toMatch(
      /days\s+url, required number\[\]\n\s+fills `\{\.days\*\}` in the path: label style, `\.value`; a list or object item by item \(explode\)\n/,
    );
  });

  it("explains form, multipart and wildcard bodies, the API's own names and servers with variables", () => {
    const input = ["--input", "test/fixtures/openapi/bodies-and-names.yaml"];
    const list = routegen(["explain", "listCustomers", ...input]).stdout;
    expect(list).toContain("url         /customers{?%24select,url,headers,created*,next}");
    expect(list).toContain(
      "server      the API's: https://us.api.example.test/v2, unless your defaults or the call give `baseUrl`; `exampleServer({ region })` makes its url with other values\n",
    );
    expect(list).toContain(
      "body        none: a GET request carries no body, so the description's is left out (body-not-sent)\n",
    );
    expect(list).toMatch(
      /\$select\s+query, optional string\[\]\n\s+sent in the query as `%24select=…`, 1st of 5 in the order declared; a list as one value, `%24select=a,b` \(explode: false\); its name percent-encoded, which servers read as `\$select`\n/,
    );
    // `url` is the API's own parameter; `headers` is an option of every call, so it is passed as `headers_param`.
    expect(list).toMatch(
      / url\s+query, optional string\n\s+sent in the query as `url=…`, 2nd of 5 in the order declared\n/,
    );
    expect(list).toMatch(
      /headers_param\s+query, optional string\n\s+sent in the query as `headers=…`, 3rd of 5 in the order declared; passed as `headers_param`, since `headers` is taken \(param-renamed\)\n\s+test\/fixtures\/openapi\/bodies-and-names\.yaml:\d+:\d+ \(#\/paths\/~1customers\/get\/parameters\/2\)/,
    );
    expect(list).toMatch(
      /created\s+query, optional \{ gt\?: number; lt\?: number \} \| number\n\s+sent in the query as `created=…`, 4th of 5 in the order declared; an object as `created%5Bkey%5D=value`/,
    );
    expect(list).toContain(
      "param-renamed: query parameter `headers` is passed as `headers_param`: `headers` is an option of every call",
    );

    const create = routegen(["explain", "createCustomer", ...input]).stdout;
    expect(create).toContain(
      "body        application/x-www-form-urlencoded: a form string, `name=value&...`, each property as its encoding says; content-type: application/x-www-form-urlencoded\n",
    );
    expect(create).toMatch(
      /metadata\s+body, optional \{ \[key: string\]: string \}\n\s+a field of the form body, `metadata=…`; an object as `metadata%5Bkey%5D=value` \(deepObject: `metadata\[key\]=value`\)/,
    );
    expect(create).toMatch(
      /tags\s+body, optional string\[\]\n\s+a field of the form body, `tags=…`; a list as one value, `tags=a,b` \(explode: false\)\n/,
    );

    const upload = routegen(["explain", "uploadFile", ...input]).stdout;
    expect(upload).toContain(
      "server      `files`, the route's own: https://files.example.test/v1; `defaults({ servers: { files: url } })` or a call's `baseUrl` sends it elsewhere; `filesServer({ version })` makes its url with other values\n",
    );
    expect(upload).toContain(
      "body        multipart/form-data: a FormData, a part per property; no content-type: the HTTP client writes it, with the boundary it chose\n",
    );
    expect(upload).toMatch(
      /file\s+body, required .*\n\s+a field of the multipart body, sent as a file part \(a Blob or File as it is, bytes as image\/png\)\n/,
    );
    expect(upload).toMatch(/purpose\s+body, optional string\n\s+a field of the multipart body, sent as a text part\n/);
    expect(upload).toMatch(
      /options\s+body, optional \{ public\?: boolean \}\n\s+a field of the multipart body, sent as a JSON part \(application\/json\)\n/,
    );

    const patch = routegen(["explain", "patchCluster", ...input]).stdout;
    expect(patch).toContain(
      [
        // A JSON Patch is a list of operations: an object goes as merge patch unless the call names it.
        "  body        application/merge-patch+json, the default: JSON text; content-type: application/merge-patch+json",
        '              application/json-patch+json, chosen with `headers: { "content-type": "application/json-patch+json" }`: JSON text',
        '              application/strategic-merge-patch+json, chosen with `headers: { "content-type": "application/strategic-merge-patch+json" }`: JSON text',
      ].join("\n"),
    );

    const raw = routegen(["explain", "putRaw", ...input]).stdout;
    expect(raw).toContain(
      "body        */*: JSON text; content-type: application/json; charset=utf-8 (the description says `*/*`: a wildcard is no content-type)\n",
    );
  });
});
