/** The keys of an OpenAPI path item that are operations (OpenAPI 3's eight methods, lowercase). */
export const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
