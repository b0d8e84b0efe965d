/**
 * "Did you mean" for misspelt keys, types and methods: the candidate nearest to a word by edit distance,
 * when it is near enough to be a typo of it rather than another word.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` Did you mean \`x\`?`, or nothing when no candidate is near. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const suggestion = closest(word, candidates);
  return suggestion === undefined ? "" : ` Did you mean \`${suggestion}\`?`;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours
 * each cost 1, because swapped letters (`sumamry`) are the most common typo of all.
 */
export function editDistance(a: string, b: string): number {
  // Three rows of the usual table: distances from a's first i-2, i-1 and i characters to b's prefixes.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let distance = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, beforePrevious[j - 2]! + 1);
      }
      current.push(distance);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}
