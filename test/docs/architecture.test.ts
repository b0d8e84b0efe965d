import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/examples.js";

// docs/architecture.md is the map of the code (issue R): it describes every folder of generator/, runtime/
// and templates/, and names no file or folder that is not there: a folder added, or a file renamed
// without the map, fails here.

const SKIPPED = [".git", "node_modules", "dist"];
const map = readFileSync(join(ROOT, "docs", "architecture.md"), "utf8");

/** What the map names in code spans and links: `plan/routing/query.ts`, `emit/`, [types.md](types.md). */
const named = [...map.matchAll(/`([^`\n]+)`|\]\(([^)#\s]+)/g)].map(([, code, link]) => (code ?? link)!);

/** A name that is a file's or a folder's path: a source or doc file, or a folder (with its slash). */
const isPath = (name: string) =>
  /^[\w@-][\w@./-]*\.(ts|js|cjs|mjs|json|md|yaml)$/.test(name) || /^[\w-][\w./-]*\/$/.test(name);

/** Every file and folder of the repository, as paths from its root (folders with a trailing slash). */
function repositoryPaths(folder = ""): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.includes(entry.name)) return [];
    const path = `${folder}${entry.name}`;
    return entry.isDirectory() ? [`${path}/`, ...repositoryPaths(`${path}/`)] : [path];
  });
}

/** A file under dist/ is not in the checkout: the map may name one that scripts/build.js writes. */
function builtByBuildScript(name: string): boolean {
  return (
    name.startsWith("dist/") &&
    readFileSync(join(ROOT, "scripts/build.js"), "utf8").includes(name.slice(name.lastIndexOf("/") + 1))
  );
}

function folders(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED.includes(entry.name))
    .flatMap((entry) => [`${folder}/${entry.name}`, ...folders(`${folder}/${entry.name}`)]);
}

/** Whether the map names a folder: by its path, or by the end of its path (`routing/` in plan's paragraph). */
const namesFolder = (folder: string) =>
  named.some((name) => {
    const path = name.replace(/\/$/, "");
    return path.length > 0 && (folder === path || folder.endsWith(`/${path}`));
  });

describe("docs/architecture.md", () => {
  it("describes every folder of generator/, runtime/ and templates/", () => {
    const all = [
      "generator",
      "runtime",
      "templates",
      ...folders("generator"),
      ...folders("runtime"),
      ...folders("templates"),
    ];
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((folder) => !namesFolder(folder))).toEqual([]);
  });

  it("names only files and folders that exist", () => {
    const paths = repositoryPaths();
    const names = named.filter(isPath);
    expect(names.length).toBeGreaterThan(100);
    // A name is a path from the root or, in a folder's paragraph, the end of one (`write.ts`, `routing/`).
    const exists = (name: string) =>
      paths.some((path) => path === name || path.endsWith(`/${name}`)) || builtByBuildScript(name);
    expect(names.filter((name) => !exists(name))).toEqual([]);
  });

  it("names, in a folder's paragraph, a file of that folder, of generator/ itself, or of a generated SDK", () => {
    const paths = repositoryPaths();
    const misplaced: string[] = [];
    for (const paragraph of map.split(/\n\n/)) {
      // A folder's paragraph starts with its name in bold: **`generator/write/`: writing without losing anything.**
      const heading = /^\*\*([^]*?)\*\*/.exec(paragraph)?.[1] ?? "";
      const folders = [...heading.matchAll(/`([^`]+\/)`/g)].map(([, folder]) => folder!);
      if (folders.length === 0) continue;
      const inPlace = (name: string) =>
        paths.some(
          (path) =>
            (folders.some((folder) => path.startsWith(folder)) && path.endsWith(`/${name}`)) ||
            path === `generator/${name}` ||
            // The generated SDK's own modules (`endpoint.ts`), as the committed examples have them.
            (/^examples\/[^/]+\/sdk\/[^/]+$/.test(path) && path.endsWith(`/${name}`)),
        );
      const bare = [...paragraph.matchAll(/`([^`\n]+)`/g)]
        .map(([, name]) => name!)
        .filter((name) => isPath(name) && !name.includes("/"));
      misplaced.push(...bare.filter((name) => !inPlace(name)).map((name) => `${folders.join(", ")}: ${name}`));
    }
    expect(misplaced).toEqual([]);
  });
});
