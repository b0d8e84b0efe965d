// The credentials part of an SDK's endpoint.ts, for an API whose description declares security schemes
// (others' endpoint.ts has none of it): the `Auth` type `defaults({ auth })` takes, one member per
// scheme, and `securitySchemes`, where each sends its credential, which secured functions pass to
// the runtime's withAuth(). Each scheme names the runtime's sender of its kind, decided here, so an
// SDK imports (and a program bundles) the senders of the kinds its API uses and no other.
//
//   export interface Auth {
//     /** http bearer: the token, sent as `authorization: Bearer <token>`. */
//     bearerAuth?: Credential;
//     /** apiKey: the key, sent as the query parameter `api_key`. */
//     apiKey?: Credential;
//   }
//
//   export const securitySchemes: Record<keyof Auth, AuthScheme> = {
//     bearerAuth: { name: "bearerAuth", send: sendBearer },
//     apiKey: { name: "apiKey", key: "api_key", send: sendInQuery },
//   };
import type { AuthSchemePlan } from "../plan/security.js";
import { declare, id, importFrom, object, property, str, type Property } from "./code-tree.js";
import { hardline, print } from "./doc.js";
import { codeDoc, interfaceDeclaration, printCode } from "./printer/index.js";
import { commentLines, propertyKey, stringLiteral } from "./syntax.js";

/** `interface Auth` and `const securitySchemes`, printed. */
export function authDeclarations(schemes: readonly AuthSchemePlan[]): string {
  const members = schemes.map((scheme) => ({
    key: propertyKey(scheme.name),
    optional: true,
    type: {
      kind: "reference" as const,
      text: scheme.credential === "basic" ? "Credential<BasicCredential>" : "Credential",
    },
    doc: [
      ...commentLines(whereItGoes(scheme)),
      ...(scheme.description ? ["", ...commentLines(scheme.description)] : []),
    ],
  }));
  const auth = interfaceDeclaration("Auth", members, [
    "Credentials, by the name of their security scheme: `defaults({ auth: { ... } })`. A call sends",
    "those of the first of its route's alternatives that has them all, each where its scheme says, and",
    "no other. A function is called at each call for its value (a token that refreshes); `undefined` is",
    "no credential.",
  ]);
  const entries = schemes.map((scheme) => property(objectKey(scheme.name), object(authScheme(scheme))));
  // One scheme a line however few: a table the reader scans.
  const doc = [
    "Where each security scheme sends its credential: the functions of secured routes pass theirs to `withAuth()`.",
  ];
  const table = declare("const", "securitySchemes", object(entries, true), {
    type: "Record<keyof Auth, AuthScheme>",
    exported: true,
    doc,
  });
  return print([auth, hardline, hardline, codeDoc(table)]);
}

/** A key of the object literal: `["__proto__"]` is a key, where `__proto__:` would set its prototype. */
const objectKey = (name: string): string => (name === "__proto__" ? `[${stringLiteral(name)}]` : propertyKey(name));

/** The runtime's `AuthScheme` of a scheme, as properties: its name, its key (but `authorization`'s), its sender. */
function authScheme(scheme: AuthSchemePlan): Property[] {
  const send = sender(scheme);
  const properties = [property("name", str(scheme.name))];
  if (send !== "sendBearer" && send !== "sendBasic") properties.push(property("key", str(scheme.key)));
  properties.push(property("send", id(send)));
  return properties;
}

/** The runtime's sender of a scheme's kind: where its credential goes, and how it is written there. */
function sender({ in: where, as }: AuthSchemePlan): string {
  if (where === "query") return "sendInQuery";
  if (where === "cookie") return "sendInCookie";
  return as === "bearer" ? "sendBearer" : as === "basic" ? "sendBasic" : "sendInHeader";
}

/** What its credential is and where it goes, for the member's comment. */
function whereItGoes(scheme: AuthSchemePlan): string {
  const name = "`" + scheme.key.replaceAll("`", "'") + "`";
  if (scheme.in === "query") return `${scheme.kind}: the key, sent as the query parameter ${name}.`;
  if (scheme.in === "cookie") return `${scheme.kind}: the key, sent as the cookie ${name}.`;
  if (scheme.as === "basic")
    return `${scheme.kind}: \`{ username, password }\`, sent as \`authorization: Basic <base64 of username:password>\`.`;
  if (scheme.as === "bearer") return `${scheme.kind}: the token, sent as \`authorization: Bearer <token>\`.`;
  if (scheme.key === "authorization") return `${scheme.kind}: the whole value of the \`authorization\` header.`;
  return `${scheme.kind}: the key, sent in the header ${name}.`;
}

/**
 * The template's endpoint.ts with what credentials take: the runtime's senders its schemes use, its
 * `AuthScheme` and `Credential` types imported, and `defaults()` taking the SDK's `Auth`.
 */
export function withAuthTypes(text: string, schemes: readonly AuthSchemePlan[]): string {
  const types = [
    "AuthScheme",
    ...(schemes.some((s) => s.credential === "basic") ? ["BasicCredential"] : []),
    "Credential",
  ];
  const senders = [...new Set(schemes.map(sender))].sort();
  return replaceOnce(
    withRuntimeNames(text, senders, types),
    "DefaultsOptions<ServerName>",
    "DefaultsOptions<ServerName, Auth>",
  );
}

const RUNTIME_IMPORT = /^import \{([^}]*)\} from "@routegen\/runtime";$/m;

/**
 * The template's import from the runtime with `values` among its values (in order where they are) and
 * `types` before its `type Defaults`, printed again by the printer.
 */
function withRuntimeNames(text: string, values: readonly string[], types: readonly string[]): string {
  const found = RUNTIME_IMPORT.exec(text);
  const names = (found?.[1] ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  const at = names.indexOf("type Defaults");
  if (!found || at === -1) throw new Error('endpoint template: no `type Defaults` imported from "@routegen/runtime"');
  names.splice(at, 0, ...types.map((t) => `type ${t}`));
  for (const value of values) {
    const next = names.findIndex((name) => name.startsWith("type ") || name > value);
    names.splice(next === -1 ? names.length : next, 0, value);
  }
  const printed = printCode(importFrom(names, "@routegen/runtime"));
  return text.slice(0, found.index) + printed + text.slice(found.index + found[0].length);
}

/** `text` with `piece` replaced, which the template must hold: a template that changed fails here, not in a user's SDK. */
function replaceOnce(text: string, piece: string, by: string): string {
  const at = text.indexOf(piece);
  if (at === -1) throw new Error(`endpoint template: ${JSON.stringify(piece)} not found`);
  return text.slice(0, at) + by + text.slice(at + piece.length);
}
