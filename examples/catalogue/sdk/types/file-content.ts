export interface FileContent {
  type: "file";
  encoding: "base64";
  content: string;
  path?: string;
  sha?: string;
}
