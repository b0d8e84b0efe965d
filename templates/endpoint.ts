// The SDK's root builder when the API is GitHub's: the runtime's own, with GitHub's defaults.
export { endpoint } from "routegen/runtime";
