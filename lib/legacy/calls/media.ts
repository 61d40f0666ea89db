import {
  deleteMediaBody,
  deletePromoBody,
  mediaListQuery,
  shareListQuery,
  shareMediaBody,
} from "../../media/library/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const UPLOAD =
  "Streamed to storage (never held whole in memory); type checked by content (file-type), pictures re-encoded by sharp without EXIF/GPS plus WebP variants. responseCode 200 with data (MediaItem); 212 when the user's storage quota (MEDIA_QUOTA_BYTES, default 2 GiB) is full; 400/413/415 with the rule's message otherwise, nothing stored.";
const LIST =
  "Query med_type (1 video, 2 picture, 3 document/recording, 6 audio) and offset; newest first.";
const DELETE =
  "Own media only; url is the item's media_url (or its id), type its med_type. Answers {status, resourcetype}; any failure 'Something went wrong. PLease try again later.' and nothing changes.";

/** The media library (issue 17, decision 025). */
export const MEDIA_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "api/upload-promotional-media",
    "1 §7",
    `A teacher's promotional medium (multipart: med_type, then file). ${UPLOAD}`,
    {
      handler: "app/(api)/api/upload-promotional-media/route.ts",
    },
  ),
  call(
    "POST",
    "site",
    "api/upload-video",
    "1 §7",
    `A video file (mp4, mov, avi ≤ 200 MB) or a link (YouTube, kept as its id for a privacy-enhanced embed, or a plain https URL), plus an optional thumbnail picture. ${UPLOAD}`,
    {
      handler: "app/(api)/api/upload-video/route.ts",
    },
  ),
  call(
    "POST",
    "site",
    "api/upload-media",
    "1 §7",
    `A picture (jpg/png ≤ 5 MB), document (pdf/doc/docx ≤ 20 MB) or audio (mp3/m4a/wav/ogg ≤ 50 MB) (multipart: med_type, then file). ${UPLOAD}`,
    {
      handler: "app/(api)/api/upload-media/route.ts",
    },
  ),
  call(
    "POST",
    "site",
    "st/load-more-upload-media",
    "1 §7",
    `A student's uploads: first 3, then 20 per call. ${LIST}`,
    {
      handler: "app/(api)/st/load-more-upload-media/route.ts",
      request: mediaListQuery,
    },
  ),
  call(
    "POST",
    "site",
    "em/load-more-upload-media",
    "1 §7",
    `A teacher's uploads (purpose=promotional: promotional media): first 3, then 20 per call. ${LIST}`,
    {
      handler: "app/(api)/em/load-more-upload-media/route.ts",
      request: mediaListQuery,
    },
  ),
  call(
    "POST",
    "site",
    "em/deletePromoMedia",
    "1 §7",
    "Delete one of the teacher's own promotional media {media_id}; anyone else's or a non-promotional one: 404, nothing changes.",
    {
      handler: "app/(api)/em/deletePromoMedia/route.ts",
      request: deletePromoBody,
    },
  ),
  call(
    "GET",
    "site",
    "st/get-share-media-user-list",
    "2 §7",
    "For a medium shared with the student, the teacher who shared it; for the student's own, whom it is shared with. Rows {id, first_name, last_name, media_type, shared}.",
    {
      handler: "app/(api)/st/get-share-media-user-list/route.ts",
      request: shareListQuery,
    },
  ),
  call(
    "GET",
    "site",
    "em/get-share-media-user-list",
    "2 §7",
    "The teacher's own students (a seat or a pack with them) filtered by name, for one of the teacher's media; rows {id, first_name, last_name, media_type, shared}.",
    {
      handler: "app/(api)/em/get-share-media-user-list/route.ts",
      request: shareListQuery,
    },
  ),
  call(
    "GET",
    "site",
    "em/get-share-media-user-list-by-name",
    "2 §7",
    "Same list as em/get-share-media-user-list, sorted by name, name optional.",
    {
      handler: "app/(api)/em/get-share-media-user-list-by-name/route.ts",
      request: shareListQuery,
    },
  ),
  call(
    "GET",
    "site",
    "st/load-more-shared-media",
    "2 §7",
    `Media shared with the student (or a child of the family): first 3, then 20. ${LIST}`,
    {
      handler: "app/(api)/st/load-more-shared-media/route.ts",
      request: mediaListQuery,
    },
  ),
  call(
    "GET",
    "site",
    "em/load-more-shared-media",
    "2 §7",
    `The teacher's media shared with at least one student: first 3, then 20. ${LIST}`,
    {
      handler: "app/(api)/em/load-more-shared-media/route.ts",
      request: mediaListQuery,
    },
  ),
  call(
    "POST",
    "site",
    "st/load-more-my-uploads",
    "2 §7",
    `The student's own uploads: first 5, then 5. ${LIST}`,
    {
      handler: "app/(api)/st/load-more-my-uploads/route.ts",
      request: mediaListQuery,
    },
  ),
  call(
    "POST",
    "site",
    "em/load-more-my-uploads",
    "2 §7",
    `The teacher's own uploads: first 5, then 5. ${LIST}`,
    {
      handler: "app/(api)/em/load-more-my-uploads/route.ts",
      request: mediaListQuery,
    },
  ),
  call(
    "POST",
    "site",
    "em/deleteMedia",
    "2 §7",
    `Delete a teacher's medium {url, type}. ${DELETE}`,
    {
      handler: "app/(api)/em/deleteMedia/route.ts",
      request: deleteMediaBody,
    },
  ),
  call(
    "POST",
    "site",
    "st/deleteMedia",
    "2 §7",
    `Delete a student's medium {url, type}. ${DELETE}`,
    {
      handler: "app/(api)/st/deleteMedia/route.ts",
      request: deleteMediaBody,
    },
  ),
  call(
    "POST",
    "site",
    "em/share-media",
    "new",
    "Share a medium with exactly these students {med_id, user_ids} (unticked ones are un-shared). Every id must be the teacher's student or 403 'You can share only with your own students.' and nothing changes.",
    {
      handler: "app/(api)/em/share-media/route.ts",
      request: shareMediaBody,
      uncounted: "spec 2 shows the share popup but names no call that saves a share (decision 025)",
    },
  ),
];
