import { createEndpoint } from "routegen/runtime";

export const endpoint = /* @__PURE__ */ createEndpoint({
  baseUrl: "https://api.notes.example.com/v1",
});
