// ESLint for the whole repository: JavaScript's recommended rules and typescript-eslint's recommended
// type-aware ones (`recommendedTypeChecked`), with the TypeScript program of tsconfig.json. Layout is
// prettier's business (`prettier --check .`), so no rule here is about style. `npm run lint` runs both.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: [
      "dist/",
      "runtime/dist/",
      "coverage/",
      ".cache/",
      "**/.tmp-*",
      // Left out of git (.gitignore), as are the folders above.
      ".scratch/",
      ".team/",
      // Generated on demand, not committed (the committed examples' SDKs are linted like our code).
      "examples/github/sdk/",
      // Byte-for-byte copies of other projects' files.
      "test/vendor/",
      // Inputs, and type tests whose ./sdk the wire tests generate at run time (tsconfig.json leaves
      // them out for the same reason).
      "test/fixtures/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A leading underscore marks a name left unused on purpose (a key dropped from a rest copy, a
      // position skipped), as tsc's own unused checks read it.
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // Generated SDKs name each route's parameters (`interface RootParams extends VendorCallOptions {}`)
      // so that docs and editors show the name, even when the route adds no member of its own.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      // TypeScript narrows `unknown` to `{}` once null or objects are ruled out, and this rule takes `{}`
      // for an object: `typeof v === "object" ? ... : String(v)` is flagged, as is a header value
      // stringified the way endpoint() does. restrict-template-expressions still refuses an object in
      // a template literal.
      "@typescript-eslint/no-base-to-string": "off",
    },
  },
  {
    files: ["test/**/*.test.ts"],
    rules: {
      // vitest types its asymmetric matchers (`expect.any(String)`, `expect.objectContaining(...)`) as
      // `any` so that they fit any field of an expected value: every such field would be flagged.
      "@typescript-eslint/no-unsafe-assignment": "off",
    },
  },
  {
    files: ["runtime/**"],
    rules: {
      // The runtime writes any value it is given as its text, as endpoint() does (a header value, a
      // query value, a base url). Written with String() instead, one call's bundle grew by 6 gzipped
      // bytes and five calls' by 7 (2026-12-05), against issue Q's size budgets.
      "@typescript-eslint/restrict-template-expressions": "off",
      "@typescript-eslint/restrict-plus-operands": "off",
    },
  },
  {
    files: ["templates/**"],
    rules: {
      // A template is the shape of generated code with its slots as statements (`$body;`, `$routes;`)
      // and a route function's parameters as every function has them, used or not by the slot's code.
      "@typescript-eslint/no-unused-expressions": "off",
      "@typescript-eslint/no-unused-vars": "off",
    },
  },
  {
    files: ["test/**"],
    rules: {
      // The tests look for control characters (NUL, ESC, CR) that routegen must never write raw.
      "no-control-regex": "off",
    },
  },
  // The few plain-JavaScript files (the CLI's launcher, the build script, this config, a preload for
  // the benchmarks) are not in the TypeScript program: lint them without types, on Node's globals.
  {
    files: ["**/*.js", "**/*.cjs"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly" },
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly" } },
    // CommonJS, as `node --require` preloads it: require() is how such a file imports.
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
