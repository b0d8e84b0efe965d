// The servers of an SDK: the API's own (the first is its default base url) and those of routes with
// servers of their own, each with a name a user writes in `servers: { name: url }` to point its routes
// elsewhere, and its variables for a typed function that makes its url.
import type { ApiModel, Server, ServerVariable } from "../model.js";
import { defaultUrl } from "../util/server-url.js";
import { camelCase, isReservedWord, NameAllocator } from "./names.js";
import type { RouteServer } from "./routing/index.js";

export interface ServerPlan {
  /** A camelCase name, unique in the SDK: `uploads`, `production`, `server2`. */
  name: string;
  /** The url as the description writes it, `{name}` for a variable. */
  url: string;
  /** The url with every variable's default. */
  defaultUrl: string;
  variables: ServerVariable[];
  description?: string;
  /** The API's own default server (`baseUrl`), not a route's. */
  main: boolean;
}

export interface ServersPlan {
  servers: ServerPlan[];
  /** A route's server, by its url as written. */
  routeServer: (server: Server) => RouteServer;
}

/** The API's servers first, then every other server some route names, once each, in the order met. */
export function planServers(model: ApiModel): ServersPlan {
  const names = new NameAllocator((n) => n, ["baseUrl", "servers"]);
  const byUrl = new Map<string, ServerPlan>();
  const add = (server: Server, main: boolean) => {
    if (byUrl.has(server.url)) return;
    const wanted = nameOf(server, byUrl.size + 1);
    const plan: ServerPlan = {
      name: names.allocate(wanted).name,
      url: server.url,
      defaultUrl: defaultUrl(server),
      variables: server.variables,
      main,
    };
    if (server.description) plan.description = server.description;
    byUrl.set(server.url, plan);
  };
  model.servers.forEach((server, i) => add(server, i === 0));
  for (const route of model.routes) if (route.server) add(route.server, false);
  return {
    servers: [...byUrl.values()],
    routeServer(server) {
      const plan = byUrl.get(server.url)!;
      return { name: plan.name, url: plan.defaultUrl };
    },
  };
}

/** A short description (`Production`, `EU region`), else the host's first word (`uploads`), else `serverN`. */
function nameOf(server: Server, position: number): string {
  const described =
    server.description && server.description.split(/\s+/).length <= 3 ? camelCase(server.description) : "";
  if (described && !isReservedWord(described)) return described;
  const host = /^[a-z][\w+.-]*:\/\/([^/:]+)/i.exec(server.url)?.[1] ?? "";
  const word = host.split(".").find((label) => !/^(www|api|\d+)$|\{/i.test(label)) ?? "";
  const fromHost = camelCase(word);
  return fromHost && !isReservedWord(fromHost) ? fromHost : `server${position}`;
}
