/**
 * A small document printer with prettier's layout rules (groups that break when their content does not
 * fit in the print width, indentation, `ifBreak`). The emitter builds each file as a document shaped the
 * way prettier would print that syntax, so the text it writes is already in prettier's style without
 * running prettier on every generation (prettier formats about 1 MB/s: seconds on GitHub's API).
 * A test runs prettier over generated output to hold the two together.
 */

export type Doc = string | Doc[] | Group | ConditionalGroup | Indent | Align | Line | IfBreak | IndentIfBreak;

interface Group {
  kind: "group";
  contents: Doc;
  /** Broken whatever the width: set by `hardline` inside, or by the caller (a kept-open object). */
  broken: boolean;
  /** Lets `indentIfBreak` follow this group's decision. */
  id?: symbol;
}
/**
 * The first of `states` that fits, tried in order, else the last one broken (prettier's `conditionalGroup`:
 * a call whose last argument is hugged, `f(a, {` ... `})`, when its head fits, else one argument a line).
 */
interface ConditionalGroup {
  kind: "conditionalGroup";
  states: Doc[];
}
/** Indented when the group `groupId` broke (prettier's "fluid" assignment layout). */
interface IndentIfBreak {
  kind: "indentIfBreak";
  contents: Doc;
  groupId: symbol;
}
interface Indent {
  kind: "indent";
  contents: Doc;
}
interface Align {
  kind: "align";
  width: number;
  contents: Doc;
}
interface Line {
  kind: "line";
  /** soft: nothing when flat; hard: always a new line. */
  mode: "line" | "soft" | "hard";
}
interface IfBreak {
  kind: "ifBreak";
  broken: Doc;
  flat: Doc;
}

export const line: Line = { kind: "line", mode: "line" };
export const softline: Line = { kind: "line", mode: "soft" };
export const hardline: Line = { kind: "line", mode: "hard" };

export function group(contents: Doc, options: { broken?: boolean; id?: symbol } = {}): Group {
  const broken = options.broken === true || containsHardline(contents);
  return options.id ? { kind: "group", contents, broken, id: options.id } : { kind: "group", contents, broken };
}
export function conditionalGroup(states: Doc[]): ConditionalGroup {
  return { kind: "conditionalGroup", states };
}
export function indentIfBreak(contents: Doc, groupId: symbol): IndentIfBreak {
  return { kind: "indentIfBreak", contents, groupId };
}
export function indent(contents: Doc): Indent {
  return { kind: "indent", contents };
}
export function align(width: number, contents: Doc): Align {
  return { kind: "align", width, contents };
}
export function ifBreak(broken: Doc, flat: Doc = ""): IfBreak {
  return { kind: "ifBreak", broken, flat };
}
export function join(separator: Doc, docs: readonly Doc[]): Doc[] {
  const out: Doc[] = [];
  docs.forEach((doc, i) => {
    if (i > 0) out.push(separator);
    out.push(doc);
  });
  return out;
}

/** A hard line inside a group breaks the group and every group around it (prettier's propagateBreaks). */
function containsHardline(doc: Doc): boolean {
  if (typeof doc === "string") return false;
  if (Array.isArray(doc)) return doc.some(containsHardline);
  switch (doc.kind) {
    case "line":
      return doc.mode === "hard";
    case "group":
      return doc.broken;
    case "ifBreak":
      return containsHardline(doc.broken) || containsHardline(doc.flat);
    case "conditionalGroup":
      // A hard line in the first state breaks the groups around (prettier adds a breakParent there).
      return containsHardline(doc.states[0]!);
    default:
      return containsHardline(doc.contents);
  }
}

const enum Mode {
  Break,
  Flat,
}
type Command = [indentation: number, mode: Mode, doc: Doc];

export const PRINT_WIDTH = 80;

/** Prints `doc` to text, breaking groups that do not fit in `width` columns. */
export function print(doc: Doc, width = PRINT_WIDTH): string {
  const out: string[] = [];
  let column = 0;
  const commands: Command[] = [[0, Mode.Break, doc]];
  const groupModes = new Map<symbol, Mode>();
  while (commands.length > 0) {
    const [indentation, mode, current] = commands.pop()!;
    if (typeof current === "string") {
      out.push(current);
      column += textWidth(current);
      continue;
    }
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) commands.push([indentation, mode, current[i]!]);
      continue;
    }
    switch (current.kind) {
      case "indent":
        commands.push([indentation + 2, mode, current.contents]);
        break;
      case "align":
        commands.push([indentation + current.width, mode, current.contents]);
        break;
      case "group": {
        const flat: Command = [indentation, Mode.Flat, current.contents];
        let chosen: Command;
        if (mode === Mode.Flat && !current.broken) chosen = flat;
        else if (!current.broken && fits(flat, commands, width - column, groupModes)) chosen = flat;
        else chosen = [indentation, Mode.Break, current.contents];
        if (current.id) groupModes.set(current.id, chosen[1]);
        commands.push(chosen);
        break;
      }
      case "conditionalGroup":
        commands.push(chosenState(current.states, indentation, mode, commands, width - column, groupModes));
        break;
      case "indentIfBreak": {
        const broke = groupModes.get(current.groupId) === Mode.Break;
        commands.push([broke ? indentation + 2 : indentation, mode, current.contents]);
        break;
      }
      case "ifBreak":
        commands.push([indentation, mode, mode === Mode.Break ? current.broken : current.flat]);
        break;
      case "line":
        if (mode === Mode.Flat && current.mode !== "hard") {
          if (current.mode === "line") {
            out.push(" ");
            column += 1;
          }
          break;
        }
        trimTrailingSpaces(out);
        out.push("\n" + " ".repeat(indentation));
        column = indentation;
        break;
    }
  }
  return out.join("");
}

/**
 * The state of a conditional group to print: the first, flat, when it fits (or the line is flat already);
 * else the first of the others whose head fits up to its first line break; else the last, broken.
 */
function chosenState(
  states: Doc[],
  indentation: number,
  mode: Mode,
  rest: readonly Command[],
  width: number,
  groupModes: Map<symbol, Mode>,
): Command {
  const first: Command = [indentation, Mode.Flat, states[0]!];
  if (mode === Mode.Flat || fits(first, rest, width, groupModes)) return first;
  for (const state of states.slice(1)) {
    const command: Command = [indentation, Mode.Flat, state];
    if (fits(command, rest, width, groupModes)) return command;
  }
  return [indentation, Mode.Break, states[states.length - 1]!];
}

/**
 * A document on one line, as print() writes it when it fits, without measuring anything; undefined when
 * it holds a hard break (print it then). Cheaper than print() for a piece known to stay on its line.
 */
export function flatText(doc: Doc): string | undefined {
  if (typeof doc === "string") return doc;
  if (containsHardline(doc)) return undefined;
  const out: string[] = [];
  const visit = (piece: Doc): void => {
    if (typeof piece === "string") out.push(piece);
    else if (Array.isArray(piece)) piece.forEach(visit);
    else if (piece.kind === "line") out.push(piece.mode === "line" ? " " : "");
    else if (piece.kind === "ifBreak") visit(piece.flat);
    else if (piece.kind === "conditionalGroup") visit(piece.states[0]!);
    else visit(piece.contents);
  };
  visit(doc);
  return out.join("");
}

/**
 * Whether `next` fits in `width` columns, continuing into the commands after it up to the first place
 * a line may break (prettier's `fits`: groups after `next` count as breakable there).
 */
function fits(next: Command, rest: readonly Command[], width: number, groupModes: Map<symbol, Mode>): boolean {
  let restIndex = rest.length;
  const stack: [Mode, Doc][] = [[next[1], next[2]]];
  while (width >= 0) {
    if (stack.length === 0) {
      if (restIndex === 0) return true;
      const [, mode, doc] = rest[--restIndex]!;
      stack.push([mode, doc]);
      continue;
    }
    const [mode, doc] = stack.pop()!;
    if (typeof doc === "string") {
      width -= textWidth(doc);
      continue;
    }
    if (Array.isArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) stack.push([mode, doc[i]!]);
      continue;
    }
    switch (doc.kind) {
      case "indent":
      case "align":
      case "indentIfBreak":
        stack.push([mode, doc.contents]);
        break;
      case "group": {
        const groupMode = doc.broken ? Mode.Break : mode;
        if (doc.id && !groupModes.has(doc.id)) groupModes.set(doc.id, groupMode);
        stack.push([groupMode, doc.contents]);
        break;
      }
      case "ifBreak":
        stack.push([mode, mode === Mode.Break ? doc.broken : doc.flat]);
        break;
      case "conditionalGroup":
        // Where the line may break, the most expanded state is measured; else the first, flat.
        stack.push([mode, mode === Mode.Break ? doc.states[doc.states.length - 1]! : doc.states[0]!]);
        break;
      case "line":
        if (mode === Mode.Break || doc.mode === "hard") return true;
        if (doc.mode === "line") width -= 1;
        break;
    }
  }
  return false;
}

function trimTrailingSpaces(out: string[]): void {
  while (out.length > 0) {
    const last = out[out.length - 1]!;
    const trimmed = last.replace(/[ \t]+$/, "");
    if (trimmed.length > 0) {
      out[out.length - 1] = trimmed;
      return;
    }
    out.pop();
  }
}

/** Display width as prettier counts it: East Asian wide characters and emoji take two columns. */
export function textWidth(text: string): number {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return text.length;
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x300 && code <= 0x36f)) continue; // control, combining marks
    width += isWide(code) ? 2 : 1;
  }
  return width;
}

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf && code !== 0x303f) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1f64f) ||
    (code >= 0x1f900 && code <= 0x1f9ff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}
