/** prettier's default print width: a list longer than this goes one item per line. */
const PRINT_WIDTH = 80;

/**
 * JSON as prettier writes it (`prettier --check .` passes over what routegen writes): two-space
 * indentation, objects one key per line, a list of plain values on one line when it fits the print
 * width and one per line otherwise. (prettier fills lines with numbers, several per line; routegen
 * writes no list of numbers.)
 */
export function jsonText(value: unknown): string {
  return print(value, "", "".length, true) + "\n";
}

/** `column`: where the value starts on its line; `last`: no comma follows it. */
function print(value: unknown, indent: string, column: number, last: boolean): string {
  if (Array.isArray(value)) return printList(value, indent, column, last);
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  const inner = indent + "  ";
  const lines = entries.map(([key, v], i) => {
    const prefix = `${inner}${JSON.stringify(key)}: `;
    return prefix + print(v, inner, prefix.length, i === entries.length - 1);
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

function printList(list: unknown[], indent: string, column: number, last: boolean): string {
  if (list.length === 0) return "[]";
  const plain = list.every((item) => typeof item !== "object" || item === null);
  const flat = `[${list.map((item) => JSON.stringify(item)).join(", ")}]`;
  if (plain && column + flat.length + (last ? 0 : 1) <= PRINT_WIDTH) return flat;
  const inner = indent + "  ";
  return `[\n${list.map((item, i) => inner + print(item, inner, inner.length, i === list.length - 1)).join(",\n")}\n${indent}]`;
}
