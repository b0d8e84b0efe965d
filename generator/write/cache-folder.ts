import { accessSync, constants, existsSync, lstatSync, mkdirSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve, sep } from "node:path";
import { hashText } from "../util/hash.js";
import { PACKAGE_ROOT } from "../util/package-root.js";
import { FileHashes } from "./file-hashes.js";

/** The remembered hashes a run of an output folder uses: its files and inputs', and routegen's own code's. */
export interface RunHashes {
  output: FileHashes;
  code: FileHashes;
}

/**
 * The hash caches (file-hashes.ts) of the output folder `outDir`. They are kept outside it, where no one
 * commits them by accident and where routegen alters nothing it did not write: in
 * `node_modules/.cache/routegen/` of the project the folder is in (the nearest folder above it with a
 * package.json), as Babel, ESLint and others keep theirs, named by a hash of the folder's path. With no
 * such project, or a node_modules routegen may not write, they go to a folder of the user's own in the
 * system's temporary folder; with neither, hashes last for the run.
 */
export function runHashes(outDir: string): RunHashes {
  const out = resolve(outDir);
  const folder = cacheFolderOf(out);
  const file = (name: string) => (folder === undefined ? undefined : join(folder, `${name}.json`));
  return {
    output: new FileHashes(file(hashText(out)), out),
    code: new FileHashes(file(`routegen-${hashText(PACKAGE_ROOT)}`), PACKAGE_ROOT),
  };
}

/**
 * Where a remote input of the output folder `outDir` is mirrored (load/remote.ts): `remote/` of its
 * cache folder, or of a new temporary folder when it has none.
 */
export function remoteMirrorFolder(outDir: string): string {
  return join(cacheFolderOf(resolve(outDir)) ?? mkdtempSync(join(tmpdir(), "routegen-remote-")), "remote");
}

function cacheFolderOf(out: string): string | undefined {
  // Never inside the output folder (one that is the project's node_modules, say).
  const outside = (folder: string | undefined) =>
    folder !== undefined && folder !== out && !folder.startsWith(out + sep) ? folder : undefined;
  try {
    return outside(projectCacheFolder(out)) ?? outside(userTempFolder());
  } catch {
    // A folder on the way that cannot even be looked at: no cache, as if there were none.
    return undefined;
  }
}

/** `node_modules/.cache/routegen` of the nearest folder above `out` with a package.json, if routegen may write there. */
function projectCacheFolder(out: string): string | undefined {
  for (let dir = dirname(out); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) {
      const modules = join(dir, "node_modules");
      const folder = join(modules, ".cache", "routegen");
      return mayWrite([folder, dirname(folder), modules]) ? folder : undefined;
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Whether the first of `folders` (deepest first) that exists is a folder this process may write. The
 * last one must exist: routegen makes `.cache/routegen` in a node_modules, never a node_modules.
 */
function mayWrite(folders: readonly string[]): boolean {
  for (const folder of folders) {
    try {
      const stats = statSync(folder, { throwIfNoEntry: false });
      if (stats === undefined) continue;
      if (!stats.isDirectory()) return false;
      accessSync(folder, constants.W_OK);
      return true;
    } catch {
      // Not writable, or a file on the way (ENOTDIR).
      return false;
    }
  }
  return false;
}

/**
 * `routegen-cache-<uid>` in the system's temporary folder, which anyone may write: used only if this user
 * made it and no one else may write in it (a cache planted by someone else could make an edited output
 * pass for intact).
 */
function userTempFolder(): string | undefined {
  const uid = process.getuid?.();
  const folder = join(tmpdir(), uid === undefined ? "routegen-cache" : `routegen-cache-${uid}`);
  try {
    mkdirSync(folder, { mode: 0o700 });
  } catch {
    // There already (checked below), or the temporary folder cannot be written: no cache.
  }
  const stats = lstatSync(folder, { throwIfNoEntry: false });
  if (!stats?.isDirectory()) return undefined;
  return uid === undefined || (stats.uid === uid && (stats.mode & 0o022) === 0) ? folder : undefined;
}
