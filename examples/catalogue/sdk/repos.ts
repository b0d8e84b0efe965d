import {
  baseUrl,
  encodeUnreserved,
  expand,
  json,
  lastSegment,
  segment,
  trimSlash,
  vendorRequestOptions,
  withDefaultParams,
  withRouteDefaults,
  type Defaults,
  type RequestOptions,
  type VendorCallOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";
import type { DirectoryEntry } from "./types/directory-entry.js";
import type { FileContent } from "./types/file-content.js";
import type { FullRepository } from "./types/full-repository.js";
import type { Repository } from "./types/repository.js";
import type { TreeEntry } from "./types/tree-entry.js";

/** Parameters of {@link listForOrg}. */
export interface ListForOrgParams extends VendorCallOptions {
  /** The organization's name (not case sensitive). */
  org: string;
  type?:
    "all" | "public" | "private" | "forks" | "sources" | "member" | undefined;
  sort?: "created" | "updated" | "pushed" | "full_name" | undefined;
  /** Default: `asc` when sorting by `full_name`, else `desc`. */
  direction?: "asc" | "desc" | undefined;
  /** Results per page (at most 100). */
  per_page?: number | undefined;
  page?: number | undefined;
}

/** What a successful {@link listForOrg} returns. */
export type ListForOrgResponse = Repository[];

/** The responses of {@link listForOrg}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface ListForOrgResponses {
  "2XX": Repository[];
}

/**
 * List organization repositories
 *
 * Lists the repositories of an organization that the caller can see. Results are paginated: follow
 * the `link` header, or ask for pages with `page` and `per_page`.
 *
 * @param params - The request's parameters: see {@link ListForOrgParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 * @see https://docs.example.test/rest/repos#list-organization-repositories
 */
export function listForOrg(
  params: ListForOrgParams,
  defaults: Defaults = api,
): RequestOptions<ListForOrgResponse, ListForOrgResponses> {
  const p = withDefaultParams(params, defaults);
  let url = baseUrl(p, defaults) + `/orgs/${segment(p.org)}/repos`;
  let sep = "?";
  if (p.type != null) {
    url = url + sep + "type=" + encodeUnreserved(p.type);
    sep = "&";
  }
  if (p.sort != null) {
    url = url + sep + "sort=" + encodeUnreserved(p.sort);
    sep = "&";
  }
  if (p.direction != null) {
    url = url + sep + "direction=" + encodeUnreserved(p.direction);
    sep = "&";
  }
  if (p.per_page != null) {
    url = url + sep + "per_page=" + encodeUnreserved(p.per_page);
    sep = "&";
  }
  if (p.page != null) url = url + sep + "page=" + encodeUnreserved(p.page);
  return vendorRequestOptions(defaults, p, "get", url);
}

/** Parameters of {@link get}. */
export interface GetParams extends VendorCallOptions {
  /** The account owning the repository. */
  owner: string;
  /** The repository's name, without `.git`. */
  repo: string;
  headers?: VendorCallOptions["headers"] & {
    /** An ETag from an earlier response; the server answers `304` if nothing changed. */
    "if-none-match"?: string;
  };
}

/** What a successful {@link get} returns. */
export type GetResponse = FullRepository;

/** The responses of {@link get}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface GetResponses {
  200: FullRepository;
  304: undefined;
}

/**
 * Get a repository
 *
 * @param params - The request's parameters: see {@link GetParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 * @see https://docs.example.test/rest/repos#get-a-repository
 */
export function get(
  params: GetParams,
  defaults: Defaults = api,
): RequestOptions<GetResponse, GetResponses> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) + `/repos/${segment(p.owner)}${lastSegment(p.repo)}`;
  return vendorRequestOptions(defaults, p, "get", url);
}

/** Parameters of {@link createInOrg}. */
export interface CreateInOrgParams extends VendorCallOptions {
  org: string;
  name: string;
  description?: string | undefined;
  homepage?: string | undefined;
  visibility?: "public" | "private" | "internal" | undefined;
  has_issues?: boolean | undefined;
  /** A license key such as `mit`; adds a LICENSE file. */
  license_template?: string | undefined;
  /** Values of the organization's custom properties, by name. */
  custom_properties?: { [key: string]: string | string[] | null } | undefined;
}

/** What a successful {@link createInOrg} returns. */
export type CreateInOrgResponse = Repository;

/** The responses of {@link createInOrg}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface CreateInOrgResponses {
  201: Repository;
}

/**
 * Create an organization repository
 *
 * @param params - The request's parameters: see {@link CreateInOrgParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 * @see https://docs.example.test/rest/repos#create-an-organization-repository
 */
export function createInOrg(
  params: CreateInOrgParams,
  defaults: Defaults = api,
): RequestOptions<CreateInOrgResponse, CreateInOrgResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/orgs/${segment(p.org)}/repos`;
  const fields: Record<string, unknown> = {};
  if (p.name !== undefined) fields["name"] = p.name;
  if (p.description !== undefined) fields["description"] = p.description;
  if (p.homepage !== undefined) fields["homepage"] = p.homepage;
  if (p.visibility !== undefined) fields["visibility"] = p.visibility;
  if (p.has_issues !== undefined) fields["has_issues"] = p.has_issues;
  if (p.license_template !== undefined)
    fields["license_template"] = p.license_template;
  if (p.custom_properties !== undefined)
    fields["custom_properties"] = p.custom_properties;
  return vendorRequestOptions(defaults, p, "post", url, json(fields));
}

/** Parameters of {@link delete_}. */
export interface DeleteParams extends VendorCallOptions {
  owner: string;
  repo: string;
}

/** What a successful {@link delete_} returns. */
export type DeleteResponse = undefined;

/** The responses of {@link delete_}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface DeleteResponses {
  204: undefined;
}

/**
 * Delete a repository
 *
 * Needs admin rights on the repository. The deletion cannot be undone.
 *
 * @param params - The request's parameters: see {@link DeleteParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
function delete_(
  params: DeleteParams,
  defaults: Defaults = api,
): RequestOptions<DeleteResponse, DeleteResponses> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) + `/repos/${segment(p.owner)}${lastSegment(p.repo)}`;
  return vendorRequestOptions(defaults, p, "delete", url);
}

export { delete_ as delete };

/** Parameters of {@link getContent}. */
export interface GetContentParams extends VendorCallOptions {
  owner: string;
  repo: string;
  /** The path of a file or directory in the repository. */
  path: string;
  /** A branch, tag or commit. Default: the default branch. */
  ref?: string | undefined;
}

/** What a successful {@link getContent} returns. */
export type GetContentResponse = FileContent | DirectoryEntry[];

/** The responses of {@link getContent}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface GetContentResponses {
  "2XX": FileContent | DirectoryEntry[];
}

/**
 * Get repository content
 *
 * A file's content, or a directory's entries. `path` may hold slashes (`docs/index.md`): the
 * `{+path}` expression keeps them as they are.
 *
 * @param params - The request's parameters: see {@link GetContentParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function getContent(
  params: GetContentParams,
  defaults: Defaults = api,
): RequestOptions<GetContentResponse, GetContentResponses> {
  defaults = withRouteDefaults(defaults, { mediaType: { format: "object" } });
  const p = withDefaultParams(params, defaults);
  const base = baseUrl(p, defaults);
  const path = `/repos/${segment(p.owner)}/${segment(p.repo)}/contents/${expand("+", [["path", p.path]])}`;
  let url = base + path;
  let sep = "?";
  if (p.ref != null) {
    url = url + sep + "ref=" + encodeUnreserved(p.ref);
    sep = "&";
  }
  if (sep === "?") url = base + trimSlash(path);
  return vendorRequestOptions(defaults, p, "get", url);
}

/** Parameters of {@link checkContent}. */
export interface CheckContentParams extends VendorCallOptions {
  owner: string;
  repo: string;
  path: string;
  ref?: string | undefined;
}

/** What a successful {@link checkContent} returns. */
export type CheckContentResponse = undefined;

/** The responses of {@link checkContent}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface CheckContentResponses {
  200: undefined;
  404: undefined;
}

/**
 * Check that a file or directory exists, without downloading it
 *
 * @param params - The request's parameters: see {@link CheckContentParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function checkContent(
  params: CheckContentParams,
  defaults: Defaults = api,
): RequestOptions<CheckContentResponse, CheckContentResponses> {
  const p = withDefaultParams(params, defaults);
  const base = baseUrl(p, defaults);
  const path = `/repos/${segment(p.owner)}/${segment(p.repo)}/contents/${expand("+", [["path", p.path]])}`;
  let url = base + path;
  let sep = "?";
  if (p.ref != null) {
    url = url + sep + "ref=" + encodeUnreserved(p.ref);
    sep = "&";
  }
  if (sep === "?") url = base + trimSlash(path);
  return vendorRequestOptions(defaults, p, "head", url);
}

/** Parameters of {@link getTree}. */
export interface GetTreeParams extends VendorCallOptions {
  owner: string;
  repo: string;
  /** A tree's SHA, or a branch or tag name. */
  tree_sha: string;
  /** Whether to list the entries of subtrees too. */
  recursive?: boolean | undefined;
}

/** What a successful {@link getTree} returns. */
export type GetTreeResponse = {
  sha: string;
  truncated: boolean;
  tree: TreeEntry[];
};

/** The responses of {@link getTree}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface GetTreeResponses {
  "2XX": { sha: string; truncated: boolean; tree: TreeEntry[] };
}

/**
 * Get a tree
 *
 * @param params - The request's parameters: see {@link GetTreeParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function getTree(
  params: GetTreeParams,
  defaults: Defaults = api,
): RequestOptions<GetTreeResponse, GetTreeResponses> {
  const p = withDefaultParams(params, defaults);
  const base = baseUrl(p, defaults);
  const path = `/repos/${segment(p.owner)}/${segment(p.repo)}/git/trees/${segment(p.tree_sha)}`;
  let url = base + path;
  let sep = "?";
  if (p.recursive != null) {
    url = url + sep + "recursive=" + encodeUnreserved(p.recursive);
    sep = "&";
  }
  if (sep === "?") url = base + trimSlash(path);
  return vendorRequestOptions(defaults, p, "get", url);
}

/** Parameters of {@link downloadTarball}. */
export interface DownloadTarballParams extends VendorCallOptions {
  owner: string;
  repo: string;
  /** A branch, tag or commit. Empty: the default branch. */
  ref: string;
}

/** What a successful {@link downloadTarball} returns. */
export type DownloadTarballResponse =
  Blob | ArrayBuffer | ArrayBufferView | string;

/** The responses of {@link downloadTarball}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface DownloadTarballResponses {
  "2XX": Blob;
}

/**
 * Download a repository archive (tar)
 *
 * @param params - The request's parameters: see {@link DownloadTarballParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function downloadTarball(
  params: DownloadTarballParams,
  defaults: Defaults = api,
): RequestOptions<DownloadTarballResponse, DownloadTarballResponses> {
  defaults = withRouteDefaults(defaults, {
    headers: { accept: "application/octet-stream" },
  });
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) +
    `/repos/${segment(p.owner)}/${segment(p.repo)}/tarball${lastSegment(p.ref)}`;
  return vendorRequestOptions(defaults, p, "get", url);
}
