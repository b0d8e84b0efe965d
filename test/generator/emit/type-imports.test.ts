// How generated modules import named types (generator/emit/type-imports.ts): each type from its own
// module, by name, under an alias only where the importing module already uses the name.
import { describe, expect, it } from "vitest";
import { namedTypeModule } from "../../../generator/emit/named-type-module.js";
import { routeModule } from "../../../generator/emit/route-module.js";
import { moduleSpecifier, typeAliases, typeImports, typeIndex } from "../../../generator/emit/type-imports.js";
import type { ApiModel, Route, Schema } from "../../../generator/model.js";
import { planSdk, type TypePlan } from "../../../generator/plan/plan.js";

const source = { file: "api.yaml", pointer: "#/x" };
const ref = (name: string): Schema => ({ kind: "ref", name });
const object = (properties: Record<string, Schema>): Schema => ({
  kind: "object",
  properties: Object.entries(properties).map(([name, schema]) => ({ name, schema, required: true })),
});

describe("typeAliases", () => {
  const cases: { why: string; identifiers: string[]; moduleNames: string[]; want: Record<string, string> }[] = [
    {
      why: "no name in common: no alias",
      identifiers: ["Issue", "Label"],
      moduleNames: ["listForRepo", "ListForRepoParams"],
      want: {},
    },
    {
      why: "a route named like a type",
      identifiers: ["Issue", "Label"],
      moduleNames: ["Issue", "IssueParams"],
      want: { Issue: "IssueType" },
    },
    {
      why: "a route's params and response types named like types",
      identifiers: ["ListParams", "ListResponse"],
      moduleNames: ["list", "ListParams", "ListResponse", "listRoute"],
      want: { ListParams: "ListParamsType", ListResponse: "ListResponseType" },
    },
    {
      why: "the alias is another type's name",
      identifiers: ["Issue", "IssueType"],
      moduleNames: ["Issue"],
      want: { Issue: "IssueType2" },
    },
    {
      why: "the alias is a name of the module",
      identifiers: ["Issue"],
      moduleNames: ["Issue", "IssueType"],
      want: { Issue: "IssueType2" },
    },
    { why: "the alias is a global", identifiers: ["Return"], moduleNames: ["Return"], want: { Return: "ReturnType2" } },
  ];
  it.each(cases)("$why", ({ identifiers, moduleNames, want }) => {
    expect(Object.fromEntries(typeAliases(new Set(identifiers), new Set(moduleNames)))).toEqual(want);
  });
});

describe("moduleSpecifier", () => {
  const cases: { from: string; to: string; want: string }[] = [
    { from: "issues.ts", to: "types/issue.ts", want: "./types/issue.js" },
    { from: "types.ts", to: "types/issue.ts", want: "./types/issue.js" },
    { from: "types/issue.ts", to: "types/simple-user.ts", want: "./simple-user.js" },
    { from: "nested/scope.ts", to: "types/issue.ts", want: "../types/issue.js" },
  ];
  it.each(cases)("$from -> $to", ({ from, to, want }) => {
    expect(moduleSpecifier(from, to)).toBe(want);
  });
});

function typePlan(name: string, schema: Schema): TypePlan {
  return { name, identifier: name, file: `types/${name.toLowerCase()}.ts`, schema };
}

describe("typeImports", () => {
  const index = typeIndex([
    typePlan("Issue", object({ user: ref("User") })),
    typePlan("User", object({ login: { kind: "string" } })),
    typePlan("Label", object({ name: { kind: "string" } })),
  ]);

  it("imports the types used, once each, in module order, and only those", () => {
    const { names, declarations } = typeImports(index, "issues.ts", new Set(["list"]));
    expect(["User", "Issue", "User", "Missing"].map((name) => names.refName(name))).toEqual([
      "User",
      "Issue",
      "User",
      "unknown",
    ]);
    expect(declarations()).toEqual([
      'import type { Issue } from "./types/issue.js";',
      'import type { User } from "./types/user.js";',
    ]);
  });

  it("imports a type whose name the module uses under its alias", () => {
    const { names, declarations } = typeImports(index, "issues.ts", new Set(["Issue"]));
    expect(names.refName("Issue")).toBe("IssueType");
    expect(declarations()).toEqual(['import type { Issue as IssueType } from "./types/issue.js";']);
  });

  it("does not import the module's own type", () => {
    const { names, declarations } = typeImports(index, "types/issue.ts", new Set());
    expect([names.refName("Issue"), names.refName("User")]).toEqual(["Issue", "User"]);
    expect(declarations()).toEqual(['import type { User } from "./user.js";']);
  });
});

describe("named type modules", () => {
  it("import the types they refer to, mutually recursive ones each other", () => {
    const comment = typePlan("Comment", object({ replies: ref("Replies"), parent: ref("Comment") }));
    const replies = typePlan("Replies", { kind: "array", items: ref("Comment") });
    const index = typeIndex([comment, replies]);
    expect(namedTypeModule(comment, index)).toBe(
      'import type { Replies } from "./replies.js";\n\nexport interface Comment {\n  replies: Replies;\n  parent: Comment;\n}\n',
    );
    expect(namedTypeModule(replies, index)).toBe(
      'import type { Comment } from "./comment.js";\n\nexport type Replies = Comment[];\n',
    );
  });

  it("that refer to no other type have no imports", () => {
    const user = typePlan("User", object({ login: { kind: "string" } }));
    expect(namedTypeModule(user, typeIndex([user]))).toBe("export interface User {\n  login: string;\n}\n");
  });
});

describe("scope modules", () => {
  const route = (name: string, response: string): Route => ({
    id: `things.${name}`,
    method: "GET",
    url: `/${name}`,
    parameters: [],
    responses: [{ status: "200", schema: ref(response) }],
    explicitName: { scope: "things", name },
    source,
  });
  const model: ApiModel = {
    defaults: {},
    servers: [],
    routes: [route("Thing", "Thing"), route("list", "ListResponse"), route("count", "Thing")],
    types: [
      { name: "Thing", schema: object({ id: { kind: "string" } }), source },
      { name: "ListResponse", schema: { kind: "array", items: ref("Thing") }, source },
    ],
    files: ["api.yaml"],
  };

  it("alias the types whose names the scope's routes take", () => {
    const plan = planSdk(model);
    const text = routeModule(plan.scopes[0]!, plan.api, typeIndex(plan.types), plan.runtimeImport);
    expect(text).toContain('import type { ListResponse as ListResponseType } from "./types/list-response.js";\n');
    expect(text).toContain('import type { Thing as ThingType } from "./types/thing.js";\n');
    expect(text).toContain("export type ThingResponse = ThingType;");
    expect(text).toContain("export type ListResponse = ListResponseType;");
    expect(text).not.toContain("./types.js");
  });

  it("printed in part (inspect), take the same aliases as the whole module", () => {
    const plan = planSdk(model);
    const scope = plan.scopes[0]!;
    const count = scope.functions.find((fn) => fn.exportName === "count")!;
    // Alone, `count` takes no name of a type's; in its module, route `Thing` has taken type `Thing`'s.
    const text = routeModule(
      { ...scope, functions: [count] },
      plan.api,
      typeIndex(plan.types),
      plan.runtimeImport,
      scope,
    );
    expect(text).toContain("export type CountResponse = ThingType;");
  });
});
