// The shape of a scope module (`issues.ts`: the functions of one tag or path), from its first
// statement on, with these slots filled:
//
//   $imports  the runtime's helpers and types its functions use; `api` (and `securitySchemes`, where
//             a function sends credentials) from ./endpoint.js; the named types they refer to
//   $routes   per route: its params type, its response type, its responses by status where it
//             declares some, and its function (templates/route-function.ts), a blank line apart
$imports;

$routes;
