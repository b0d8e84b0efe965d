import type { User } from "./user.js";

export interface Reaction {
  id?: number;
  user?: User | null;
  content:
    "+1" | "-1" | "laugh" | "confused" | "heart" | "hooray" | "rocket" | "eyes";
}
