import type { ChecklistItem } from "./checklist-item.js";
import type { Priority } from "./priority.js";

export interface NewNote {
  title: string;
  body?: string;
  tags?: string[];
  priority?: Priority;
  due?: string | null;
  checklist?: ChecklistItem[];
  location?: { lat?: number; lng?: number };
}
