import { lstatSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import type { GeneratedFile } from "../emit/index.js";
import { hashText } from "../util/hash.js";
import { hashOfFile } from "./file-hashes.js";

/**
 * What routegen may touch in an output folder: the files its manifest lists (it wrote them), and paths
 * where nothing is. Everything else is the user's: never overwritten without `--force`, never removed.
 */

/** The manifest's files, without entries that would lead outside the folder (a manifest is on disk: anyone may edit it). */
export function ownedFiles(out: string, files: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).filter(([path]) => isInside(out, path)));
}

export function isInside(out: string, path: string): boolean {
  const target = resolve(out, path);
  return target.startsWith(out + sep) && !relative(out, target).split(sep).includes("..");
}

/**
 * What writing would destroy: a file or folder of the user's at a path routegen now writes, or in the
 * way of its folder. A file that already holds exactly the text to write is taken over silently. With
 * `overwrite` (`--force`) a file of the user's may be replaced, but a folder never is: routegen does not
 * delete what may be a whole tree of someone's files.
 */
export function ownershipProblems(
  out: string,
  outDir: string,
  files: readonly GeneratedFile[],
  owned: Readonly<Record<string, string>>,
  overwrite: boolean,
): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const shown = (path: string) => join(outDir, path);
  const force = "; move it, or run with --force to replace it";
  for (const file of files) {
    const path = blockingPath(out, file.path);
    if (path !== undefined) {
      if (!overwrite)
        problems.push(
          outputDiagnostic(
            "output-conflict",
            shown(path),
            `routegen needs a folder here for ${file.path}, but a file of yours is in the way${force}`,
          ),
        );
      continue;
    }
    const stat = lstatSync(join(out, file.path), { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) {
      problems.push(
        outputDiagnostic(
          "output-conflict",
          shown(file.path),
          `routegen writes ${file.path}, but a folder of yours is there; move it (routegen never removes a folder of yours)`,
        ),
      );
      continue;
    }
    if (
      overwrite ||
      (stat.isFile() && (file.path in owned || hashOfFile(join(out, file.path)) === hashText(file.text)))
    )
      continue;
    const what = stat.isFile() ? "this file is not one it wrote" : "a link or other special file of yours is there";
    problems.push(
      outputDiagnostic("output-conflict", shown(file.path), `routegen writes ${file.path}, but ${what}${force}`),
    );
  }
  return problems;
}

/** A file (not a folder) where `path` needs a folder: `runtime` for `runtime/index.ts`. A link to a folder counts as a file. */
export function blockingPath(out: string, path: string): string | undefined {
  const segments = path.split("/");
  for (let i = 1; i < segments.length; i++) {
    const ancestor = segments.slice(0, i).join("/");
    const stat = lstatSync(join(out, ancestor), { throwIfNoEntry: false });
    if (stat !== undefined && !stat.isDirectory()) return ancestor;
  }
  return undefined;
}

export function outputDiagnostic(
  code: string,
  file: string,
  message: string,
  severity: Diagnostic["severity"] = "error",
): Diagnostic {
  return { code, severity, message, file };
}
