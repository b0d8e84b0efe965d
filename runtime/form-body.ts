/**
 * An `application/x-www-form-urlencoded` body from the pairs of its properties (`&name=value`, written
 * by the query helpers with each property's encoding), or no body when none has a value.
 */
export const formBody = (pairs: string): string | undefined => (pairs ? pairs.slice(1) : undefined);
