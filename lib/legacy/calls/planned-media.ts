import { plannedCalls } from "../define";

/** Uploads, the media library and sharing (specs 1 and 2): issue 17. */
export const PLANNED_MEDIA_CALLS = [
  ...plannedCalls(17, "1 §7", [
    ["POST", "site", "api/upload-promotional-media", "A teacher's promotional media (multipart)."],
    ["POST", "site", "api/upload-video", "Upload a video file or link (multipart)."],
    ["POST", "site", "api/upload-media", "Upload a picture, document or audio (multipart)."],
    ["POST", "site", "st/load-more-upload-media", "A student's uploads by med_type, paged."],
    ["POST", "site", "em/load-more-upload-media", "A teacher's uploads by med_type, paged."],
    ["POST", "site", "em/deletePromoMedia", "Delete a teacher's promotional media {media_id}."],
  ]),
  ...plannedCalls(17, "2 §7", [
    ["GET", "site", "st/get-share-media-user-list", "Who a medium is shared with (med_id)."],
    ["GET", "site", "em/get-share-media-user-list", "Students to share with (med_id, name)."],
    ["GET", "site", "em/get-share-media-user-list-by-name", "Students to share with, by name."],
    ["GET", "site", "st/load-more-shared-media", "Media shared with the student, by med_type."],
    ["GET", "site", "em/load-more-shared-media", "Media the teacher shared, by med_type."],
    ["POST", "site", "st/load-more-my-uploads", "The student's own uploads, by med_type."],
    ["POST", "site", "em/load-more-my-uploads", "The teacher's own uploads, by med_type."],
    ["POST", "site", "em/deleteMedia", "Delete a teacher's medium {url, type}."],
    ["POST", "site", "st/deleteMedia", "Delete a student's medium {url, type}."],
  ]),
];
