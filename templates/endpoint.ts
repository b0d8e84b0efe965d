// The SDK's root builder and defaults when the API is GitHub's: the runtime's own.
export { endpoint, githubApi as api } from "routegen/runtime";
