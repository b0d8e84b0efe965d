import { convertColonPlaceholders, parseTemplate, UriTemplateError } from "../../../runtime/uri-template.js";
import { didYouMean } from "../../util/suggest.js";
import { isToken } from "../http-text.js";

/** The verbs a route may use written in any case (kept uppercase): HTTP's, and QUERY (OpenAPI 3.2). */
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "QUERY"] as const;

/** Where a url variable puts its value: in the path, or in the query (`{?name}`, `{&name}`). */
type VariablePlace = "path" | "query";

export interface RouteString {
  /** Uppercase. */
  method: string;
  /** As written: `:name` placeholders stay. */
  url: string;
  /** Every variable of the url template, in order, and where its value goes. */
  variables: ReadonlyMap<string, VariablePlace>;
}

/**
 * Parses a route: `GET /orgs/{org}/repos`, `POST https://uploads.example.test/assets{?name}`, or a url
 * alone, which means GET, as the builder reads it. The url must be a valid RFC 6570 template once its
 * `:name` placeholders are converted, since the builder parses it that way. Returns what is wrong
 * otherwise, phrased for a diagnostic.
 */
export function parseRouteString(text: string): RouteString | { error: string } {
  const words = text.trim().split(/\s+/);
  const [first = "", second, ...rest] = words;
  if (first === "") return { error: "The route is empty: write `METHOD /path`, such as `GET /repos/{owner}/{repo}`." };
  if (rest.length > 0) {
    return { error: `Expected \`METHOD /path\`, found ${words.length} words: a url has no spaces.` };
  }
  const methodWord = second === undefined ? "GET" : first;
  const url = second ?? first;
  const method = methodWord.toUpperCase();
  if (!(HTTP_METHODS as readonly string[]).includes(method)) {
    // Another method (`PURGE`, `LINK`: OpenAPI 3.2's additionalOperations) is a token written in
    // uppercase, as it is sent: case matters in a method, and a word a typo away from a known one is
    // taken for that typo.
    const suggestion = didYouMean(method, HTTP_METHODS);
    if (suggestion !== "" || methodWord !== method || !isToken(methodWord)) {
      return {
        error: `Unknown HTTP method \`${methodWord}\`.${suggestion || " Another method is written in uppercase, as it is sent."}`,
      };
    }
  }
  if (second === undefined && (HTTP_METHODS as readonly string[]).includes(url.toUpperCase())) {
    return { error: `The route has a method but no url: write \`${url} /path\`.` };
  }
  if (!url.startsWith("/") && !/^https?:\/\//i.test(url)) {
    return { error: `The url \`${url}\` must be a path starting with \`/\` or an absolute \`https://\` url.` };
  }
  const template = convertColonPlaceholders(url);
  try {
    return { method, url, variables: variablesOf(template) };
  } catch (error) {
    if (!(error instanceof UriTemplateError)) throw error;
    // Positions count in the converted template; they match the text as written when nothing was converted.
    const where = template === url ? ` at character ${error.position + 1}` : "";
    return {
      error: `The url \`${url}\` is not a valid URI template: ${templateProblem(template, error.position)}${where}.`,
    };
  }
}

/** In words, what is wrong at `position`, where the template stops being valid. */
function templateProblem(template: string, position: number): string {
  if (template[position] === "}") return "`}` without `{`";
  const close = template.indexOf("}", position);
  const expression = close < 0 ? undefined : template.slice(position, close + 1);
  if (expression === undefined || expression.lastIndexOf("{") > 0) return "`{` without `}`";
  return `\`${expression}\` is not an expression: names are letters, digits, \`_\` and \`.\`, after an optional operator (\`+#./;?&\`)`;
}

function variablesOf(template: string): Map<string, VariablePlace> {
  const variables = new Map<string, VariablePlace>();
  for (const part of parseTemplate(template).parts) {
    if (typeof part === "string") continue;
    const place = part.operator === "?" || part.operator === "&" ? "query" : "path";
    for (const { name } of part.variables) if (!variables.has(name)) variables.set(name, place);
  }
  return variables;
}
