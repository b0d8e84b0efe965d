/**
 * A path, with the end the request builder gives a url when no query follows it: one trailing `/`
 * goes (unless the path is only `/`). For the few routes whose path may end with a `/` per call (most
 * paths' ends are known when the function is generated); the builder passes the query it appends.
 */
export const trimSlash = (path: string, query = ""): string =>
  query || path.length < 2 || !path.endsWith("/") ? path + query : path.slice(0, -1);
