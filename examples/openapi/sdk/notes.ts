import {
  deepObject,
  expand,
  segment,
  type CallOptions,
  type Endpoint,
  type RequestOptions,
  type Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";
import type * as types from "./types.js";

/** Parameters of {@link listNotes}. */
export interface ListNotesParams extends CallOptions {
  tag?: string[] | undefined;
  fields?: ("id" | "title" | "body" | "tags")[] | undefined;
  filter?: { state?: "open" | "archived"; owner?: string };
  period?: { from?: string; to?: string };
  /** How many notes per page. */
  limit?: number | undefined;
  headers?: CallOptions["headers"] & {
    /** Echoed back, for tracing. */
    "x-request-id"?: string;
  };
}

/** What a successful {@link listNotes} returns. */
export type ListNotesResponse = types.Note[];

const listNotesRoute: Route = {
  method: "GET",
  url: ["/notes", "{?tag*,fields,filter*,period*}"],
};

/**
 * List notes
 *
 * @param params - The request's parameters: see {@link ListNotesParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function listNotes(
  params: ListNotesParams = {},
  builder?: Endpoint,
): RequestOptions<ListNotesResponse> {
  const serialised = {
    ...params,
    filter: deepObject("filter", params.filter),
  };
  return request(
    listNotesRoute,
    `/notes${expand("{?tag*,fields,filter*,period*}", serialised)}`,
    serialised,
    builder,
  );
}

/** Parameters of {@link createNote}. */
export interface CreateNoteParams extends CallOptions {
  title: string;
  body?: string | undefined;
  tags?: string[] | undefined;
  priority?: types.Priority | undefined;
  due?: string | null | undefined;
  checklist?: types.ChecklistItem[] | undefined;
  location?: { lat?: number; lng?: number };
}

/** What a successful {@link createNote} returns. */
export type CreateNoteResponse = types.Note;

const createNoteRoute: Route = {
  method: "POST",
  url: ["/notes"],
};

/**
 * Create a note
 *
 * @param params - The request's parameters: see {@link CreateNoteParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function createNote(
  params: CreateNoteParams,
  builder?: Endpoint,
): RequestOptions<CreateNoteResponse> {
  return request(createNoteRoute, "/notes", params, builder);
}

/** Parameters of {@link getNote}. */
export interface GetNoteParams extends CallOptions {
  noteId: string;
}

/** What a successful {@link getNote} returns. */
export type GetNoteResponse = types.Note;

const getNoteRoute: Route = {
  method: "GET",
  url: ["/notes/", "{noteId}"],
};

/**
 * Get a note
 *
 * @param params - The request's parameters: see {@link GetNoteParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function getNote(
  params: GetNoteParams,
  builder?: Endpoint,
): RequestOptions<GetNoteResponse> {
  return request(
    getNoteRoute,
    `/notes/${segment(params.noteId)}`,
    params,
    builder,
  );
}

/** Parameters of {@link updateNote}. */
export interface UpdateNoteParams extends CallOptions {
  noteId: string;
  title?: string | undefined;
  due?: string | null | undefined;
  priority?: types.Priority | undefined;
}

/** What a successful {@link updateNote} returns. */
export type UpdateNoteResponse = types.Note;

const updateNoteRoute: Route = {
  method: "PATCH",
  url: ["/notes/", "{noteId}"],
};

/**
 * Change some fields of a note
 *
 * @param params - The request's parameters: see {@link UpdateNoteParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function updateNote(
  params: UpdateNoteParams,
  builder?: Endpoint,
): RequestOptions<UpdateNoteResponse> {
  return request(
    updateNoteRoute,
    `/notes/${segment(params.noteId)}`,
    params,
    builder,
  );
}

/** Parameters of {@link deleteNote}. */
export interface DeleteNoteParams extends CallOptions {
  noteId: string;
}

/** What a successful {@link deleteNote} returns. */
export type DeleteNoteResponse = undefined;

const deleteNoteRoute: Route = {
  method: "DELETE",
  url: ["/notes/", "{noteId}"],
};

/**
 * Delete a note
 *
 * @param params - The request's parameters: see {@link DeleteNoteParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function deleteNote(
  params: DeleteNoteParams,
  builder?: Endpoint,
): RequestOptions<DeleteNoteResponse> {
  return request(
    deleteNoteRoute,
    `/notes/${segment(params.noteId)}`,
    params,
    builder,
  );
}

/** Parameters of {@link setNoteTags}. */
export interface SetNoteTagsParams extends CallOptions {
  noteId: string;
  data: string[];
}

/** What a successful {@link setNoteTags} returns. */
export type SetNoteTagsResponse = string[];

const setNoteTagsRoute: Route = {
  method: "PUT",
  url: ["/notes/", "{noteId}", "/tags"],
};

/**
 * Replace the tags of a note
 *
 * The body is a JSON array, not an object.
 *
 * @param params - The request's parameters: see {@link SetNoteTagsParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function setNoteTags(
  params: SetNoteTagsParams,
  builder?: Endpoint,
): RequestOptions<SetNoteTagsResponse> {
  return request(
    setNoteTagsRoute,
    `/notes/${segment(params.noteId)}/tags`,
    params,
    builder,
  );
}

/** Parameters of {@link replaceNoteContent}. */
export interface ReplaceNoteContentParams extends CallOptions {
  noteId: string;
  data: string;
}

/** What a successful {@link replaceNoteContent} returns. */
export type ReplaceNoteContentResponse = undefined;

const replaceNoteContentRoute: Route = {
  method: "PUT",
  url: ["/notes/", "{noteId}", "/content"],
  headers: { "content-type": "text/plain; charset=utf-8" },
};

/**
 * Replace the text of a note
 *
 * @param params - The request's parameters: see {@link ReplaceNoteContentParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function replaceNoteContent(
  params: ReplaceNoteContentParams,
  builder?: Endpoint,
): RequestOptions<ReplaceNoteContentResponse> {
  return request(
    replaceNoteContentRoute,
    `/notes/${segment(params.noteId)}/content`,
    params,
    builder,
  );
}

/** Parameters of {@link exportNoteLegacy}. */
export interface ExportNoteLegacyParams extends CallOptions {
  noteId: string;
}

/** What a successful {@link exportNoteLegacy} returns. */
export type ExportNoteLegacyResponse = string;

const exportNoteLegacyRoute: Route = {
  method: "GET",
  url: ["/notes/", "{noteId}", "/export"],
};

/**
 * Export a note (old format)
 *
 * @param params - The request's parameters: see {@link ExportNoteLegacyParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 * @deprecated
 * @see https://notes.example.com/docs/export
 */
export function exportNoteLegacy(
  params: ExportNoteLegacyParams,
  builder?: Endpoint,
): RequestOptions<ExportNoteLegacyResponse> {
  return request(
    exportNoteLegacyRoute,
    `/notes/${segment(params.noteId)}/export`,
    params,
    builder,
  );
}

/** Parameters of {@link getCalendar}. */
export interface GetCalendarParams extends CallOptions {
  month: number[];
  days: number[];
}

/** What a successful {@link getCalendar} returns. */
export type GetCalendarResponse = { [key: string]: types.Note[] };

const getCalendarRoute: Route = {
  method: "GET",
  url: ["/calendar", "{.month}", "{.days*}"],
};

/**
 * Notes due on some days of a month
 *
 * Label style: /calendar.2024,5.1.2.3 (month not exploded, days exploded).
 *
 * @param params - The request's parameters: see {@link GetCalendarParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function getCalendar(
  params: GetCalendarParams,
  builder?: Endpoint,
): RequestOptions<GetCalendarResponse> {
  return request(
    getCalendarRoute,
    `/calendar${expand("{.month}", params)}${expand("{.days*}", params)}`,
    params,
    builder,
  );
}

/** Parameters of {@link getBoard}. */
export interface GetBoardParams extends CallOptions {
  layout: "grid" | "free";
  area: { x?: number; y?: number };
  zoom: number;
}

/** What a successful {@link getBoard} returns. */
export type GetBoardResponse = types.Note[];

const getBoardRoute: Route = {
  method: "GET",
  url: ["/board/", "{layout}", "{;area*}", "{;zoom}"],
};

/**
 * Notes pinned on a part of the board
 *
 * Matrix style: /board/grid;x=1;y=2;zoom=3 (area exploded, zoom not).
 *
 * @param params - The request's parameters: see {@link GetBoardParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function getBoard(
  params: GetBoardParams,
  builder?: Endpoint,
): RequestOptions<GetBoardResponse> {
  return request(
    getBoardRoute,
    `/board/${segment(params.layout)}${expand("{;area*}", params)}${expand("{;zoom}", params)}`,
    params,
    builder,
  );
}
