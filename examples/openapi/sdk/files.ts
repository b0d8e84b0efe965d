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

/** Parameters of {@link uploadAttachment}. */
export interface UploadAttachmentParams extends CallOptions {
  noteId: string;
  name: string;
  headers: CallOptions["headers"] & { "content-length": number };
  data: Blob | ArrayBuffer | ArrayBufferView | string;
}

/** What a successful {@link uploadAttachment} returns. */
export type UploadAttachmentResponse = types.Attachment;

const uploadAttachmentRoute: Route = {
  method: "PUT",
  url: [
    "https://uploads.notes.example.com/v1/notes/",
    "{noteId}",
    "/attachments/",
    "{name}",
  ],
  headers: { "content-type": "application/octet-stream" },
};

/**
 * Upload a file to a note
 *
 * Uploads go to a host of their own.
 *
 * @param params - The request's parameters: see {@link UploadAttachmentParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function uploadAttachment(
  params: UploadAttachmentParams,
  builder?: Endpoint,
): RequestOptions<UploadAttachmentResponse> {
  return request(
    uploadAttachmentRoute,
    `https://uploads.notes.example.com/v1/notes/${segment(params.noteId)}/attachments/${segment(params.name)}`,
    params,
    builder,
  );
}

/** Parameters of {@link importNotes}. */
export interface ImportNotesParams extends CallOptions {
  data: {
    file: Blob | ArrayBuffer | ArrayBufferView | string;
    folder?: string;
    overwrite?: boolean;
  };
}

/** What a successful {@link importNotes} returns. */
export type ImportNotesResponse = undefined;

const importNotesRoute: Route = {
  method: "POST",
  url: ["/notes/import"],
  headers: { "content-type": "multipart/form-data" },
};

/**
 * Import notes from a file
 *
 * @param params - The request's parameters: see {@link ImportNotesParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function importNotes(
  params: ImportNotesParams,
  builder?: Endpoint,
): RequestOptions<ImportNotesResponse> {
  return request(importNotesRoute, "/notes/import", params, builder);
}

/** Parameters of {@link getThumbnails}. */
export interface GetThumbnailsParams extends CallOptions {
  ids: string[];
  size: { width: number; height: number };
}

/** What a successful {@link getThumbnails} returns. */
export type GetThumbnailsResponse = { [key: string]: string };

const getThumbnailsRoute: Route = {
  method: "GET",
  url: ["/thumbnails/", "{ids}", "/", "{size*}"],
};

/**
 * Thumbnails of several attachments
 *
 * Simple style: /thumbnails/a,b,c/width=64,height=64 (ids not exploded, size exploded).
 *
 * @param params - The request's parameters: see {@link GetThumbnailsParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function getThumbnails(
  params: GetThumbnailsParams,
  builder?: Endpoint,
): RequestOptions<GetThumbnailsResponse> {
  return request(
    getThumbnailsRoute,
    `/thumbnails/${segment(params.ids)}/${expand("{size*}", params)}`,
    params,
    builder,
  );
}
