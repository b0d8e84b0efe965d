// The SDK's root builder and the function generated functions call, when the API is GitHub's: the
// runtime's own, which start from GitHub's defaults.
export { endpoint, routeRequest as request } from "@routegen/runtime";
