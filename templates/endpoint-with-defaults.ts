// The SDK's root builder for any other API: made once from the API's defaults. The argument is replaced
// by the catalogue's or description's defaults.
import { createEndpoint } from "routegen/runtime";

export const endpoint = /* @__PURE__ */ createEndpoint({ baseUrl: "https://api.example.test" });
