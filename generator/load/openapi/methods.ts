/**
 * The keys of an OpenAPI path item that are operations, lowercase: OpenAPI 3's eight methods and 3.2's
 * `query` (a safe request whose body says what to find). 3.2's other methods are under `additionalOperations`.
 */
export const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"]);
