import type { Label } from "./label.js";
import type { User } from "./user.js";

export interface Issue {
  number: number;
  title: string;
  state: "open" | "closed";
  body?: string | null;
  user?: User;
  labels?: Label[];
  assignee?: User | null;
  closed_at?: string | null;
}
