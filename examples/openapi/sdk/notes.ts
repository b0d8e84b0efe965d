import {
  baseUrl,
  deepObject,
  encodeUnreserved,
  expand,
  form,
  formExplode,
  json,
  lastSegment,
  requestOptions,
  segment,
  withDefaultParams,
  type CallOptions,
  type Defaults,
  type RequestOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";
import type { ChecklistItem } from "./types/checklist-item.js";
import type { Note } from "./types/note.js";
import type { Priority } from "./types/priority.js";

/** Parameters of {@link listNotes}. */
export interface ListNotesParams extends CallOptions {
  tag?: string[] | undefined;
  fields?: ("id" | "title" | "body" | "tags")[] | undefined;
  filter?: { state?: "open" | "archived"; owner?: string } | undefined;
  period?: { from?: string; to?: string } | undefined;
  /** How many notes per page. */
  limit?: number | undefined;
  headers?: CallOptions["headers"] & {
    /** Echoed back, for tracing. */
    "x-request-id"?: string;
  };
}

/** What a successful {@link listNotes} returns. */
export type ListNotesResponse = Note[];

/**
 * List notes
 *
 * @param params - The request's parameters: see {@link ListNotesParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function listNotes(
  params: ListNotesParams = {},
  defaults: Defaults = api,
): RequestOptions<ListNotesResponse> {
  const p = withDefaultParams(params, defaults);
  let url = baseUrl(p, defaults) + "/notes";
  let sep = "?";
  let pairs = formExplode("tag", p.tag);
  if (pairs) {
    url = url + sep + pairs;
    sep = "&";
  }
  pairs = form("fields", p.fields);
  if (pairs) {
    url = url + sep + pairs;
    sep = "&";
  }
  pairs = deepObject("filter", p.filter);
  if (pairs) {
    url = url + sep + pairs;
    sep = "&";
  }
  pairs = formExplode("period", p.period);
  if (pairs) {
    url = url + sep + pairs;
    sep = "&";
  }
  if (p.limit != null) url = url + sep + "limit=" + encodeUnreserved(p.limit);
  return requestOptions(defaults, p, "get", url);
}

/** Parameters of {@link createNote}. */
export interface CreateNoteParams extends CallOptions {
  title: string;
  body?: string | undefined;
  tags?: string[] | undefined;
  priority?: Priority | undefined;
  due?: string | null | undefined;
  checklist?: ChecklistItem[] | undefined;
  location?: { lat?: number; lng?: number } | undefined;
}

/** What a successful {@link createNote} returns. */
export type CreateNoteResponse = Note;

/**
 * Create a note
 *
 * @param params - The request's parameters: see {@link CreateNoteParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function createNote(
  params: CreateNoteParams,
  defaults: Defaults = api,
): RequestOptions<CreateNoteResponse> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + "/notes";
  const fields: Record<string, unknown> = {};
  if (p.title !== undefined) fields["title"] = p.title;
  if (p.body !== undefined) fields["body"] = p.body;
  if (p.tags !== undefined) fields["tags"] = p.tags;
  if (p.priority !== undefined) fields["priority"] = p.priority;
  if (p.due !== undefined) fields["due"] = p.due;
  if (p.checklist !== undefined) fields["checklist"] = p.checklist;
  if (p.location !== undefined) fields["location"] = p.location;
  return requestOptions(defaults, p, "post", url, json(fields));
}

/** Parameters of {@link getNote}. */
export interface GetNoteParams extends CallOptions {
  noteId: string;
}

/** What a successful {@link getNote} returns. */
export type GetNoteResponse = Note;

/**
 * Get a note
 *
 * @param params - The request's parameters: see {@link GetNoteParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function getNote(
  params: GetNoteParams,
  defaults: Defaults = api,
): RequestOptions<GetNoteResponse> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes${lastSegment(p.noteId)}`;
  return requestOptions(defaults, p, "get", url);
}

/** Parameters of {@link updateNote}. */
export interface UpdateNoteParams extends CallOptions {
  noteId: string;
  title?: string | undefined;
  due?: string | null | undefined;
  priority?: Priority | undefined;
}

/** What a successful {@link updateNote} returns. */
export type UpdateNoteResponse = Note;

/**
 * Change some fields of a note
 *
 * @param params - The request's parameters: see {@link UpdateNoteParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function updateNote(
  params: UpdateNoteParams,
  defaults: Defaults = api,
): RequestOptions<UpdateNoteResponse> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes${lastSegment(p.noteId)}`;
  const fields: Record<string, unknown> = {};
  if (p.title !== undefined) fields["title"] = p.title;
  if (p.due !== undefined) fields["due"] = p.due;
  if (p.priority !== undefined) fields["priority"] = p.priority;
  return requestOptions(defaults, p, "patch", url, fields);
}

/** Parameters of {@link deleteNote}. */
export interface DeleteNoteParams extends CallOptions {
  noteId: string;
}

/** What a successful {@link deleteNote} returns. */
export type DeleteNoteResponse = undefined;

/**
 * Delete a note
 *
 * @param params - The request's parameters: see {@link DeleteNoteParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function deleteNote(
  params: DeleteNoteParams,
  defaults: Defaults = api,
): RequestOptions<DeleteNoteResponse> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes${lastSegment(p.noteId)}`;
  return requestOptions(defaults, p, "delete", url);
}

/** Parameters of {@link setNoteTags}. */
export interface SetNoteTagsParams extends CallOptions {
  noteId: string;
  data: string[];
}

/** What a successful {@link setNoteTags} returns. */
export type SetNoteTagsResponse = string[];

/**
 * Replace the tags of a note
 *
 * The body is a JSON array, not an object.
 *
 * @param params - The request's parameters: see {@link SetNoteTagsParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function setNoteTags(
  params: SetNoteTagsParams,
  defaults: Defaults = api,
): RequestOptions<SetNoteTagsResponse> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes/${segment(p.noteId)}/tags`;
  return requestOptions(defaults, p, "put", url, p.data);
}

/** Parameters of {@link replaceNoteContent}. */
export interface ReplaceNoteContentParams extends CallOptions {
  noteId: string;
  headers?: CallOptions["headers"] & {
    /** The body's media type: text/plain unless you choose another. */
    "content-type"?: "text/plain" | "text/markdown";
  };
  data: string;
}

/** What a successful {@link replaceNoteContent} returns. */
export type ReplaceNoteContentResponse = undefined;

/**
 * Replace the text of a note
 *
 * @param params - The request's parameters: see {@link ReplaceNoteContentParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function replaceNoteContent(
  params: ReplaceNoteContentParams,
  defaults: Defaults = api,
): RequestOptions<ReplaceNoteContentResponse> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes/${segment(p.noteId)}/content`;
  return requestOptions(
    defaults,
    p,
    "put",
    url,
    p.data,
    "text/plain; charset=utf-8",
  );
}

/** Parameters of {@link exportNoteLegacy}. */
export interface ExportNoteLegacyParams extends CallOptions {
  noteId: string;
}

/** What a successful {@link exportNoteLegacy} returns. */
export type ExportNoteLegacyResponse = string;

/**
 * Export a note (old format)
 *
 * @param params - The request's parameters: see {@link ExportNoteLegacyParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 * @deprecated
 * @see https://notes.example.com/docs/export
 */
export function exportNoteLegacy(
  params: ExportNoteLegacyParams,
  defaults: Defaults = api,
): RequestOptions<ExportNoteLegacyResponse> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes/${segment(p.noteId)}/export`;
  return requestOptions(defaults, p, "get", url);
}

/** Parameters of {@link getCalendar}. */
export interface GetCalendarParams extends CallOptions {
  month: number[];
  days: number[];
}

/** What a successful {@link getCalendar} returns. */
export type GetCalendarResponse = { [key: string]: Note[] };

/**
 * Notes due on some days of a month
 *
 * Label style: /calendar.2024,5.1.2.3 (month not exploded, days exploded).
 *
 * @param params - The request's parameters: see {@link GetCalendarParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function getCalendar(
  params: GetCalendarParams,
  defaults: Defaults = api,
): RequestOptions<GetCalendarResponse> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) +
    `/calendar${expand(".", [["month", p.month]])}${expand(".", [["days", p.days, true]])}`;
  return requestOptions(defaults, p, "get", url);
}

/** Parameters of {@link getBoard}. */
export interface GetBoardParams extends CallOptions {
  layout: "grid" | "free";
  area: { x?: number; y?: number };
  zoom: number;
}

/** What a successful {@link getBoard} returns. */
export type GetBoardResponse = Note[];

/**
 * Notes pinned on a part of the board
 *
 * Matrix style: /board/grid;x=1;y=2;zoom=3 (area exploded, zoom not).
 *
 * @param params - The request's parameters: see {@link GetBoardParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function getBoard(
  params: GetBoardParams,
  defaults: Defaults = api,
): RequestOptions<GetBoardResponse> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) +
    `/board/${segment(p.layout)}${expand(";", [["area", p.area, true]])}${expand(";", [["zoom", p.zoom]])}`;
  return requestOptions(defaults, p, "get", url);
}
