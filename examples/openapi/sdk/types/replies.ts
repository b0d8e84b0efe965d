import type { Comment } from "./comment.js";

export type Replies = Comment[];
