import { kebabCase } from "./names.js";

/** Names Windows will not create as files, whatever the extension. */
const DEVICE_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
/** Room for any real name, well short of Windows' path-length limit once folders are added. */
const MAX_STEM = 100;

/**
 * A file name (without extension) for `name` that every file system takes as a reader expects: kebab-case
 * ASCII, lower case (so names that differ only in case cannot meet on macOS or Windows: the caller still
 * allocates them case-insensitively), never a Windows device name, at most 100 characters. A stem that had
 * to change gets `-${suffix}`; an empty one is `fallback`.
 */
export function fileStem(name: string, fallback: string, suffix: string): string {
  const stem = kebabCase(name) || fallback;
  if (!DEVICE_NAMES.test(stem) && stem.length <= MAX_STEM) return stem;
  return `${stem.slice(0, MAX_STEM).replace(/-+$/, "")}-${suffix}`;
}
