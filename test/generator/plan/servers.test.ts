import { describe, expect, it } from "vitest";
import type { Server, ServerVariable } from "../../../generator/model.js";
import { planServers } from "../../../generator/plan/servers.js";
import { model, route, source } from "../../support/model.js";

// The servers of an SDK and their names (generator/plan/servers.ts): the key a user writes in
// `defaults({ servers: { name: url } })` and the `nameServer()` function of a server with variables.

const server = (url: string, description?: string, variables: ServerVariable[] = []): Server => ({
  url,
  variables,
  source,
  ...(description !== undefined ? { description } : {}),
});

describe("planServers", () => {
  describe("names", () => {
    const cases: { given: Server; want: string }[] = [
      // A short description names it...
      { given: server("https://api.example.com", "Production"), want: "production" },
      { given: server("https://eu.example.com", "EU region"), want: "euRegion" },
      { given: server("https://eu.example.com", "the EU region"), want: "theEuRegion" },
      // ...a longer one does not: the host's first telling word does.
      {
        given: server("https://uploads.github.com", "The URL origin (protocol + host name + port) of upload_url"),
        want: "uploads",
      },
      { given: server("https://api.github.com"), want: "github" },
      { given: server("https://www.example.com/v2"), want: "example" },
      {
        given: server("https://{region}.notes.example.com/v1", undefined, [{ name: "region", default: "eu" }]),
        want: "notes",
      },
      { given: server("http://localhost:8080"), want: "localhost" },
      { given: server("https://api-eu.example.com"), want: "apiEu" },
      // A reserved word is no name: the host's, else the server's position.
      { given: server("https://files.example.com", "Default"), want: "files" },
      { given: server("https://new.example.com"), want: "server1" },
      { given: server("https://127.0.0.1:3000"), want: "server1" },
      { given: server("/api/v3"), want: "server1" },
      { given: server("https://{host}/v1", undefined, [{ name: "host", default: "example.com" }]), want: "server1" },
    ];
    it.each(cases)("$given.url ($given.description) -> $want", ({ given, want }) => {
      const plan = planServers({ ...model([]), servers: [given] });
      expect(plan.servers.map((s) => s.name)).toEqual([want]);
    });
  });

  it("plans the API's servers first, its first the main one, then each route's own server once, in the order met", () => {
    const main = server("https://{region}.example.com/v1/", "Production", [
      { name: "region", default: "eu", enum: ["eu", "us"] },
    ]);
    const sandbox = server("https://sandbox.example.com");
    const uploads = server("https://uploads.example.com");
    const routes = [
      route({ method: "POST", url: "/a", server: uploads }),
      route({ method: "GET", url: "/b" }),
      route({ method: "PUT", url: "/c", server: server("https://uploads.example.com") }),
      route({ method: "GET", url: "/d", server: server("https://example.org", "Mirror of the production API") }),
    ];
    const plan = planServers({ ...model(routes), servers: [main, sandbox] });
    expect(plan.servers).toEqual([
      {
        name: "production",
        url: "https://{region}.example.com/v1/",
        defaultUrl: "https://eu.example.com/v1",
        variables: [{ name: "region", default: "eu", enum: ["eu", "us"] }],
        description: "Production",
        main: true,
      },
      {
        name: "sandbox",
        url: "https://sandbox.example.com",
        defaultUrl: "https://sandbox.example.com",
        variables: [],
        main: false,
      },
      {
        name: "uploads",
        url: "https://uploads.example.com",
        defaultUrl: "https://uploads.example.com",
        variables: [],
        main: false,
      },
      // The fourth met, the third planned: its position names it only when nothing else can.
      {
        name: "example",
        url: "https://example.org",
        defaultUrl: "https://example.org",
        variables: [],
        description: "Mirror of the production API",
        main: false,
      },
    ]);
    // A route's server, by its url as written: its name and its default url.
    expect(plan.routeServer(routes[2]!.server!)).toEqual({ name: "uploads", url: "https://uploads.example.com" });
  });

  it("gives each server a name of its own, never `baseUrl` or `servers`", () => {
    const servers = [
      server("https://a.example.com", "Example"),
      server("https://b.example.com"),
      server("https://c.example.com", "Base URL"),
      server("https://d.example.com", "Servers"),
      server("https://127.0.0.2"),
      server("https://e.example.com", "Server 5"),
    ];
    const plan = planServers({ ...model([]), servers });
    expect(plan.servers.map((s) => [s.name, s.main])).toEqual([
      ["example", true],
      ["b", false],
      ["baseUrl2", false],
      ["servers2", false],
      ["server5", false],
      ["server52", false],
    ]);
  });
});
