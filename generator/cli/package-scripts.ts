import { offsetOfPointer } from "../util/json-position.js";

export interface ScriptsEdit {
  /** package.json's new text (the same text when nothing was added). */
  text: string;
  added: string[];
  /** Scripts of these names already exist and were left as they are. */
  kept: string[];
}

/**
 * Adds npm scripts to the text of a package.json, changing nothing else: key order, indentation,
 * line endings and the final newline stay as they are. Scripts whose names exist are kept as the
 * user wrote them. Throws a SyntaxError when the text is not JSON.
 */
export function addScripts(text: string, scripts: Readonly<Record<string, string>>): ScriptsEdit {
  const data = JSON.parse(text) as { scripts?: unknown };
  const existing =
    typeof data.scripts === "object" && data.scripts !== null ? (data.scripts as Record<string, unknown>) : undefined;
  const kept = Object.keys(scripts).filter((name) => existing && Object.hasOwn(existing, name));
  const added = Object.keys(scripts).filter((name) => !kept.includes(name));
  if (added.length === 0) return { text, added, kept };

  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const unit = /^([ \t]+)"/m.exec(text)?.[1] ?? "  ";
  const entries = (indent: string) =>
    added.map((name) => `${indent}${JSON.stringify(name)}: ${JSON.stringify(scripts[name])}`);
  if (existing) {
    const open = offsetOfPointer(text, ["scripts"]);
    const memberIndent = /\n([ \t]*)"/.exec(text.slice(open, closingBrace(text, open)))?.[1] ?? unit + unit;
    return { text: insertMembers(text, open, entries(memberIndent), newline, unit), added, kept };
  }
  const block = [
    `${unit}"scripts": {`,
    ...entries(unit + unit).map((line, i, all) => (i < all.length - 1 ? `${line},` : line)),
    `${unit}}`,
  ];
  return { text: insertMembers(text, offsetOfPointer(text, []), [block.join(newline)], newline, ""), added, kept };
}

/** Adds members at the end of the object that opens at `open`, after a comma if it has members. */
function insertMembers(text: string, open: number, members: string[], newline: string, closeIndent: string): string {
  const close = closingBrace(text, open);
  const body = text.slice(open + 1, close);
  if (body.trim() === "") {
    return `${text.slice(0, open + 1)}${newline}${members.join(`,${newline}`)}${newline}${closeIndent}${text.slice(close)}`;
  }
  const lastValueEnd = open + 1 + body.trimEnd().length;
  // An object written on one line stays on one line.
  const separator = body.includes("\n") ? `,${newline}` : ",";
  const written = body.includes("\n") ? members : members.map((m) => m.trim().replace(/\s*\r?\n\s*/g, ""));
  return `${text.slice(0, lastValueEnd)}${separator}${written.join(separator)}${text.slice(lastValueEnd)}`;
}

/** The offset of the `}` that closes the object opening at `open` (strings skipped). */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return text.length;
}
