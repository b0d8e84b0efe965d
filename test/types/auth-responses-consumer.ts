// Type tests of credentials and responses: this file is type-checked by `npm test` (tsc, strict flags).
// Each `@ts-expect-error` must meet an error, or tsc fails: `auth` takes the SDK's scheme names only,
// each with its kind of credential; readResponse()'s result narrows by `ok` and by `status`.
import {
  readResponse,
  toFetch,
  type BasicCredential,
  type Credential,
  type DefaultsOptions,
  type ResponseOf,
  type ResponsesOf,
  withDefaults,
  endpoint,
} from "@routegen/runtime";
import { defaults, type Auth } from "../../examples/openapi/sdk/endpoint.js";
import { sendFeedback } from "../../examples/openapi/sdk/feedback.js";
import { deleteNote, getNote } from "../../examples/openapi/sdk/notes.js";
import type { Note, Problem } from "../../examples/openapi/sdk/types.js";

// Credentials by the names the description gives its schemes; an unset variable is no credential.
const notes = defaults({ auth: { token: process.env.NOTES_TOKEN } });
defaults({ auth: { integrationKey: "k", token: () => "refreshed" } });
// @ts-expect-error: the description declares no scheme `tokens`
defaults({ auth: { tokens: "t" } });
// @ts-expect-error: a bearer token is a string
defaults({ auth: { token: { username: "u", password: "p" } } });
const names: (keyof Auth)[] = ["token", "integrationKey"];
void names;

// A basic scheme's credential is a username and a password.
type BasicAuth = { login?: Credential<BasicCredential> };
withDefaults(endpoint, { auth: { login: { username: "u", password: "p" } } } satisfies DefaultsOptions<
  string,
  BasicAuth
>);
// @ts-expect-error: a basic credential is no string
const wrongBasic: DefaultsOptions<string, BasicAuth> = { auth: { login: "u:p" } };
void wrongBasic;

export async function responses(): Promise<void> {
  const request = getNote({ noteId: "n1" }, notes);
  const success: ResponseOf<typeof request> = {} as Note;
  void success;
  const r = await readResponse(await fetch(...toFetch(request)), request);
  if (r.ok) {
    const note: Note = r.data;
    const status: 200 = r.status;
    void [note, status];
    // @ts-expect-error: a success is a Note, which has no `detail`
    void r.data.detail;
  } else {
    const problem: Problem = r.data;
    const ok: false = r.ok;
    void [problem, ok];
  }
  if (r.status === 404) {
    const problem: Problem = r.data;
    void problem;
    // @ts-expect-error: a 404 is a Problem, which has no `id`
    void r.data.id;
  }
  // @ts-expect-error: getNote declares no 500
  if (r.status === 500) void r;

  // A union by status, the type a client can name.
  const all: ResponsesOf<typeof request>[] = [
    { status: 200, ok: true, headers: new Headers(), data: {} as Note },
    { status: 404, ok: false, headers: new Headers(), data: {} },
  ];
  // @ts-expect-error: a 200 is ok
  const wrong: ResponsesOf<typeof request> = { status: 200, ok: false, headers: new Headers(), data: {} as Note };
  void [all, wrong];

  // No content is undefined.
  const deleted = deleteNote({ noteId: "n1" }, notes);
  const gone = await readResponse(await fetch(...toFetch(deleted)), deleted);
  if (gone.status === 204) {
    const nothing: undefined = gone.data;
    void nothing;
  }

  // A route with `security: []` and the generic builder's requests read as one member of unknown data.
  const feedback = sendFeedback({ message: "hi" });
  const thanks = await readResponse(await fetch(...toFetch(feedback)), feedback);
  const status: 204 = thanks.status;
  void status;
  const any = await readResponse(new Response("{}"), endpoint("GET /x"));
  const data: unknown = any.data;
  const code: number = any.status;
  void [data, code];
}
