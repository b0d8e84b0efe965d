/**
 * The JSON body a generated function built member by member from the body parameters the call gave:
 * no body when it gave none, as the request builder sends none.
 */
export function json(fields: Record<string, unknown>): Record<string, unknown> | undefined {
  for (const _ in fields) return fields;
  return undefined;
}
