export interface DirectoryEntry {
  type: "file" | "dir" | "symlink" | "submodule";
  name: string;
  path?: string;
}
