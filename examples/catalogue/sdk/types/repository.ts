import type { License } from "./license.js";
import type { User } from "./user.js";

export interface Repository {
  id: number;
  name: string;
  /** `owner/name`. */
  full_name: string;
  owner: User;
  private: boolean;
  visibility?: "public" | "private" | "internal";
  description?: string | null;
  topics?: string[];
  license?: License | null;
  /** The repository this one was forked from; absent unless it is a fork. */
  parent?: Repository;
  created_at?: string;
}
