// Public surface of the runtime.

// The request-options builder, for any route: endpoint(), defaults(), merge(), parse().
export { createEndpoint, endpoint } from "./endpoint.js";
export { githubDefaults } from "./github.js";
export { VERSION } from "./version.js";
export { expandTemplate, parseTemplate, UriTemplateError } from "./uri-template.js";

// What generated functions call: their defaults, url pieces, bodies and the options they return.
export {
  baseUrl,
  contentTypeOf,
  json,
  lastSegment,
  requestOptions,
  segment,
  serverUrl,
  trimSlash,
  withDefaultParams,
} from "./call.js";
export { withDefaults, withRouteDefaults } from "./defaults.js";
export { expand, lastListSegment, listSegment } from "./uri-template.js";
export { encodeUnreserved } from "./encode.js";
export {
  cookieExplode,
  cookieStyle,
  cookieStyleExplode,
  deepObject,
  form,
  formExplode,
  keepReserved,
  pair,
  pipeDelimited,
  spaceDelimited,
  tabDelimited,
  withCookies,
  withHeaderStyles,
} from "./styles.js";
export { formBody, formData, formNested, multipart } from "./bodies.js";
export { own, put } from "./object.js";
export { vendorRequestOptions } from "./media-type.js";
export { sendBasic, sendBearer, sendInCookie, sendInHeader, sendInQuery, withAuth } from "./auth.js";

// Sending them with fetch, and reading what comes back.
export { toFetch } from "./fetch.js";
export { readResponse } from "./read-response.js";

export type * from "./types.js";
