import type { WebhookPlan } from "../plan/webhooks.js";
import { interfaceDeclaration, typeAliasDeclaration } from "./printer/index.js";
import { hardline, join, print, type Doc } from "./doc.js";
import { commentLines } from "./syntax.js";
import { objectMembers, toTypeNode } from "./type-doc.js";
import { typeImports, type TypeIndex } from "./type-imports.js";

/**
 * `webhooks.ts`: one type per webhook and callback body, for the server the API sends them to:
 * `app.post("/hooks/pets", (req) => handle(req.body as NewPetWebhook))`. Named types are imported from
 * their modules, those used only (webhook types' names never take a named type's: see plan/webhooks.ts).
 */
export function webhooksModule(webhooks: readonly WebhookPlan[], types: TypeIndex): string {
  const imports = typeImports(types, "webhooks.ts", new Set(webhooks.map((planned) => planned.identifier)));
  const { names } = imports;
  const declarations: Doc[] = webhooks.map((planned) => {
    const { identifier, webhook } = planned;
    // The body as its first media type describes it.
    const { schema } = webhook.body.contents[0]!;
    const doc = docLines(planned);
    // As in types.ts: a plain object reads best as an interface, anything else is an alias.
    if (schema.kind === "object" && !schema.nullable) {
      return interfaceDeclaration(
        identifier,
        objectMembers(schema.properties, schema.additionalProperties, names),
        doc,
      );
    }
    return typeAliasDeclaration(identifier, toTypeNode(schema, names), doc);
  });
  const body = print(join([hardline, hardline], declarations)) + "\n";
  const head = imports.declarations();
  return head.length > 0 ? `${head.join("\n")}\n\n${body}` : body;
}

/** The operation's summary and description, then what sends it, how, and where. */
function docLines({ webhook }: WebhookPlan): string[] {
  const how = `\`${webhook.method}\` with ${webhook.body.contents[0]!.mediaType}`;
  const sent =
    webhook.kind === "webhook"
      ? `The body of the \`${webhook.name}\` webhook: the API sends it as ${how} to the url registered for it.`
      : `The body of the \`${webhook.name}\` callback of \`${webhook.operation}\`: the API sends it as ${how} to \`${webhook.url}\`.`;
  const paragraphs = [webhook.summary, webhook.description, sent]
    .filter((text): text is string => !!text)
    .map(commentLines);
  return paragraphs.flatMap((lines, i) => (i === 0 ? lines : ["", ...lines]));
}
