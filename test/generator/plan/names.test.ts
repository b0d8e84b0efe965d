import { describe, expect, it } from "vitest";
import {
  camelCase,
  isIdentifierName,
  isReservedWord,
  isSafeBinding,
  kebabCase,
  NameAllocator,
  pascalCase,
} from "../../../generator/plan/names.js";

// The names routegen gives (generator/plan/names.ts): the case rules, the words a binding may not be,
// numbered names where two collide, and TypeScript's own reserved words.

describe("names", () => {
  it("converts operationIds and schema names", () => {
    expect(camelCase("list-for-repo")).toBe("listForRepo");
    expect(camelCase("get_user_by_id")).toBe("getUserById");
    expect(camelCase("2fa-setup")).toBe("_2faSetup");
    expect(pascalCase("simple-user")).toBe("SimpleUser");
    expect(kebabCase("codeScanning")).toBe("code-scanning");
  });

  it("keeps keywords, globals and the generated module's own names out of bindings", () => {
    for (const name of [
      "delete",
      "class",
      "await",
      "eval",
      "fetch",
      "Blob",
      "URL",
      "endpoint",
      "request",
      "segment",
      "expand",
    ]) {
      expect(isSafeBinding(name), name).toBe(false);
    }
    expect(isSafeBinding("listForRepo")).toBe(true);
    expect(isSafeBinding("a-b")).toBe(false);
  });

  it("allocates numbered names in a stable order, case-insensitively when asked", () => {
    const files = new NameAllocator((n) => n.toLowerCase(), ["index"]);
    expect(files.allocate("Repos")).toEqual({ name: "Repos", renamed: false });
    expect(files.allocate("repos")).toEqual({ name: "repos2", renamed: true });
    expect(files.allocate("INDEX")).toEqual({ name: "INDEX2", renamed: true });
  });
});

describe("TypeScript facts", () => {
  it("knows TypeScript's reserved words without a hand-written list", () => {
    for (const word of ["break", "class", "delete", "enum", "implements", "yield", "let", "static"]) {
      expect(isReservedWord(word), word).toBe(true);
    }
    for (const word of ["type", "of", "async", "get", "listForRepo"]) expect(isReservedWord(word), word).toBe(false);
    // Beyond ASCII, TypeScript's scanner decides.
    expect(isIdentifierName("café")).toBe(true);
    expect(isIdentifierName("日本")).toBe(true);
    expect(isIdentifierName("a-b")).toBe(false);
    expect(isIdentifierName("😀")).toBe(false);
  });
});
