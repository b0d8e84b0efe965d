import fc from "fast-check";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { hardline, join, print, type Doc } from "../../../../generator/emit/doc.js";
import { interfaceDeclaration, typeAliasDeclaration } from "../../../../generator/emit/printer/index.js";
import type { ObjectMember, TypeNode } from "../../../../generator/emit/type-doc.js";
import { stringLiteral } from "../../../../generator/emit/syntax.js";

// The emitter prints TypeScript the way prettier would; prettier itself is the judge here, on random
// type shapes of every kind the emitter produces, at widths around the 80-column edge.

const word = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,24}$/);
const longWord = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,60}$/);
const leaf: fc.Arbitrary<TypeNode> = fc.oneof(
  fc.constantFrom("string", "number", "boolean", "null", "unknown").map((text) => ({ kind: "keyword" as const, text })),
  longWord.map((w) => ({ kind: "reference" as const, text: "types." + w[0]!.toUpperCase() + w.slice(1) })),
  fc.string({ maxLength: 30 }).map((s) => ({ kind: "literal" as const, text: stringLiteral(s) })),
);

const typeNode: fc.Arbitrary<TypeNode> = fc.letrec<{ node: TypeNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record({ kind: fc.constant("array" as const), element: tie("node") }),
    fc.record({ kind: fc.constant("object" as const), members: fc.array(member(tie("node")), { maxLength: 4 }) }),
    fc
      .record({ kind: fc.constant("union" as const), members: fc.array(tie("node"), { minLength: 2, maxLength: 6 }) })
      .map(flattenUnion),
    fc
      .record({
        kind: fc.constant("intersection" as const),
        members: fc.array(tie("node"), { minLength: 2, maxLength: 3 }),
      })
      .map(flattenIntersection),
  ),
})).node;

function member(type: fc.Arbitrary<TypeNode>): fc.Arbitrary<ObjectMember> {
  return fc
    .record(
      {
        key: fc.oneof(word, fc.constant('"quoted-key"'), fc.constant("[key: string]")),
        optional: fc.boolean(),
        type,
        doc: fc.array(
          fc.stringMatching(/^[a-zA-Z ]{1,40}$/).map((s) => s.trim() || "x"),
          { minLength: 1, maxLength: 2 },
        ),
      },
      { requiredKeys: ["key", "optional", "type"] },
    )
    .map((m) => (m.key.startsWith("[") ? { ...m, optional: false } : m));
}

// Unions of unions and intersections of intersections are flattened by the emitter before printing.
function flattenUnion(node: { kind: "union"; members: TypeNode[] }): TypeNode {
  return { kind: "union", members: node.members.flatMap((m) => (m.kind === "union" ? m.members : [m])) };
}
function flattenIntersection(node: { kind: "intersection"; members: TypeNode[] }): TypeNode {
  return {
    kind: "intersection",
    members: node.members.flatMap((m) => (m.kind === "intersection" ? m.members : [m])),
  };
}

async function prettierAgrees(doc: Doc): Promise<void> {
  const text = print([doc, hardline]);
  const formatted = await prettier.format(text, { parser: "typescript" });
  expect(text).toBe(formatted);
}

describe("the printer matches prettier", () => {
  it("on type aliases", async () => {
    await fc.assert(
      fc.asyncProperty(longWord, typeNode, async (name, node) => {
        await prettierAgrees(typeAliasDeclaration(name.toUpperCase(), node));
      }),
      { numRuns: 500 },
    );
  });

  it("on interfaces", async () => {
    await fc.assert(
      fc.asyncProperty(word, fc.array(member(typeNode), { maxLength: 5 }), async (name, members) => {
        await prettierAgrees(interfaceDeclaration(name.toUpperCase(), members, ["A documented interface."]));
      }),
      { numRuns: 500 },
    );
  });

  it("on several declarations in a file", async () => {
    await prettierAgrees(
      join(
        [hardline, hardline],
        [typeAliasDeclaration("A", { kind: "keyword", text: "string" }), interfaceDeclaration("B", [])],
      ),
    );
  });
});
