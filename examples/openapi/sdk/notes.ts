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
  withAuth,
  withDefaultParams,
  type CallOptions,
  type Defaults,
  type RequestOptions,
} from "@routegen/runtime";
import { api, securitySchemes } from "./endpoint.js";
import type { ChecklistItem } from "./types/checklist-item.js";
import type { Note } from "./types/note.js";
import type { Priority } from "./types/priority.js";
import type { Problem } from "./types/problem.js";

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

/** The responses of {@link listNotes}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface ListNotesResponses {
  200: Note[];
}

/**
 * List notes
 *
 * @param params - The request's parameters: see {@link ListNotesParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function listNotes(
  params: ListNotesParams = {},
  defaults: Defaults = api,
): RequestOptions<ListNotesResponse, ListNotesResponses> {
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
  return withAuth(requestOptions(defaults, p, "get", url), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
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

/** The responses of {@link createNote}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface CreateNoteResponses {
  201: Note;
}

/**
 * Create a note
 *
 * @param params - The request's parameters: see {@link CreateNoteParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function createNote(
  params: CreateNoteParams,
  defaults: Defaults = api,
): RequestOptions<CreateNoteResponse, CreateNoteResponses> {
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
  return withAuth(
    requestOptions(defaults, p, "post", url, json(fields)),
    defaults,
    [[securitySchemes.token], [securitySchemes.integrationKey]],
  );
}

/** Parameters of {@link getNote}. */
export interface GetNoteParams extends CallOptions {
  noteId: string;
}

/** What a successful {@link getNote} returns. */
export type GetNoteResponse = Note;

/** The responses of {@link getNote}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface GetNoteResponses {
  200: Note;
  404: Problem;
}

/**
 * Get a note
 *
 * @param params - The request's parameters: see {@link GetNoteParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function getNote(
  params: GetNoteParams,
  defaults: Defaults = api,
): RequestOptions<GetNoteResponse, GetNoteResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes${lastSegment(p.noteId)}`;
  return withAuth(requestOptions(defaults, p, "get", url), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
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

/** The responses of {@link updateNote}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface UpdateNoteResponses {
  200: Note;
}

/**
 * Change some fields of a note
 *
 * @param params - The request's parameters: see {@link UpdateNoteParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function updateNote(
  params: UpdateNoteParams,
  defaults: Defaults = api,
): RequestOptions<UpdateNoteResponse, UpdateNoteResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes${lastSegment(p.noteId)}`;
  const fields: Record<string, unknown> = {};
  if (p.title !== undefined) fields["title"] = p.title;
  if (p.due !== undefined) fields["due"] = p.due;
  if (p.priority !== undefined) fields["priority"] = p.priority;
  return withAuth(requestOptions(defaults, p, "patch", url, fields), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
}

/** Parameters of {@link deleteNote}. */
export interface DeleteNoteParams extends CallOptions {
  noteId: string;
}

/** What a successful {@link deleteNote} returns. */
export type DeleteNoteResponse = undefined;

/** The responses of {@link deleteNote}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface DeleteNoteResponses {
  204: undefined;
}

/**
 * Delete a note
 *
 * @param params - The request's parameters: see {@link DeleteNoteParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function deleteNote(
  params: DeleteNoteParams,
  defaults: Defaults = api,
): RequestOptions<DeleteNoteResponse, DeleteNoteResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes${lastSegment(p.noteId)}`;
  return withAuth(requestOptions(defaults, p, "delete", url), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
}

/** Parameters of {@link setNoteTags}. */
export interface SetNoteTagsParams extends CallOptions {
  noteId: string;
  data: string[];
}

/** What a successful {@link setNoteTags} returns. */
export type SetNoteTagsResponse = string[];

/** The responses of {@link setNoteTags}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface SetNoteTagsResponses {
  200: string[];
}

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
): RequestOptions<SetNoteTagsResponse, SetNoteTagsResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes/${segment(p.noteId)}/tags`;
  return withAuth(requestOptions(defaults, p, "put", url, p.data), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
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

/** The responses of {@link replaceNoteContent}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface ReplaceNoteContentResponses {
  204: undefined;
}

/**
 * Replace the text of a note
 *
 * @param params - The request's parameters: see {@link ReplaceNoteContentParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function replaceNoteContent(
  params: ReplaceNoteContentParams,
  defaults: Defaults = api,
): RequestOptions<ReplaceNoteContentResponse, ReplaceNoteContentResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes/${segment(p.noteId)}/content`;
  return withAuth(
    requestOptions(
      defaults,
      p,
      "put",
      url,
      p.data,
      "text/plain; charset=utf-8",
    ),
    defaults,
    [[securitySchemes.token], [securitySchemes.integrationKey]],
  );
}

/** Parameters of {@link exportNoteLegacy}. */
export interface ExportNoteLegacyParams extends CallOptions {
  noteId: string;
}

/** What a successful {@link exportNoteLegacy} returns. */
export type ExportNoteLegacyResponse = string;

/** The responses of {@link exportNoteLegacy}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface ExportNoteLegacyResponses {
  200: string;
}

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
): RequestOptions<ExportNoteLegacyResponse, ExportNoteLegacyResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/notes/${segment(p.noteId)}/export`;
  return withAuth(requestOptions(defaults, p, "get", url), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
}

/** Parameters of {@link getCalendar}. */
export interface GetCalendarParams extends CallOptions {
  month: number[];
  days: number[];
}

/** What a successful {@link getCalendar} returns. */
export type GetCalendarResponse = { [key: string]: Note[] };

/** The responses of {@link getCalendar}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface GetCalendarResponses {
  200: { [key: string]: Note[] };
}

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
): RequestOptions<GetCalendarResponse, GetCalendarResponses> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) +
    `/calendar${expand(".", [["month", p.month]])}${expand(".", [["days", p.days, true]])}`;
  return withAuth(requestOptions(defaults, p, "get", url), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
}

/** Parameters of {@link getBoard}. */
export interface GetBoardParams extends CallOptions {
  layout: "grid" | "free";
  area: { x?: number; y?: number };
  zoom: number;
}

/** What a successful {@link getBoard} returns. */
export type GetBoardResponse = Note[];

/** The responses of {@link getBoard}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface GetBoardResponses {
  200: Note[];
}

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
): RequestOptions<GetBoardResponse, GetBoardResponses> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) +
    `/board/${segment(p.layout)}${expand(";", [["area", p.area, true]])}${expand(";", [["zoom", p.zoom]])}`;
  return withAuth(requestOptions(defaults, p, "get", url), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
}
