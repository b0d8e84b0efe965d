import { lstatSync, utimesSync } from "node:fs";
import { folderInside } from "./safe-path.js";

/**
 * Folders keep their times. Replacing a file (a new inode renamed into place), removing one, and the
 * lock coming and going all change the modification time of the folder they are in; users and tools
 * that read a folder's time (a backup, `make`, `ls -t`) would see the whole output folder change on
 * every run. So the times of the folders a run changes are taken before it and given back after.
 */

/** Notes the times of `out` and of every folder on the way to `paths`; returns what gives them back. */
export function keepFolderTimes(out: string, paths: Iterable<string>): () => void {
  const relative = new Set<string>();
  for (const path of paths) {
    const segments = path.split("/");
    for (let i = 1; i < segments.length; i++) relative.add(segments.slice(0, i).join("/"));
  }
  // Only real folders of the output: a link's target is not routegen's to touch, not even its times.
  const folders = [out, ...[...relative].flatMap((folder) => folderInside(out, folder) ?? [])];
  const times: { folder: string; atime: number; mtimeMs: number }[] = [];
  for (const folder of folders) {
    const stat = lstatSync(folder, { throwIfNoEntry: false });
    if (stat?.isDirectory()) times.push({ folder, atime: stat.atimeMs / 1000, mtimeMs: stat.mtimeMs });
  }
  return () => {
    for (const { folder, atime, mtimeMs } of times) {
      try {
        // Only where the run changed it: a time set back is rounded to the microsecond.
        if (lstatSync(folder).mtimeMs !== mtimeMs) utimesSync(folder, atime, mtimeMs / 1000);
      } catch {
        // Gone, or not ours to set (a folder of another user's): its time is what the run left.
      }
    }
  };
}
