// Public surface of the runtime.

// The request-options builder, for any route: endpoint(), defaults(), merge(), parse().
export { createEndpoint, endpoint } from "./endpoint.js";
export { githubDefaults } from "./github.js";
export { expandTemplate, parseTemplate, UriTemplateError } from "./uri-template.js";
export { VERSION } from "./version.js";

// What generated functions call: their defaults, url pieces, bodies and the options they return.
export { baseUrl, serverUrl, withDefaultParams, withDefaults, withRouteDefaults } from "./defaults.js";
export { expand, lastListSegment, listSegment } from "./expand.js";
export { lastSegment, segment } from "./segment.js";
export { encodeUnreserved } from "./encode.js";
export { deepObject, form, formExplode, keepReserved, pair, pipeDelimited, spaceDelimited, tabDelimited } from "./query.js";
export { json } from "./json-body.js";
export { formBody, formData, formNested } from "./form-body.js";
export { multipart } from "./multipart-body.js";
export { own, put } from "./object.js";
export { requestOptions } from "./request-options.js";
export { contentTypeOf } from "./content-type.js";
export { cookieExplode, withCookies } from "./cookies.js";
export { withHeaderStyles } from "./header-style.js";
export { trimSlash } from "./trim-slash.js";
export { vendorRequestOptions } from "./vendor-request-options.js";
export { withAuth } from "./auth.js";

// Sending them with fetch, and reading what comes back.
export { toFetch } from "./fetch.js";
export { readResponse } from "./read-response.js";

export type * from "./types.js";
