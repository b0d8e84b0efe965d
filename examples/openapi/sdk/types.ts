export type Priority = "low" | "normal" | "high";

export interface NewNote {
  title: string;
  body?: string;
  tags?: string[];
  priority?: Priority;
  due?: string | null;
  checklist?: ChecklistItem[];
  location?: { lat?: number; lng?: number };
}

export interface ChecklistItem {
  text: string;
  done?: boolean;
  subitems?: ChecklistItem[];
}

export type Note = NewNote & { id: string; created: string; thread?: Comment };

export interface Comment {
  text: string;
  replies?: Replies;
}

export type Replies = Comment[];

export interface Folder {
  name: string;
  children: Folder[];
}

export interface Attachment {
  name: string;
  size: number;
  contentType?: string | null;
}

export interface Problem {
  title?: string;
  status?: number;
  detail?: string;
}
