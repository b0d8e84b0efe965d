import { escapeSegment, pointerSegments, toPointer } from "../../../util/json-pointer.js";

/** A JSON pointer with `segments` added: `pointer("#/paths", "/pets")` is `#/paths/~1pets`. */
export function pointer(base: string, ...segments: (string | number)[]): string {
  return segments.reduce<string>((at, segment) => `${at}/${escapeSegment(String(segment))}`, base);
}

/**
 * Where each part of the upgraded document came from in the Swagger 2.0 original, so that a problem
 * found in the OpenAPI 3.0 data is reported at the line Swagger wrote it on. The upgrade records every
 * move (`#/components/schemas` came from `#/definitions`; a request body from a body parameter); a
 * pointer is mapped through the longest recorded prefix, and anything that did not move maps to itself.
 */
export class Origins {
  private readonly moves = new Map<string, string>();
  /** `moves` the other way, built when first asked (once the upgrade is done); a move recorded later drops it. */
  private inverse: Map<string, string> | undefined;

  /** The value now at `upgraded` was written at `original`. */
  moved(upgraded: string, original: string): void {
    this.moves.set(upgraded, original);
    this.inverse = undefined;
  }

  /**
   * Where what the original wrote at `original` (a `$ref`, maybe percent-encoded) is in the upgraded
   * data: through the longest recorded prefix, the first move recorded from it (a schema of several
   * media types is the same schema under each); undefined when no move was recorded there.
   */
  upgraded(original: string): string | undefined {
    const segments = pointerSegments(original);
    const inverse = (this.inverse ??= this.inverted());
    for (let length = segments.length; length > 0; length--) {
      const moved = inverse.get(toPointer(segments.slice(0, length)));
      if (moved !== undefined) return moved + toPointer(segments.slice(length)).slice(1);
    }
    return undefined;
  }

  private inverted(): Map<string, string> {
    const inverse = new Map<string, string>();
    for (const [upgraded, original] of this.moves) if (!inverse.has(original)) inverse.set(original, upgraded);
    return inverse;
  }

  /** Where `upgraded` (a pointer into the upgraded data) was written in the original. */
  original(upgraded: string): string {
    let prefix = upgraded;
    for (;;) {
      const original = this.moves.get(prefix);
      if (original !== undefined) return original + upgraded.slice(prefix.length);
      const cut = prefix.lastIndexOf("/");
      if (cut < 0) return upgraded;
      prefix = prefix.slice(0, cut);
    }
  }
}
