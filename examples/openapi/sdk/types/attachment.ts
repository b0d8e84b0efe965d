export interface Attachment {
  name: string;
  size: number;
  contentType?: string | null;
}
