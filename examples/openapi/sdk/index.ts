export { defaults, endpoint } from "./endpoint.js";
export type * from "./types.js";
export * as feedback from "./feedback.js";
export * as files from "./files.js";
export * as folders from "./folders.js";
export * as notes from "./notes.js";
export * as search from "./search.js";
