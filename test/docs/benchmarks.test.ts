import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/examples.js";

// BENCHMARKS.md holds today's figures, how to reproduce each and the anchors beside them; history is in
// git. It stays short enough to read, and every link into it, from the README, docs/ or its own index,
// finds its section.

const MAX_LINES = 400;
const benchmarks = readFileSync(join(ROOT, "BENCHMARKS.md"), "utf8");

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a hyphen. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown text's headings (outside code blocks), a repeated one numbered as GitHub does. */
function anchorsIn(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.replace(/^```[^]*?^```/gm, "").matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = anchorOf(heading!);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

/** Every `#anchor` a file links to in BENCHMARKS.md, with the file that links. */
function linksInto(): { from: string; anchor: string }[] {
  const links: { from: string; anchor: string }[] = [];
  for (const file of [join(ROOT, "README.md"), ...markdownFiles(join(ROOT, "docs"))]) {
    for (const [, anchor] of readFileSync(file, "utf8").matchAll(/BENCHMARKS\.md#([^)\s]+)\)/g)) {
      links.push({ from: relative(ROOT, file), anchor: anchor! });
    }
  }
  for (const [, anchor] of benchmarks.matchAll(/\]\(#([^)\s]+)\)/g))
    links.push({ from: "BENCHMARKS.md", anchor: anchor! });
  return links;
}

describe("BENCHMARKS.md", () => {
  it(`is at most ${MAX_LINES} lines`, () => {
    expect(benchmarks.trimEnd().split("\n").length).toBeLessThanOrEqual(MAX_LINES);
  });

  it("has the section of every anchor the README, docs/ and its own index link to", () => {
    const anchors = anchorsIn(benchmarks);
    const links = linksInto();
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter(({ anchor }) => !anchors.has(anchor))).toEqual([]);
  });

  it("has the section a comment of the code names (BENCHMARKS.md and the heading quoted)", () => {
    const headings = [...benchmarks.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => heading!);
    const files = ["generator", "runtime", "test"].flatMap((folder) => codeFiles(join(ROOT, folder)));
    const named = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/BENCHMARKS\.md, "([^"]+)"/g)].map(([, section]) => ({
        from: relative(ROOT, file),
        section: section!,
      })),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ section }) => !headings.some((heading) => heading.startsWith(section)))).toEqual([]);
  });

  it("keeps each block `npm run bench` writes whole: a start, an end, a heading", () => {
    const starts = [...benchmarks.matchAll(/<!-- bench:([a-z-]+) -->/g)].map(([, id]) => id!);
    expect(starts).toContain("header");
    for (const id of starts) {
      const block = new RegExp(`<!-- bench:${id} -->\\n([^]*?)\\n<!-- /bench:${id} -->`).exec(benchmarks);
      expect(block, id).not.toBeNull();
      if (id !== "header") expect(block![1], id).toMatch(/^## /);
    }
  });

  it("makes anchors as GitHub does", () => {
    expect(anchorOf("The corpus: APIs.guru's directory generated, type-checked and on the wire")).toBe(
      "the-corpus-apisgurus-directory-generated-type-checked-and-on-the-wire",
    );
    expect(anchorOf("A 20 MB description, side by side with oazapfts")).toBe(
      "a-20-mb-description-side-by-side-with-oazapfts",
    );
  });
});

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return ["node_modules", "dist", "fixtures", "vendor"].includes(entry.name) ? [] : codeFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}
