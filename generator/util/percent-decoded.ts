/** Text with its %-escapes decoded; as it is when they do not decode (`100%`, a lone `%E2`). */
export function percentDecoded(text: string): string {
  if (!text.includes("%")) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
