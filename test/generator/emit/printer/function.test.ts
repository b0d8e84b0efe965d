// Function declarations (generator/emit/printer/function.ts).
import { describe } from "vitest";
import { member, object, returns, type Statement } from "../../../../generator/emit/code-tree.js";
import type { TypeNode } from "../../../../generator/emit/type-doc.js";
import { printerRows } from "../../../support/printer-rows.js";

const variables = (...names: string[]): TypeNode => ({
  kind: "object",
  members: names.map((key) => ({ key, optional: true, type: { kind: "keyword", text: "string" } })),
});
const server = (type: TypeNode, doc?: string[]): Statement => ({
  kind: "function",
  name: "uploadsServer",
  exported: true,
  params: [{ name: "variables", type, value: object([]) }],
  returnType: { kind: "keyword", text: "string" },
  body: [returns(member("variables", "region"))],
  ...(doc ? { doc } : {}),
});

const reference = (text: string): TypeNode => ({ kind: "reference", text });
/** A route function as its template writes it: parameters and body lines as text. */
const route = (...args: string[]): Extract<Statement, { kind: "function" }> => ({
  kind: "function",
  name: "listForRepository",
  exported: true,
  params: ["params: ListForRepositoryParams", "defaults: Defaults = api"],
  returnType: { kind: "generic", name: "RequestOptions", args: args.map(reference) },
  body: ["// Generated.", returns(member("defaults", "url"))],
});

describe("function", () => {
  printerRows([
    {
      rule: "its parameters on the head line when they fit",
      given: server(variables("region")),
      want: "export function uploadsServer(variables: { region?: string } = {}): string {\n  return variables.region;\n}",
    },
    {
      rule: "one parameter a line, with a trailing comma, when they do not fit",
      given: server(variables("region", "environment", "tenant")),
      want: "export function uploadsServer(\n  variables: { region?: string; environment?: string; tenant?: string } = {},\n): string {\n  return variables.region;\n}",
    },
    {
      rule: "its JSDoc above it",
      given: server(variables("region"), ["The uploads server."]),
      want: "/** The uploads server. */\nexport function uploadsServer(variables: { region?: string } = {}): string {\n  return variables.region;\n}",
    },
    {
      rule: "parameters and lines written as text (a template's) printed as they are",
      given: { ...route("Issue"), params: ["params: P"], name: "list" },
      want: "export function list(params: P): RequestOptions<Issue> {\n  // Generated.\n  return defaults.url;\n}",
    },
    {
      rule: "its return type's arguments kept on the line when the parameters' break makes room",
      given: route("ListForRepositoryResponse", "ListForRepositoryResponses"),
      want: "export function listForRepository(\n  params: ListForRepositoryParams,\n  defaults: Defaults = api,\n): RequestOptions<ListForRepositoryResponse, ListForRepositoryResponses> {\n  // Generated.\n  return defaults.url;\n}",
    },
    {
      rule: "its return type's arguments one a line, without a trailing comma, when even that does not fit",
      given: route("ListForRepositoryResponseOfTheIssues", "ListForRepositoryResponsesByStatus"),
      want: "export function listForRepository(\n  params: ListForRepositoryParams,\n  defaults: Defaults = api,\n): RequestOptions<\n  ListForRepositoryResponseOfTheIssues,\n  ListForRepositoryResponsesByStatus\n> {\n  // Generated.\n  return defaults.url;\n}",
    },
    {
      rule: "a lone object type argument hugged, broken inside its braces",
      given: {
        ...route(),
        returnType: {
          kind: "generic",
          name: "RequestOptions",
          args: [variables("region", "environment", "tenant", "organization", "repository")],
        },
      },
      want: "export function listForRepository(\n  params: ListForRepositoryParams,\n  defaults: Defaults = api,\n): RequestOptions<{\n  region?: string;\n  environment?: string;\n  tenant?: string;\n  organization?: string;\n  repository?: string;\n}> {\n  // Generated.\n  return defaults.url;\n}",
    },
    {
      rule: "a lone type argument hugged, however long the line",
      given: route("ListForRepositoryResponseOfTheIssuesAndThePullRequestsOfTheRepository"),
      want: "export function listForRepository(\n  params: ListForRepositoryParams,\n  defaults: Defaults = api,\n): RequestOptions<ListForRepositoryResponseOfTheIssuesAndThePullRequestsOfTheRepository> {\n  // Generated.\n  return defaults.url;\n}",
    },
  ]);
});
