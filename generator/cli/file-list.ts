/** A folder with more files than this in one list is counted, not listed. */
const LISTED_PER_FOLDER = 5;

/**
 * Files as a line of the CLI names them: each one, except that a folder with many in the list (an SDK's
 * `types/`, one module per named type, on a first run) is counted where its first file would be:
 * `index.ts, types.ts, types/ (969 files), issues.ts`. A file's ` (removed)` note counts with it.
 */
export function fileList(paths: readonly string[]): string {
  const folderOf = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/") + 1) : "");
  const counts = new Map<string, number>();
  for (const path of paths) counts.set(folderOf(path), (counts.get(folderOf(path)) ?? 0) + 1);
  const parts: string[] = [];
  const counted = new Set<string>();
  for (const path of paths) {
    const folder = folderOf(path);
    const count = counts.get(folder)!;
    if (folder === "" || count <= LISTED_PER_FOLDER) parts.push(path);
    else if (!counted.has(folder)) {
      counted.add(folder);
      parts.push(`${folder} (${count} files)`);
    }
  }
  return parts.join(", ");
}
