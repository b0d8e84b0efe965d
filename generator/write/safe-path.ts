import { lstatSync, realpathSync, type Stats } from "node:fs";
import { dirname, isAbsolute, join, sep } from "node:path";

/**
 * Where a path the manifest lists leads, on disk. The manifest's paths are checked for their text
 * (manifest-schema.ts: relative, normalised, no `..`), but a committed folder can also hold links: with
 * `sdk/link -> ../../outside`, the path `link/victim.txt` is text-wise inside and leads outside. So
 * before routegen removes, renames or puts back anything a manifest names, every folder on the way is
 * looked at without following it (`lstat`): each must be a real folder, never a link, and the folder's
 * real path must be inside the output folder's. A link inside the output folder is the user's: left
 * alone, never followed, never written through.
 *
 * `out` is the output folder's real path (write.ts resolves it once).
 */

/** The absolute path of `path` under `out`, when no folder on the way there is a link or a file; else undefined. */
export function pathInside(out: string, path: string): string | undefined {
  const segments = path.split("/");
  if (isAbsolute(path) || path.includes("\\") || segments.some((s) => s === "" || s === "." || s === ".."))
    return undefined;
  let at = out;
  for (const segment of segments.slice(0, -1)) {
    at = join(at, segment);
    const stat = lstatSync(at, { throwIfNoEntry: false });
    // Not there: nothing under it is either, and nothing made there later is reached through a link.
    if (stat === undefined) break;
    if (!stat.isDirectory()) return undefined;
  }
  return join(out, path);
}

/** The absolute path of the regular file (not a link to one) that `path` names under `out`, if it is one. */
export function fileInside(out: string, path: string): string | undefined {
  return entryInside(out, path, (stat) => stat.isFile());
}

/** The absolute path of the folder (not a link to one) that `path` names under `out`, if it is one. */
export function folderInside(out: string, path: string): string | undefined {
  return entryInside(out, path, (stat) => stat.isDirectory());
}

function entryInside(out: string, path: string, is: (stat: Stats) => boolean): string | undefined {
  const target = pathInside(out, path);
  const stat = target === undefined ? undefined : lstatSync(target, { throwIfNoEntry: false });
  if (target === undefined || stat === undefined || !is(stat)) return undefined;
  // The folders on the way were each seen to be no link; their real path says the same, or something
  // changed them meanwhile.
  const folder = dirname(target);
  const inside = folder === out || folder.startsWith(out + sep);
  return inside && realPathOf(folder) === folder ? target : undefined;
}

/** The real path of `path` (every link on the way resolved), or undefined when it does not exist. */
export function realPathOf(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}
