// Public surface of the runtime.
export { createEndpoint, endpoint } from "./endpoint.js";
export { githubApi } from "./defaults.js";
export { requestOptions, routeRequest } from "./route.js";
export { expand, segment } from "./expressions.js";
export { expandTemplate, parseTemplate, UriTemplateError } from "./uri-template.js";
export { VERSION } from "./version.js";
export { toFetch } from "./fetch.js";
export { deepObject } from "./styles.js";
export type * from "./types.js";
