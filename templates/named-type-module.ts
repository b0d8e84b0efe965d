// The shape of a named type's module (`types/issue.ts`: one schema of the description), from its
// first statement on, with these slots filled:
//
//   $imports      the named types it refers to, one import each (type-only: erased at run time)
//   $description  a JSDoc line: the schema's description, and for a type as a client sends it, which
//   $tags         a JSDoc line: `@deprecated`, where the schema is
//   $declaration  `export interface Name { ... }` for a plain object, else `export type Name = ...;`
//   $constObject  with `enums: as-const`, the `const` object of an enum's values
//
// A statement a slot leaves empty goes, with its JSDoc; a JSDoc left with no line goes.
$imports;

/**
 * $description
 * $tags
 */
$declaration;

$constObject;
