import { createEndpoint, type ApiDefaults } from "routegen/runtime";

/** The API's defaults: what every function sends when it is given no builder. */
export const api: ApiDefaults = {
  baseUrl: "https://api.notes.example.com/v1",
};

/** The root builder: `endpoint.defaults({ ... })` makes one with your own defaults, to pass to any function. */
export const endpoint = /* @__PURE__ */ createEndpoint(api);
