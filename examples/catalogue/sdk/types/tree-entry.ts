export interface TreeEntry {
  path: string;
  type: "blob" | "tree";
  sha: string;
  /** Bytes; blobs only. */
  size?: number;
  children?: TreeEntry[];
}
