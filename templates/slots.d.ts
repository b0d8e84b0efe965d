// What the slots of the templates stand for, so that each template type-checks with its slots in
// place: a slot is an identifier starting with `$`, which the generator replaces (see each template's
// header and templates/README.md). Loose on purpose: the generator fills them, not this file.

/** A statement the generator replaces by its code, or removes when it has none: `$routes;`. */
declare const $imports: unknown;
declare const $routes: unknown;
declare const $declaration: unknown;
declare const $constObject: unknown;
declare const $body: unknown;

/** An API's defaults (endpoint.ts's `api`). */
declare const $defaults: import("@routegen/runtime").Defaults;
/** The names of the routes' own servers. */
type $ServerName = string;

/** The params type of a route. */
type $Params = object;
/** What a route function returns (`void` only so that `$body;` may stand for its statements). */
type $Return = import("@routegen/runtime").RequestOptions<unknown> | void;
