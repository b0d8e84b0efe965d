import type { Comment } from "./comment.js";
import type { NewNote } from "./new-note.js";

export type Note = NewNote & { id: string; created: string; thread?: Comment };
