import { createEndpoint } from "routegen/runtime";

export const endpoint = /* @__PURE__ */ createEndpoint({
  baseUrl: "https://api.example.test",
  headers: {
    accept: "application/vnd.example.v3+json",
    "user-agent": "example-sdk/1.0",
    "x-example-api-version": "2024-05-01",
  },
  mediaType: { previews: ["mercy"] },
});
