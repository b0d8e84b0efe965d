// Public surface of the runtime (filled in by issue A; see runtime/types.ts for the contract).
export type * from "./types.js";
