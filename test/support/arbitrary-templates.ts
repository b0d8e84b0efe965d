// Random url templates and parameter values for the runtime's property tests: every operator and
// modifier, option and prototype names, absolute urls, `:name` placeholders; reserved, unicode and
// invalid text, lists, objects, null and undefined.
import fc from "fast-check";

export const text = fc.string({
  unit: fc.oneof(
    { arbitrary: fc.constantFrom(..."abcXYZ019_-.~"), weight: 30 },
    { arbitrary: fc.constantFrom(..."/?#[]@!$&'()*+,;=: %{}"), weight: 12 },
    { arbitrary: fc.constantFrom("%2F", "%41", "%e4", "ä", "日本", "🐙", "\u00a0"), weight: 6 },
    { arbitrary: fc.constant("\ud800"), weight: 1 }, // encoding it throws URIError
  ),
  maxLength: 6,
});
const scalar = fc.oneof(
  text,
  fc.integer({ min: -5, max: 500 }),
  fc.boolean(),
  fc.constant(10n ** 20n),
  fc.constant(1.5),
);
const list = fc.array(
  fc.oneof({ arbitrary: text, weight: 5 }, { arbitrary: fc.constantFrom(null, undefined, 7), weight: 1 }),
  { maxLength: 3 },
);
const object = fc.dictionary(
  fc.constantFrom("a", "b", "x y", "__proto__"),
  fc.oneof(text, fc.constant(null), fc.constant({ n: 1 })),
  {
    maxKeys: 3,
  },
);
export const value = fc.oneof(
  { arbitrary: scalar, weight: 8 },
  { arbitrary: list, weight: 2 },
  { arbitrary: object, weight: 2 },
  { arbitrary: fc.constantFrom(null, undefined, ""), weight: 2 },
);

/** Variable names: ordinary ones, prototype and option keys (never expanded from options). */
export const varName = fc.oneof(
  { arbitrary: fc.constantFrom("owner", "repo", "id", "a", "b", "name", "label", "q", "data", "per_page"), weight: 20 },
  {
    arbitrary: fc.constantFrom("__proto__", "constructor", "toString", "url", "headers", "request", "method"),
    weight: 1,
  },
);
export const expression = fc
  .record({
    operator: fc.constantFrom("", "+", "#", ".", "/", ";", "?", "&"),
    variables: fc.array(fc.tuple(varName, fc.constantFrom("", "", "", "*", ":1", ":3")), {
      minLength: 1,
      maxLength: 3,
    }),
  })
  .map(({ operator, variables }) => `{${operator}${variables.map(([name, modifier]) => name + modifier).join(",")}}`);
/** Literal text, already encoded or not, with `:name` placeholders now and then. */
const literal = fc.oneof(
  fc.constantFrom("/repos/", "/", "/issues", "/x y", "/ä", "/%2F", "/a:b", "/:owner", "/:id/", "?fixed=1", "/v1/", "."),
  fc.string({ unit: fc.constantFrom(..."ab/.-_~!$'()*+,;=@[]%"), maxLength: 4 }),
);
const absolute = fc.constantFrom("", "", "", "https://uploads.example.com", "http://localhost:3000");
export const urlText = fc
  .tuple(absolute, fc.array(fc.oneof(literal, expression), { minLength: 0, maxLength: 5 }))
  .map(([start, parts]) => start + parts.join(""));
