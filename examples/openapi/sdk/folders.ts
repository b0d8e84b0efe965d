import {
  segment,
  type CallOptions,
  type Endpoint,
  type RequestOptions,
  type Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";
import type * as types from "./types.js";

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
export type CopyNoteResponse = types.Note;

const copyNoteRoute: Route = {
  method: "POST",
  url: ["/folders/", "{folder}", "/notes/", "{noteId}", "/copy"],
};

/**
 * Copy a note to another folder
 *
 * Edge case: the body has a property `folder`, like the path parameter `folder`. The path parameter names the source folder, the body property the destination.
 *
 * @param params - The request's parameters: see {@link CopyNoteParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function copyNote(
  params: CopyNoteParams,
  builder?: Endpoint,
): RequestOptions<CopyNoteResponse> {
  return request(
    copyNoteRoute,
    `/folders/${segment(params.folder)}/notes/${segment(params.noteId)}/copy`,
    params,
    builder,
  );
}

/** Parameters of {@link getFolderTree}. */
export interface GetFolderTreeParams extends CallOptions {
  /** A folder path; its slashes are encoded. */
  path: string;
  depth?: number | undefined;
}

/** What a successful {@link getFolderTree} returns. */
export type GetFolderTreeResponse = types.Folder;

const getFolderTreeRoute: Route = {
  method: "GET",
  url: ["/folders/", "{path}"],
};

/**
 * Get a folder and everything below it
 *
 * @param params - The request's parameters: see {@link GetFolderTreeParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function getFolderTree(
  params: GetFolderTreeParams,
  builder?: Endpoint,
): RequestOptions<GetFolderTreeResponse> {
  return request(
    getFolderTreeRoute,
    `/folders/${segment(params.path)}`,
    params,
    builder,
  );
}
