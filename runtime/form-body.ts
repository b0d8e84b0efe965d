/**
 * An `application/x-www-form-urlencoded` body from the pairs of its properties (`name=value`, each
 * written by the query helper of its encoding's style, "" when it has no value), or no body when none
 * has a value.
 */
export function formBody(...pairs: string[]): string | undefined {
  let body: string | undefined;
  for (let i = 0; i < pairs.length; i++) if (pairs[i]) body = body === undefined ? pairs[i] : body + "&" + pairs[i];
  return body;
}
