/**
 * The JSON contract of the media library's 16 calls (issue 17, specs 1 §7 and 2 §7), for the
 * screens and the server. No server-only imports: the client may import this file.
 *
 * Ids in JSON and URLs are base64 ids (lib/ids encodeId), as elsewhere on the legacy site.
 * A medium's file is served ONLY through the authorized routes below (owner, a student it is
 * shared with, or an admin); a URL alone never grants access.
 */
import type { MediaTypeCode } from "./rules";

export type { MediaTypeCode } from "./rules";

/** Where a medium's bytes are served (all GET, all check the session; Range supported on file). */
export const MEDIA_URLS = {
  /** The stored file. For a picture this is the private original: owner and admins only. */
  file: (id: string) => `/media/file/${id}`,
  /** A picture's EXIF-free WebP web variant (max 1600 px): everyone allowed to see the medium. */
  web: (id: string) => `/media/file/${id}/web`,
  /** A small WebP thumbnail (pictures, and videos with an uploaded or picked thumbnail). */
  thumb: (id: string) => `/media/file/${id}/thumb`,
} as const;

/** One medium, as every list call and a successful upload return it. */
export interface MediaItem {
  /** base64 id; send it back as med_id / media_id. */
  id: string;
  med_type: MediaTypeCode;
  /** "upload" (my uploads) or "promotional" (a teacher's promotional media). */
  purpose: "upload" | "promotional";
  /** The sanitized original file name, or the title of a link. */
  media_name: string;
  /** For files: MEDIA_URLS.file(id). For a plain link: null (use link_url). Pass it to deleteMedia. */
  media_url: string | null;
  /** Pictures: MEDIA_URLS.web(id) (show this, not media_url). Others: null. */
  web_url: string | null;
  /** MEDIA_URLS.thumb(id) when the medium has a thumbnail, else null. */
  thumb_url: string | null;
  /** The sniffed content type (e.g. "video/mp4", "application/pdf"); null for links. */
  mime_type: string | null;
  size_bytes: number;
  /** A YouTube video id (embed with https://www.youtube-nocookie.com/embed/{id}) or null. */
  youtube_id: string | null;
  /** A plain https link the teacher gave instead of a file, or null. */
  link_url: string | null;
  /** ISO 8601 UTC. */
  created_at: string;
  /** Who uploaded it (for "Shared with me"). */
  owner: { id: string; first_name: string; last_name: string };
  /** How many students it is shared with (owner's views only; 0 otherwise). */
  shared_count: number;
}

/**
 * POST /api/upload-media (multipart: file, med_type 2|3|6, title?),
 * POST /api/upload-video (multipart: file OR link (YouTube / https URL), title?, and a thumbnail
 *   choice: thumbnail file (jpg/png) or thumbnail_option "none"; purpose?=upload),
 * POST /api/upload-promotional-media (multipart: file, med_type; teachers only).
 * HTTP 200 with responseCode 200 on success; HTTP 200 with responseCode 212 when the storage quota
 * is full (nothing stored); any other failure has HTTP 4xx and responseCode equal to it (400 bad
 * input, 401 login, 403 role, 413 too large, 415 wrong content) with a clear message.
 */
export type UploadResponse =
  | { responseCode: 200; status: "success"; message: string; data: MediaItem }
  | {
      responseCode: 212;
      status: "error";
      message: string;
      quota_bytes: number;
      used_bytes: number;
    }
  | { responseCode: number; status: "error"; message: string };

/**
 * A page of media. Query (all list calls): med_type (1|2|3|6) and offset (how many the screen
 * already shows; 0 or absent = first page). Page sizes: MEDIA_PAGES in rules.ts —
 * {st,em}/load-more-upload-media: first 3 then 20 (GET or POST);
 * {st,em}/load-more-shared-media (GET): first 3 then 20 — for a student the media shared with
 *   them, for a teacher the media they shared;
 * {st,em}/load-more-my-uploads (POST): first 5 then 5.
 */
export interface MediaPageResponse {
  responseCode: 200;
  status: "success";
  data: MediaItem[];
  /** offset to send for the next page. */
  next_offset: number;
  has_more: boolean;
  total: number;
}

/** A row of a share list. media_type is the med_type of the medium asked about. */
export interface ShareUserRow {
  id: string;
  first_name: string;
  last_name: string;
  media_type: MediaTypeCode;
  /** Is the medium already shared with this student? */
  shared: boolean;
}

/**
 * GET /em/get-share-media-user-list?med_id&name and GET /em/get-share-media-user-list-by-name?med_id&name?:
 *   the teacher's own students (booked a class or bought a pack with them), filtered by name
 *   (case-insensitive, first or last name contains), sorted by first name; the medium must be the
 *   teacher's own.
 * GET /st/get-share-media-user-list?med_id: for a medium shared with the student, its owner
 *   (the teacher); for the student's own medium, who it is shared with (usually nobody).
 */
export interface ShareUserListResponse {
  responseCode: 200;
  status: "success";
  data: ShareUserRow[];
}

/**
 * POST /em/share-media {med_id, user_ids: string[] (base64)} — the call that saves a share (the spec
 * names none; decision 025). Sets the share list to exactly user_ids (unticking un-shares). Every id
 * must be one of the teacher's students, else 403 with MEDIA_MESSAGES.notYourStudent and nothing
 * changes.
 */
export type ShareMediaResponse =
  | { responseCode: 200; status: "success"; message: string; shared_with: string[] }
  | { responseCode: number; status: "error"; message: string };

/**
 * POST /em/deleteMedia and POST /st/deleteMedia {url, type}: url = MediaItem.media_url (or, for a
 * link, the item's id), type = med_type. Own media only. resourcetype: "image" (2), "video" (1, 6),
 * "raw" (3).
 * Failure: HTTP 4xx { status: "error", message: 'Something went wrong. PLease try again later.' }.
 */
export type DeleteMediaResponse =
  | { status: "success"; resourcetype: "image" | "video" | "raw"; message: string }
  | { responseCode: number; status: "error"; message: string };

/** POST /em/deletePromoMedia {media_id}: a teacher's own promotional medium. */
export type DeletePromoMediaResponse =
  | { responseCode: 200; status: "success"; message: string }
  | { responseCode: number; status: "error"; message: string };

export const RESOURCE_TYPE: Record<MediaTypeCode, "image" | "video" | "raw"> = {
  1: "video",
  2: "image",
  3: "raw",
  6: "video",
};

/**
 * Resumable upload (large video / audio / documents on flaky networks; ours, decision 025):
 * 1. POST /api/media-uploads {med_type 1|3|6, file_name, size, title?} → ResumableProgress (offset 0)
 *    or an UploadResponse failure (413 size, 212 quota, 400 name/type).
 * 2. PUT /api/media-uploads/{upload_id} with header `Upload-Offset: <offset>` and the raw bytes
 *    file.slice(offset, offset + chunk_bytes) → ResumableProgress with the new offset, or, after the
 *    last chunk, the UploadResponse of a finished upload (responseCode 200 + data, or 212). The first
 *    chunk must hold at least 64 KiB (or the whole file): it is sniffed (415 when not the type).
 *    409 { offset }: resend from that offset.
 * 3. After a dropped connection: GET /api/media-uploads/{upload_id} → ResumableProgress; continue.
 * DELETE /api/media-uploads/{upload_id} cancels.
 */
export interface ResumableProgress {
  responseCode: 200;
  status: "pending";
  upload_id: string;
  offset: number;
  size: number;
  chunk_bytes: number;
}
