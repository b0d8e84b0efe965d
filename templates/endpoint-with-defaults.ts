// The SDK's root builder for any other API, and its defaults as data. The object is replaced by the
// catalogue's or description's defaults.
import { createEndpoint, type ApiDefaults } from "routegen/runtime";

/** The API's defaults: what every function sends when it is given no builder. */
export const api: ApiDefaults = { baseUrl: "https://api.example.test" };

/** The root builder: `endpoint.defaults({ ... })` makes one with your own defaults, to pass to any function. */
export const endpoint = /* @__PURE__ */ createEndpoint(api);
