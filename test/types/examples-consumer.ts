// Type tests: this file is type-checked by `npm test` (tsc, strict flags). Each `@ts-expect-error` must
// meet an error, or tsc fails: a missing required parameter, a wrong enum value and an unknown parameter
// are rejected; response types are inferred from the request options.
import type { ResponseOf } from "@routegen/runtime";
import { endpoint, issues, repos, type Issue } from "../../examples/catalogue/sdk/index.js";
import { notes, type Note } from "../../examples/openapi/sdk/index.js";
// The way the README recommends: a function from its scope's module, named types from types.js (which
// re-exports each from its own module, as the scope modules import them).
import { getNote } from "../../examples/openapi/sdk/notes.js";
import { defaults } from "../../examples/openapi/sdk/endpoint.js";
import type { Comment, Note as SameNote } from "../../examples/openapi/sdk/types.js";

const list = issues.listForRepo({ owner: "o", repo: "r", state: "open", per_page: 10 });
const listed: ResponseOf<typeof list> = [] as Issue[];
const firstTitle: string | undefined = listed[0]?.title;
void [list, firstTitle];

// A builder with the caller's defaults goes in as the second argument.
const authed = endpoint.defaults({ headers: { authorization: "token secret" } });
repos.get({ owner: "o", repo: "r" }, authed);

// @ts-expect-error: `repo` is required
issues.listForRepo({ owner: "o" });

// @ts-expect-error: "opened" is not one of "open" | "closed" | "all"
issues.listForRepo({ owner: "o", repo: "r", state: "opened" });

// @ts-expect-error: `colour` is not a parameter of this route
issues.listForRepo({ owner: "o", repo: "r", colour: "red" });

// Optional parameters accept `undefined` under exactOptionalPropertyTypes.
issues.listForRepo({ owner: "o", repo: "r", state: undefined });
// An optional object parameter too (a deepObject query), as a value that may be missing.
const filter: { state?: "open" | "archived" } | undefined = undefined as { state?: "open" } | undefined;
notes.listNotes({ filter });

const note = notes.getNote({ noteId: "n1" });
const got: ResponseOf<typeof note> = {} as Note;
void [note, got];

// @ts-expect-error: `noteId` is required
notes.getNote({});

// The barrel's types are the very types the scope modules use.
const direct = getNote({ noteId: "n1" });
const same: SameNote = {} as ResponseOf<typeof direct>;
const thread: Comment | undefined = same.thread;
void [direct, thread];

// Defaults move a route server by the name the SDK gives it; a name it has not is a mistake.
const eu = defaults({ servers: { uploads: "https://eu.uploads.notes.example.com/v1" } });
void eu;
// @ts-expect-error: the SDK has no server `upload`
defaults({ servers: { upload: "https://eu.uploads.notes.example.com/v1" } });
