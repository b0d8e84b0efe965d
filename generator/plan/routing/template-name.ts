// How a name sent on the wire is spelled as a variable of the url template `endpoint()` reads: the
// route's template (path.ts's matrix variables, endpoint-url.ts's query expression).
import { percent } from "../../../runtime/encode.js";

/**
 * A name on the wire (percent-encoded as values are: a query's, a matrix parameter's) as an RFC 6570
 * variable name, which has no `-` or `~` and no `.` at either end or twice in a row: those are written
 * `%2D`, `%7E`, `%2E`, which a server reads as the same name.
 */
export function templateName(name: string): string {
  const escaped = name.replace(/[-~]/g, percent);
  return /^\.|\.$|\.\./.test(escaped) ? escaped.replace(/\./g, "%2E") : escaped;
}
