import {
  baseUrl,
  expand,
  lastSegment,
  listSegment,
  multipart,
  requestOptions,
  segment,
  serverUrl,
  trimSlash,
  withAuth,
  withDefaultParams,
  type CallOptions,
  type Defaults,
  type RequestOptions,
} from "@routegen/runtime";
import { api, securitySchemes } from "./endpoint.js";
import type { Attachment } from "./types/attachment.js";

/** Parameters of {@link uploadAttachment}. */
export interface UploadAttachmentParams extends CallOptions {
  noteId: string;
  name: string;
  headers: CallOptions["headers"] & {
    /** The file's SHA-256, in hex. */
    "x-checksum-sha256": string;
  };
  data: Blob | ArrayBuffer | ArrayBufferView | string;
}

/** What a successful {@link uploadAttachment} returns. */
export type UploadAttachmentResponse = Attachment;

/** The responses of {@link uploadAttachment}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface UploadAttachmentResponses {
  201: Attachment;
}

/**
 * Upload a file to a note
 *
 * Uploads go to a host of their own.
 *
 * @param params - The request's parameters: see {@link UploadAttachmentParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function uploadAttachment(
  params: UploadAttachmentParams,
  defaults: Defaults = api,
): RequestOptions<UploadAttachmentResponse, UploadAttachmentResponses> {
  const p = withDefaultParams(params, defaults);
  const url =
    serverUrl(p, defaults, "uploads", "https://uploads.notes.example.com/v1") +
    `/notes/${segment(p.noteId)}/attachments${lastSegment(p.name)}`;
  return withAuth(
    requestOptions(defaults, p, "put", url, p.data, "application/octet-stream"),
    defaults,
    [[securitySchemes.token], [securitySchemes.integrationKey]],
  );
}

/** Parameters of {@link importNotes}. */
export interface ImportNotesParams extends CallOptions {
  file: Blob | ArrayBuffer | ArrayBufferView | string;
  folder?: string | undefined;
  overwrite?: boolean | undefined;
}

/** What a successful {@link importNotes} returns. */
export type ImportNotesResponse = undefined;

/** The responses of {@link importNotes}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface ImportNotesResponses {
  202: undefined;
}

/**
 * Import notes from a file
 *
 * @param params - The request's parameters: see {@link ImportNotesParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function importNotes(
  params: ImportNotesParams,
  defaults: Defaults = api,
): RequestOptions<ImportNotesResponse, ImportNotesResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + "/notes/import";
  const body = multipart(
    { file: p.file, folder: p.folder, overwrite: p.overwrite },
    { file: "application/octet-stream" },
  );
  return withAuth(
    requestOptions(defaults, p, "post", url, body, ""),
    defaults,
    [[securitySchemes.token], [securitySchemes.integrationKey]],
  );
}

/** Parameters of {@link getThumbnails}. */
export interface GetThumbnailsParams extends CallOptions {
  ids: string[];
  size: { width: number; height: number };
}

/** What a successful {@link getThumbnails} returns. */
export type GetThumbnailsResponse = { [key: string]: string };

/** The responses of {@link getThumbnails}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface GetThumbnailsResponses {
  200: { [key: string]: string };
}

/**
 * Thumbnails of several attachments
 *
 * Simple style: /thumbnails/a,b,c/width=64,height=64 (ids not exploded, size exploded).
 *
 * @param params - The request's parameters: see {@link GetThumbnailsParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function getThumbnails(
  params: GetThumbnailsParams,
  defaults: Defaults = api,
): RequestOptions<GetThumbnailsResponse, GetThumbnailsResponses> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) +
    trimSlash(
      `/thumbnails/${listSegment(p.ids)}/${expand("", [["size", p.size, true]])}`,
    );
  return withAuth(requestOptions(defaults, p, "get", url), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
}
