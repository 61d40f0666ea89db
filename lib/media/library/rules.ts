/**
 * What each media type accepts: extensions, the accept attribute for <input type=file>, the
 * largest size and the spec's messages. Shared by the upload modal and the server (no server-only
 * imports here). The server never trusts the extension alone: it sniffs the content (file-type)
 * and the sniffed type must be one of `mimes`.
 */
export const MEDIA_TYPE = { video: 1, picture: 2, document: 3, audio: 6 } as const;
export type MediaTypeCode = (typeof MEDIA_TYPE)[keyof typeof MEDIA_TYPE];
export const MEDIA_TYPE_CODES: readonly MediaTypeCode[] = [1, 2, 3, 6];

export const isMediaTypeCode = (value: unknown): value is MediaTypeCode =>
  MEDIA_TYPE_CODES.includes(Number(value) as MediaTypeCode);

const MB = 1024 * 1024;

export interface MediaRule {
  code: MediaTypeCode;
  /** Tab label on "My uploads". */
  label: string;
  extensions: readonly string[];
  /** For <input type="file" accept>. */
  accept: string;
  /** Content types the sniffed bytes may be. */
  mimes: readonly string[];
  maxBytes: number;
  formatMessage: string;
  sizeMessage: string;
}

export const MEDIA_RULES: Record<MediaTypeCode, MediaRule> = {
  1: {
    code: 1,
    label: "Video",
    extensions: ["mp4", "mov", "avi"],
    accept: ".mp4,.mov,.avi,video/mp4,video/quicktime,video/x-msvideo",
    mimes: ["video/mp4", "video/quicktime", "video/vnd.avi", "video/x-msvideo"],
    maxBytes: 200 * MB,
    formatMessage: "Format should be: avi, mp4, mov only.",
    sizeMessage: "Video size should not be greater than 200MB.",
  },
  2: {
    code: 2,
    label: "Image",
    extensions: ["jpg", "jpeg", "png"],
    accept: ".jpg,.jpeg,.png,image/jpeg,image/png",
    mimes: ["image/jpeg", "image/png"],
    maxBytes: 5 * MB,
    formatMessage: "Format should be: jpg, jpeg, png only.",
    sizeMessage: "Image size should not be greater than 5MB.",
  },
  3: {
    code: 3,
    label: "Recording",
    extensions: ["pdf", "doc", "docx"],
    accept:
      ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    mimes: [
      "application/pdf",
      "application/x-cfb",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    maxBytes: 20 * MB,
    formatMessage: "Format should be Word document or PDF only.",
    sizeMessage: "Document size should not be greater than 20MB.",
  },
  6: {
    code: 6,
    label: "Audio",
    extensions: ["mp3", "m4a", "wav", "ogg"],
    accept: ".mp3,.m4a,.wav,.ogg,audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,audio/ogg",
    mimes: ["audio/mpeg", "audio/mp4", "audio/x-m4a", "audio/wav", "audio/vnd.wave", "audio/ogg"],
    maxBytes: 50 * MB,
    formatMessage: "Format should be: mp3, m4a, wav, ogg only.",
    sizeMessage: "Audio size should not be greater than 50MB.",
  },
};

/** A video's own thumbnail file (field `thumbnail`): a picture, like type 2. */
export const THUMBNAIL_RULE: MediaRule = { ...MEDIA_RULES[2] };

/** Default per-user storage quota (server env MEDIA_QUOTA_BYTES overrides it). */
export const DEFAULT_MEDIA_QUOTA_BYTES = 2 * 1024 * MB;

/** Page sizes of the list calls: the first call, then each "load more". */
export const MEDIA_PAGES = {
  uploadMedia: { first: 3, more: 20 },
  sharedMedia: { first: 3, more: 20 },
  myUploads: { first: 5, more: 5 },
} as const;

/** The extension of a file name, lower case, without the dot ("" when none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** Messages of the media calls (spec 1 §8 and spec 2 §8 where the spec has words). */
export const MEDIA_MESSAGES = {
  uploaded: "Media uploaded successfully.",
  quotaFull: "Your storage is full. Please delete some uploads and try again.",
  noFile: "Please choose a file to upload.",
  emptyFile: "The file is empty. Please choose another file.",
  badName: "The file name is not allowed. Please rename the file and try again.",
  badType: "Please choose a valid media type.",
  badLink: "Please enter a valid YouTube or https link.",
  notImageContent: "The picture could not be read. Please choose another file.",
  promoTeachersOnly: "Only teachers can upload promotional media.",
  uploadFailed: "The upload failed. Please try again.",
  deleteFailed: "Something went wrong. PLease try again later.",
  deleted: "Media deleted successfully.",
  shared: "Media shared successfully.",
  notYourStudent: "You can share only with your own students.",
  noStudents: "Please select atleast one student.",
  notFound: "Media not found.",
  /** A resumable upload's chunk over RESUMABLE_CHUNK_BYTES (decision 043). */
  chunkTooLarge: "A chunk may carry at most 8 MiB. Please send the file in smaller chunks.",
  /** A chunk that goes on past the size the upload declared. */
  chunkPastEnd: "The chunk goes past the size declared for this upload.",
  /** Opening one more resumable upload than MAX_OPEN_UPLOADS. */
  tooManyOpen:
    "You already have 3 uploads in progress. Please wait for one to finish or cancel it, then try again.",
} as const;
