import type { User } from "./user.js";

export interface ReleaseAsset {
  id: number;
  name: string;
  label?: string | null;
  content_type?: string;
  size?: number;
  uploader?: User | null;
}
