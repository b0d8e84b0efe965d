// An http(s) input (load/remote.ts), from a server on 127.0.0.1: the document and the documents its
// `$ref`s reach on the same origin are fetched with the config's headers (`${ENV}` expanded), a failed
// request or an error status is a clear error, a `$ref` to another origin is never fetched, and the
// documents' hashes say whether the output is up to date.
import { execFile } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import { BIN, startRoutegen, tempDir } from "../support/cli.js";

const NOTE = (extra: string) => `Note:\n  type: object\n  properties:\n    title: { type: string }\n${extra}`;
const MAIN = (origin: string, ref = "schemas/note.yaml#/Note") => `openapi: 3.0.3
info: { title: Remote notes, version: "1" }
servers: [{ url: "https://notes.example.test" }]
paths:
  /notes/{id}:
    get:
      operationId: getNote
      tags: [notes]
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      responses:
        "200":
          description: The note.
          content:
            application/json:
              schema: { $ref: "${ref.replace("ORIGIN", origin)}" }
`;

let server: Server;
let origin: string;
/** What the server serves, by path; and every request it got (path and authorization). */
const documents = new Map<string, string>();
const requests: { path: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ path: request.url!, authorization: request.headers.authorization });
    if (request.url === "/hang") return; // never answers
    if (request.headers.authorization !== "Bearer s3cret") return void response.writeHead(401).end();
    const text = documents.get(request.url!);
    if (text === undefined) return void response.writeHead(404, "Not Found").end();
    response.writeHead(200, { "content-type": "application/yaml" }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  documents.set("/api/openapi.yaml", MAIN(origin));
  documents.set("/api/schemas/note.yaml", NOTE(""));
});
afterAll(async () => {
  server.closeAllConnections(); // the one left hanging
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Runs the CLI without blocking this process, whose server answers it. */
async function routegen(cwd: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: "1", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A project whose config names the url, with its token from the environment. */
function project(url = `${origin}/api/openapi.yaml`): string {
  const dir = tempDir();
  writeFileSync(
    join(dir, "routegen.config.yaml"),
    `input: ${url}\noutput: sdk\ninputHeaders:\n  authorization: "Bearer \${NOTES_TOKEN}"\n`,
  );
  return dir;
}

describe("an http input", () => {
  it("is fetched with the config's headers, its same-origin $refs too; its hash says when it changed", async () => {
    const dir = project();
    requests.length = 0;
    const first = await routegen(dir, ["generate"], { NOTES_TOKEN: "s3cret" });
    expect(first.stderr).toContain("1 route, 1 type -> sdk");
    expect(first.code).toBe(0);
    expect(requests).toEqual([
      { path: "/api/openapi.yaml", authorization: "Bearer s3cret" },
      { path: "/api/schemas/note.yaml", authorization: "Bearer s3cret" },
    ]);
    const again = await routegen(dir, ["generate"], { NOTES_TOKEN: "s3cret" });
    expect(again.stderr).toContain("sdk is up to date");
    expect((await routegen(dir, ["check"], { NOTES_TOKEN: "s3cret" })).code).toBe(0);
    // The $ref'd document changes on the server: check sees it, generate writes it.
    documents.set("/api/schemas/note.yaml", NOTE("    body: { type: string }\n"));
    const stale = await routegen(dir, ["check"], { NOTES_TOKEN: "s3cret" });
    expect(stale.code).toBe(1);
    expect(stale.stdout + stale.stderr).toContain("types: ~Note");
    const regenerated = await routegen(dir, ["generate"], { NOTES_TOKEN: "s3cret" });
    expect(regenerated.stderr).toMatch(/1 route, 1 type -> sdk: \d+ files \(\d+ written/);
    documents.set("/api/schemas/note.yaml", NOTE(""));
  });

  it("names the variable a header needs when the environment does not set it", async () => {
    const run = await routegen(project(), ["generate"], { NOTES_TOKEN: "" });
    const unset = await routegen(project(), ["generate"]);
    expect(unset.code).toBe(2);
    expect(unset.stderr).toContain(
      "`inputHeaders` of `authorization` names ${NOTES_TOKEN}, which is not set in the environment",
    );
    // Set but empty is set: the server refuses the request, and says so.
    expect(run.stderr).toContain(`cannot fetch ${origin}/api/openapi.yaml: the server answered 401`);
  });

  it("says which url failed and why: an error status, a refused connection", async () => {
    const missing = await routegen(tempDir(), ["generate", `${origin}/api/nope.yaml`, "-o", "sdk"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      `error input-unreadable: cannot fetch ${origin}/api/nope.yaml: the server answered 401`,
    );
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await routegen(tempDir(), ["generate", `http://127.0.0.1:${port}/openapi.yaml`, "-o", "sdk"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`cannot fetch http://127.0.0.1:${port}/openapi.yaml: ECONNREFUSED`);
  });

  it("gives up on a server that does not answer in time", async () => {
    const cwd = tempDir();
    const error = await generate({ input: `${origin}/hang`, output: join(cwd, "sdk"), fetchTimeoutMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect(String((error as Error).message)).toContain(`cannot fetch ${origin}/hang: no answer within 0.3 s`);
    expect(existsSync(join(cwd, "sdk"))).toBe(false);
  });

  it("never fetches a $ref to another origin", async () => {
    // localhost is another origin than 127.0.0.1, though the same server.
    const other = origin.replace("127.0.0.1", "localhost");
    documents.set("/api/cross.yaml", MAIN(origin, `${other}/api/schemas/note.yaml#/Note`));
    requests.length = 0;
    const run = await routegen(project(`${origin}/api/cross.yaml`), ["generate"], { NOTES_TOKEN: "s3cret" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${origin}/api/cross.yaml:`);
    expect(run.stderr).toContain("error ref-remote");
    expect(requests.map((r) => r.path)).toEqual(["/api/cross.yaml"]);
  });

  it("is fetched again by watch every --poll milliseconds, and regenerated when it changed", async () => {
    const dir = project();
    process.env.NOTES_TOKEN = "s3cret";
    const watch = startRoutegen(["watch", "--poll", "200", "--debounce", "10"], dir);
    try {
      await watch.waitFor(/watching .* Ctrl-C stops/);
      // Polls that find nothing new say nothing.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(watch.output).not.toMatch(/sdk: up to date/);
      const changed = watch.waitFor(/sdk: 1 file written: types\/note\.ts/);
      documents.set("/api/schemas/note.yaml", NOTE("    done: { type: boolean }\n"));
      await changed;
      expect(await watch.interrupt()).toBe(0);
    } finally {
      watch.kill();
      delete process.env.NOTES_TOKEN;
      documents.set("/api/schemas/note.yaml", NOTE(""));
    }
  });
});
