import {
  isAlias,
  isMap,
  isNode,
  isScalar,
  isSeq,
  type Document,
  type LineCounter,
  type Node,
  type Pair,
  type YAMLMap,
} from "yaml";

/**
 * Where values are in a parsed YAML document, from the source ranges the `yaml` library keeps. Each
 * mapping a lookup passes through has its pairs indexed by key once, when first searched:
 * `Document.getIn` compares the key with every pair, which on a description with 11,000 paths made each
 * of its thousands of diagnostics cost 11,000 comparisons.
 */
export interface YamlPositions {
  /**
   * Line and column of the value at `segments` (or of its deepest ancestor that exists), or with
   * `part: "key"` of the key the last segment names (array items have none: their value).
   */
  locate(segments: readonly string[], part: "value" | "key"): { line: number; column: number } | undefined;
}

export function yamlPositions(doc: Document, lineCounter: LineCounter): YamlPositions {
  const indexes = new WeakMap<YAMLMap, Map<string, Pair>>();
  const pairsOf = (map: YAMLMap): Map<string, Pair> => {
    let pairs = indexes.get(map);
    if (!pairs) {
      // As JavaScript sees keys (`200:` is "200"); a key written twice is refused when the file is read.
      pairs = new Map(
        map.items.map((pair): [string, Pair] => [isScalar(pair.key) ? String(pair.key.value) : String(pair.key), pair]),
      );
      indexes.set(map, pairs);
    }
    return pairs;
  };
  const at = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
  return {
    locate(segments, part) {
      let node: unknown = doc.contents;
      let found: Node | undefined = isNode(node) && node.range ? node : undefined;
      let key: unknown;
      let depth = 0;
      for (const segment of segments) {
        // An alias stands for its anchor's node: positions inside it are those of the anchor's text.
        if (isAlias(node)) node = node.resolve(doc);
        let next: unknown;
        key = undefined;
        if (isMap(node)) {
          const pair = pairsOf(node).get(segment);
          next = pair?.value;
          key = pair?.key;
        } else if (isSeq(node) && /^(0|[1-9][0-9]*)$/.test(segment)) {
          next = node.items[Number(segment)];
        }
        const last = depth === segments.length - 1;
        if (part === "key" && last && isNode(key) && key.range) return at(key.range[0]);
        if (!isNode(next) || !next.range) break;
        node = next;
        found = next;
        depth++;
      }
      return found?.range ? at(found.range[0]) : undefined;
    },
  };
}
