export type Priority = "low" | "normal" | "high";
