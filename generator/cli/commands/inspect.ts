import {
  COMMON_OPTIONS,
  parseCommand,
  ROUTE_HELP,
  ROUTE_OPTIONS,
  UsageError,
  VERBOSE_HELP,
  VERBOSE_OPTION,
} from "../args.js";
import { routeArgument } from "../find-route.js";
import { routeSource, templatesOf } from "../../pipeline.js";
import { loadRoute } from "../load-api.js";
import { parseParamArgs } from "../param-values.js";
import { runGenerated } from "../run-generated.js";
import { resolveTargets } from "../targets.js";
import { note, stdout } from "../terminal.js";
import { redacted, standInAuth } from "../redacted-credentials.js";
import { clientContentType, onTheWire, readableJson } from "../wire-body.js";

export const help = `Usage: routegen inspect <name-or-route> [key=value ...] [options]

Prints a route's generated function (its parameters type, response type, route and function) and the
request it builds for the given parameters, with the SDK's own defaults: what would be sent, without
writing code. The route is named as the SDK calls it (issues.listForRepo), by its operationId, or by
its route string ("GET /repos/{owner}/{repo}/issues").

Values are read as each parameter's type says: numbers, true/false, arrays as a,b,c or JSON, objects
as JSON, a file as @path; strings stay strings (sha=123). key= is the empty string; a key given twice
makes an array. Header parameters are written by name (x-request-id=abc) or as headers.<name>=value.
The body is shown as it goes on the wire: a form as its text, a multipart body as its parts (a text
part's value, a file's name, type and size), a file or bytes by type and size. A route that takes
credentials is shown with those of its first alternative, where they go, their values REDACTED (as is
an authorization header given as a parameter).

Options:
${ROUTE_HELP}
      --json                Print { name, file, source, params, request } as JSON (and clientContentType:
                            the content-type the HTTP client writes, for a multipart body).
${VERBOSE_HELP}
  -q, --quiet               No warnings (missing required parameters).
  -h, --help                Show this help.

Examples:
  routegen inspect issues.listForRepo owner=octokit repo=rest.js state=open per_page=5
  routegen inspect "POST /repos/{owner}/{repo}/issues" owner=o repo=r title=Bug labels=bug,ui --input api.yaml
  routegen inspect notes.listNotes tag=a tag=b 'filter={"state":"open"}' --input examples/openapi/api.yaml
  routegen inspect files.importNotes file=@notes.json folder=inbox --input examples/openapi/api.yaml
`;

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...COMMON_OPTIONS,
    ...VERBOSE_OPTION,
    ...ROUTE_OPTIONS,
    json: { type: "boolean" },
  });
  const { wanted, rest } = routeArgument(positionals);
  if (wanted === undefined)
    throw new UsageError("inspect needs a route: routegen inspect <name-or-route> [key=value ...]");
  const loaded = await loadRoute(await resolveTargets(values.input, values, "inspect"), wanted, {
    verbose: values.verbose === true,
  });
  if (typeof loaded === "number") return loaded;
  const { api, found, target } = loaded;
  const { fn, scope, name } = found;

  const fields = [...fn.routing.fields, ...(fn.routing.bodyAlternatives?.flat() ?? [])];
  const params = parseParamArgs(rest, fields, api.model);
  const missing = fn.routing.fields.filter((f) => f.required && !(f.key in params));
  if (!values.quiet)
    for (const field of missing) note(`missing required parameter \`${field.key}\` (${field.placement})`);

  // Shown and run as generate writes it, with the target's own templates if it has them.
  const module = routeSource(api.plan, scope, fn, undefined, templatesOf(target.templates));
  // The module's imports come first, up to the first blank line: the reader wants the declarations.
  const source = module.slice(module.indexOf("\n\n") + 2);
  // Where the route's credentials go, shown with stand-ins, and any credential printed as REDACTED.
  const auth = standInAuth(fn, api.plan.api);
  const request = redacted(await runGenerated(api.plan, scope, fn, params, auth, target.templates), api.plan.api);
  const shown = redacted(params, api.plan.api);

  // Bodies JSON cannot hold (FormData, files, bytes) are written as they go on the wire.
  const contentType = clientContentType(request.body);
  if (values.json) {
    const inspection = {
      name,
      file: scope.file,
      source,
      params: shown,
      request,
      ...(contentType ? { clientContentType: contentType } : {}),
    };
    stdout.write(JSON.stringify(inspection, onTheWire, 2) + "\n");
    return 0;
  }
  const { dim } = stdout.colours;
  stdout.write(dim(`// ${scope.file}: ${name} (${fn.routing.method} ${fn.route.url})`) + "\n");
  stdout.write(source + "\n");
  stdout.write(dim(`// ${name}(${JSON.stringify(shown, onTheWire)}) returns:`) + "\n");
  stdout.write(readableJson(request) + "\n");
  if (contentType) stdout.write(dim(`// sent with content-type: ${contentType}`) + "\n");
  if (auth)
    stdout.write(
      dim(
        `// with the credentials of ${Object.keys(auth).join(" and ")}, redacted: defaults({ auth }) sends yours (routegen explain says where each goes)`,
      ) + "\n",
    );
  return 0;
}
