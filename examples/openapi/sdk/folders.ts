import {
  baseUrl,
  encodeUnreserved,
  requestOptions,
  segment,
  trimSlash,
  withAuth,
  withDefaultParams,
  type CallOptions,
  type Defaults,
  type RequestOptions,
} from "@routegen/runtime";
import { api, securitySchemes } from "./endpoint.js";
import type { Folder } from "./types/folder.js";
import type { Note } from "./types/note.js";

/** Parameters of {@link copyNote}. */
export interface CopyNoteParams extends CallOptions {
  folder: string;
  noteId: string;
  data: {
    /** The destination folder. */
    folder: string;
  };
}

/** What a successful {@link copyNote} returns. */
export type CopyNoteResponse = Note;

/** The responses of {@link copyNote}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface CopyNoteResponses {
  201: Note;
}

/**
 * Copy a note to another folder
 *
 * Edge case: the body has a property `folder`, like the path parameter `folder`. The path parameter names the source folder, the body property the destination.
 *
 * @param params - The request's parameters: see {@link CopyNoteParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function copyNote(
  params: CopyNoteParams,
  defaults: Defaults = api,
): RequestOptions<CopyNoteResponse, CopyNoteResponses> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) +
    `/folders/${segment(p.folder)}/notes/${segment(p.noteId)}/copy`;
  return withAuth(requestOptions(defaults, p, "post", url, p.data), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
}

/** Parameters of {@link getFolderTree}. */
export interface GetFolderTreeParams extends CallOptions {
  /** A folder path; its slashes are encoded. */
  path: string;
  depth?: number | undefined;
}

/** What a successful {@link getFolderTree} returns. */
export type GetFolderTreeResponse = Folder;

/** The responses of {@link getFolderTree}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface GetFolderTreeResponses {
  200: Folder;
}

/**
 * Get a folder and everything below it
 *
 * @param params - The request's parameters: see {@link GetFolderTreeParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function getFolderTree(
  params: GetFolderTreeParams,
  defaults: Defaults = api,
): RequestOptions<GetFolderTreeResponse, GetFolderTreeResponses> {
  const p = withDefaultParams(params, defaults);
  const base = baseUrl(p, defaults);
  const path = `/folders/${segment(p.path)}`;
  let url = base + path;
  let sep = "?";
  if (p.depth != null) {
    url = url + sep + "depth=" + encodeUnreserved(p.depth);
    sep = "&";
  }
  if (sep === "?") url = base + trimSlash(path);
  return withAuth(requestOptions(defaults, p, "get", url), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
}
