import type { Repository } from "./repository.js";

export type FullRepository = Repository & {
  /** The caller's permissions, by name (`admin`, `push`, `pull`...). */
  permissions?: { [key: string]: boolean };
  subscribers_count?: number;
};
