import {
  expand,
  segment,
  type CallOptions,
  type Endpoint,
  type RequestOptions,
  type Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";
import type * as types from "./types.js";

/** Parameters of {@link listForOrg}. */
export interface ListForOrgParams extends CallOptions {
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
export type ListForOrgResponse = types.Repository[];

const listForOrgRoute: Route = {
  method: "GET",
  url: ["/orgs/", "{org}", "/repos"],
};

/**
 * List organization repositories
 *
 * Lists the repositories of an organization that the caller can see. Results are paginated: follow
 * the `link` header, or ask for pages with `page` and `per_page`.
 *
 * @param params - The request's parameters: see {@link ListForOrgParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 * @see https://docs.example.test/rest/repos#list-organization-repositories
 */
export function listForOrg(
  params: ListForOrgParams,
  builder?: Endpoint,
): RequestOptions<ListForOrgResponse> {
  return request(
    listForOrgRoute,
    `/orgs/${segment(params.org)}/repos`,
    params,
    builder,
  );
}

/** Parameters of {@link get}. */
export interface GetParams extends CallOptions {
  /** The account owning the repository. */
  owner: string;
  /** The repository's name, without `.git`. */
  repo: string;
  headers?: CallOptions["headers"] & {
    /** An ETag from an earlier response; the server answers `304` if nothing changed. */
    "if-none-match"?: string;
  };
}

/** What a successful {@link get} returns. */
export type GetResponse = types.FullRepository;

const getRoute: Route = {
  method: "GET",
  url: ["/repos/", "{owner}", "/", "{repo}"],
};

/**
 * Get a repository
 *
 * @param params - The request's parameters: see {@link GetParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 * @see https://docs.example.test/rest/repos#get-a-repository
 */
export function get(
  params: GetParams,
  builder?: Endpoint,
): RequestOptions<GetResponse> {
  return request(
    getRoute,
    `/repos/${segment(params.owner)}/${segment(params.repo)}`,
    params,
    builder,
  );
}

/** Parameters of {@link createInOrg}. */
export interface CreateInOrgParams extends CallOptions {
  org: string;
  name: string;
  description?: string | undefined;
  homepage?: string | undefined;
  visibility?: "public" | "private" | "internal" | undefined;
  has_issues?: boolean | undefined;
  /** A license key such as `mit`; adds a LICENSE file. */
  license_template?: string | undefined;
  /** Values of the organization's custom properties, by name. */
  custom_properties?: { [key: string]: string | string[] | null };
}

/** What a successful {@link createInOrg} returns. */
export type CreateInOrgResponse = types.Repository;

const createInOrgRoute: Route = {
  method: "POST",
  url: ["/orgs/", "{org}", "/repos"],
};

/**
 * Create an organization repository
 *
 * @param params - The request's parameters: see {@link CreateInOrgParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 * @see https://docs.example.test/rest/repos#create-an-organization-repository
 */
export function createInOrg(
  params: CreateInOrgParams,
  builder?: Endpoint,
): RequestOptions<CreateInOrgResponse> {
  return request(
    createInOrgRoute,
    `/orgs/${segment(params.org)}/repos`,
    params,
    builder,
  );
}

/** Parameters of {@link delete_}. */
export interface DeleteParams extends CallOptions {
  owner: string;
  repo: string;
}

/** What a successful {@link delete_} returns. */
export type DeleteResponse = undefined;

const deleteRoute: Route = {
  method: "DELETE",
  url: ["/repos/", "{owner}", "/", "{repo}"],
};

/**
 * Delete a repository
 *
 * Needs admin rights on the repository. The deletion cannot be undone.
 *
 * @param params - The request's parameters: see {@link DeleteParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
function delete_(
  params: DeleteParams,
  builder?: Endpoint,
): RequestOptions<DeleteResponse> {
  return request(
    deleteRoute,
    `/repos/${segment(params.owner)}/${segment(params.repo)}`,
    params,
    builder,
  );
}

export { delete_ as delete };

/** Parameters of {@link getContent}. */
export interface GetContentParams extends CallOptions {
  owner: string;
  repo: string;
  /** The path of a file or directory in the repository. */
  path: string;
  /** A branch, tag or commit. Default: the default branch. */
  ref?: string | undefined;
}

/** What a successful {@link getContent} returns. */
export type GetContentResponse = types.FileContent | types.DirectoryEntry[];

const getContentRoute: Route = {
  method: "GET",
  url: ["/repos/", "{owner}", "/", "{repo}", "/contents/", "{+path}"],
  mediaType: { format: "object" },
};

/**
 * Get repository content
 *
 * A file's content, or a directory's entries. `path` may hold slashes (`docs/index.md`): the
 * `{+path}` expression keeps them as they are.
 *
 * @param params - The request's parameters: see {@link GetContentParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function getContent(
  params: GetContentParams,
  builder?: Endpoint,
): RequestOptions<GetContentResponse> {
  return request(
    getContentRoute,
    `/repos/${segment(params.owner)}/${segment(params.repo)}/contents/${expand("{+path}", params)}`,
    params,
    builder,
  );
}

/** Parameters of {@link checkContent}. */
export interface CheckContentParams extends CallOptions {
  owner: string;
  repo: string;
  path: string;
  ref?: string | undefined;
}

/** What a successful {@link checkContent} returns. */
export type CheckContentResponse = undefined;

const checkContentRoute: Route = {
  method: "HEAD",
  url: ["/repos/", "{owner}", "/", "{repo}", "/contents/", "{+path}"],
};

/**
 * Check that a file or directory exists, without downloading it
 *
 * @param params - The request's parameters: see {@link CheckContentParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function checkContent(
  params: CheckContentParams,
  builder?: Endpoint,
): RequestOptions<CheckContentResponse> {
  return request(
    checkContentRoute,
    `/repos/${segment(params.owner)}/${segment(params.repo)}/contents/${expand("{+path}", params)}`,
    params,
    builder,
  );
}

/** Parameters of {@link getTree}. */
export interface GetTreeParams extends CallOptions {
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
  tree: types.TreeEntry[];
};

const getTreeRoute: Route = {
  method: "GET",
  url: ["/repos/", "{owner}", "/", "{repo}", "/git/trees/", "{tree_sha}"],
};

/**
 * Get a tree
 *
 * @param params - The request's parameters: see {@link GetTreeParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function getTree(
  params: GetTreeParams,
  builder?: Endpoint,
): RequestOptions<GetTreeResponse> {
  return request(
    getTreeRoute,
    `/repos/${segment(params.owner)}/${segment(params.repo)}/git/trees/${segment(params.tree_sha)}`,
    params,
    builder,
  );
}

/** Parameters of {@link downloadTarball}. */
export interface DownloadTarballParams extends CallOptions {
  owner: string;
  repo: string;
  /** A branch, tag or commit. Empty: the default branch. */
  ref: string;
}

/** What a successful {@link downloadTarball} returns. */
export type DownloadTarballResponse =
  Blob | ArrayBuffer | ArrayBufferView | string;

const downloadTarballRoute: Route = {
  method: "GET",
  url: ["/repos/", "{owner}", "/", "{repo}", "/tarball/", "{ref}"],
  headers: { accept: "application/octet-stream" },
};

/**
 * Download a repository archive (tar)
 *
 * @param params - The request's parameters: see {@link DownloadTarballParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function downloadTarball(
  params: DownloadTarballParams,
  builder?: Endpoint,
): RequestOptions<DownloadTarballResponse> {
  return request(
    downloadTarballRoute,
    `/repos/${segment(params.owner)}/${segment(params.repo)}/tarball/${segment(params.ref)}`,
    params,
    builder,
  );
}
