/**
 * A path and its query, as the request builder ends a url: when no query follows, one trailing `/` of
 * the path goes (unless the path is only `/`). For the few routes whose path may end with a `/`
 * before a query: most paths' ends are known when the function is generated.
 */
export const trimSlash = (path: string, query: string): string =>
  query || path.length < 2 || !path.endsWith("/") ? path + query : path.slice(0, -1);
