export interface ChecklistItem {
  text: string;
  done?: boolean;
  subitems?: ChecklistItem[];
}
