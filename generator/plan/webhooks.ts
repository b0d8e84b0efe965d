import type { Diagnostic } from "../diagnostics.js";
import type { Body, Webhook } from "../model.js";
import { NameAllocator, pascalCase } from "./names.js";

/** A webhook or callback with a body, and the name of its body's type in `webhooks.ts`. */
export interface WebhookPlan {
  identifier: string;
  webhook: Webhook & { body: Body };
}

/**
 * Names for the payload types: `NewPetWebhook` for the `newPet` webhook, `CreateSubscriptionOnDataCallback`
 * for the `onData` callback of `createSubscription`; the method is added when it is not POST
 * (`NewPetPutWebhook`). `taken` are the names the index already exports (the named types), which a
 * webhook's must not shadow; a name taken twice gets a number and a `name-collision` warning.
 */
export function planWebhooks(
  webhooks: readonly Webhook[],
  taken: Iterable<string>,
  diagnostics: Diagnostic[],
): WebhookPlan[] {
  const names = new NameAllocator((n) => n, taken);
  const planned: WebhookPlan[] = [];
  for (const webhook of webhooks) {
    // A request without a body has nothing to type.
    if (!webhook.body) continue;
    const method = webhook.method === "POST" ? "" : pascalCase(webhook.method);
    const stem =
      webhook.kind === "webhook" ? pascalCase(webhook.name) : pascalCase(`${webhook.operation ?? ""} ${webhook.name}`);
    const wanted = `${stem || "Unnamed"}${method}${webhook.kind === "webhook" ? "Webhook" : "Callback"}`;
    const allocated = names.allocate(wanted);
    if (allocated.renamed) {
      diagnostics.push({
        code: "name-collision",
        severity: "warning",
        message: `the body of ${webhook.kind} \`${webhook.name}\` is typed as \`${allocated.name}\`: \`${wanted}\` is taken`,
        file: webhook.source.file,
        pointer: webhook.source.pointer,
      });
    }
    planned.push({ identifier: allocated.name, webhook: { ...webhook, body: webhook.body } });
  }
  return planned;
}
