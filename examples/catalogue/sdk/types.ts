/** A person or a bot with an account. */
export interface User {
  id: number;
  login: string;
  /** The display name, if the user set one. */
  name?: string | null;
  site_admin?: boolean;
}

export interface License {
  /** SPDX-style key, such as `mit`. */
  key: string;
  name?: string;
}

export interface Repository {
  id: number;
  name: string;
  /** `owner/name`. */
  full_name: string;
  owner: User;
  private: boolean;
  visibility?: "public" | "private" | "internal";
  description?: string | null;
  topics?: string[];
  license?: License | null;
  /** The repository this one was forked from; absent unless it is a fork. */
  parent?: Repository;
  created_at?: string;
}

export type FullRepository = Repository & {
  /** The caller's permissions, by name (`admin`, `push`, `pull`...). */
  permissions?: { [key: string]: boolean };
  subscribers_count?: number;
};

export interface Label {
  name: string;
  /** Six hexadecimal digits, without `#`. */
  color?: string;
}

export interface Issue {
  number: number;
  title: string;
  state: "open" | "closed";
  body?: string | null;
  user?: User;
  labels?: Label[];
  assignee?: User | null;
  closed_at?: string | null;
}

export interface TreeEntry {
  path: string;
  type: "blob" | "tree";
  sha: string;
  /** Bytes; blobs only. */
  size?: number;
  children?: TreeEntry[];
}

export interface FileContent {
  type: "file";
  encoding: "base64";
  content: string;
  path?: string;
  sha?: string;
}

export interface DirectoryEntry {
  type: "file" | "dir" | "symlink" | "submodule";
  name: string;
  path?: string;
}

export interface ReleaseAsset {
  id: number;
  name: string;
  label?: string | null;
  content_type?: string;
  size?: number;
  uploader?: User | null;
}

export interface Reaction {
  id?: number;
  user?: User | null;
  content:
    "+1" | "-1" | "laugh" | "confused" | "heart" | "hooray" | "rocket" | "eyes";
}
