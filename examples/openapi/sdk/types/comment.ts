import type { Replies } from "./replies.js";

export interface Comment {
  text: string;
  replies?: Replies;
}
