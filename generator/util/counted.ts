/** `n` and its noun, plural unless one: `1 route`, `2 routes`, `0 types`. */
export const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`;
