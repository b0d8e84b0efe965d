// Reads a V8 CPU profile (`node --cpu-prof`) and says where the time went: self time by function and
// by where the code lives (a package, or a file of this repository). Also a command line tool:
// `npx tsx test/bench/cpu-profile.ts <file.cpuprofile>...`.
import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT } from "../support/examples.js";
import { printTable } from "./benchmark.js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  ms: number;
}

export interface ProfileSummary {
  totalMs: number;
  /** Self time: the function on top of the stack. */
  byFunction: Share[];
  byPlace: Share[];
  /** Inclusive time: a place somewhere on the stack (a package's time includes what it calls). */
  byPlaceInclusive: Share[];
}

/** Where code lives: `node_modules/<package>`, a repository file, Node's own code, or V8 itself. */
function placeOf(url: string): string {
  if (!url) return "(V8: GC, compiler, idle)";
  if (url.startsWith("node:")) return "(Node internals)";
  const path = url.startsWith("file:") ? fileURLToPath(url) : url;
  const inPackage = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(path);
  if (inPackage) return inPackage[1]!.split(sep).join("/");
  return path.startsWith(ROOT) ? relative(ROOT, path).split(sep).join("/") : path;
}

// Line numbers are left out: code run through tsx has its own, not the source's.
const label = ({ callFrame: { functionName, url } }: ProfileNode) =>
  `${functionName || "(anonymous)"}${url ? ` (${placeOf(url)})` : ""}`;

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

/** Sums each sample's time into the function on top of the stack, its place, and every place on the stack. */
export function summarise(file: string): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const byPlaceInclusive = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id)!;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    add(byFunction, label(node), ms);
    add(byPlace, placeOf(node.callFrame.url), ms);
    const places = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const { url } = nodes.get(at)!.callFrame;
      if (url) places.add(placeOf(url));
    }
    for (const place of places) add(byPlaceInclusive, place, ms);
  });
  const sorted = (map: Map<string, number>) => [...map].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return {
    totalMs: (profile.endTime - profile.startTime) / 1000,
    byFunction: sorted(byFunction),
    byPlace: sorted(byPlace),
    byPlaceInclusive: sorted(byPlaceInclusive),
  };
}

/** Rows of the largest shares: name, milliseconds, percentage of the profile. */
export function shareRows(shares: readonly Share[], totalMs: number, count: number): string[][] {
  return shares
    .slice(0, count)
    .map(({ name, ms }) => [name, `${ms.toFixed(0)} ms`, `${((100 * ms) / totalMs).toFixed(1)}%`]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const file of process.argv.slice(2)) {
    const summary = summarise(file);
    console.log(`\n${file}: ${summary.totalMs.toFixed(0)} ms\n`);
    printTable([["where", "self time", "share"], ...shareRows(summary.byPlace, summary.totalMs, 15)]);
    console.log();
    printTable([
      ["on the stack", "inclusive time", "share"],
      ...shareRows(summary.byPlaceInclusive, summary.totalMs, 25),
    ]);
    console.log();
    printTable([["function", "self time", "share"], ...shareRows(summary.byFunction, summary.totalMs, 25)]);
  }
}
