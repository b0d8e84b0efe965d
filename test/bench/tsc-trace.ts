// Reads the trace `tsc --generateTrace <dir>` writes (Chrome trace events) and sums parse, bind and
// check time per source file: where a consumer's type-check time goes.
import { readFileSync } from "node:fs";
import { join } from "node:path";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  args?: { path?: string };
}

export interface FileTimes {
  parse: number;
  bind: number;
  check: number;
}

const PHASES: Record<string, keyof FileTimes> = {
  createSourceFile: "parse",
  bindSourceFile: "bind",
  checkSourceFile: "check",
};

/** Milliseconds per file and phase, from the `trace.json` in `dir`. */
export function timesByFile(dir: string): Map<string, FileTimes> {
  const events = JSON.parse(readFileSync(join(dir, "trace.json"), "utf8")) as TraceEvent[];
  const open = new Map<string, TraceEvent[]>();
  const times = new Map<string, FileTimes>();
  for (const event of events) {
    const phase = PHASES[event.name];
    if (!phase) continue;
    const stack = open.get(event.name) ?? [];
    open.set(event.name, stack);
    if (event.ph === "B") stack.push(event);
    if (event.ph !== "E") continue;
    const started = stack.pop();
    const path = started?.args?.path;
    if (!started || !path) continue;
    const file = times.get(path) ?? { parse: 0, bind: 0, check: 0 };
    file[phase] += (event.ts - started.ts) / 1000;
    times.set(path, file);
  }
  return times;
}

/** Sums files into groups (`groupOf` names a file's group); largest total first. */
export function timesByGroup(
  times: ReadonlyMap<string, FileTimes>,
  groupOf: (path: string) => string,
): [string, FileTimes & { files: number }][] {
  const groups = new Map<string, FileTimes & { files: number }>();
  for (const [path, { parse, bind, check }] of times) {
    const name = groupOf(path);
    const group = groups.get(name) ?? { parse: 0, bind: 0, check: 0, files: 0 };
    groups.set(name, {
      parse: group.parse + parse,
      bind: group.bind + bind,
      check: group.check + check,
      files: group.files + 1,
    });
  }
  const total = ({ parse, bind, check }: FileTimes) => parse + bind + check;
  return [...groups].sort((a, b) => total(b[1]) - total(a[1]));
}
