import {
  extensionOf,
  MEDIA_MESSAGES,
  type MediaRule,
  type MediaTypeCode,
} from "@/lib/media/library/rules";
import type {
  DeleteMediaResponse,
  MediaItem,
  MediaPageResponse,
  ShareMediaResponse,
  ShareUserListResponse,
  ShareUserRow,
  UploadResponse,
} from "@/lib/media/library/types";
import type { ViewerItem } from "./media-viewer";

/** The area a screen belongs to: students ("st") or teachers ("em"). */
export type AreaPrefix = "st" | "em";

/**
 * Which list a screen pages through: the spec 2 "My uploads" (5, then 5 more), the spec 1 upload
 * list (3, then 20 more), or what was shared (3, then 20 more).
 */
export type ListSource = "myUploads" | "uploadMedia" | "shared";

const LIST_CALL: Record<ListSource, { path: string; method: "GET" | "POST" }> = {
  myUploads: { path: "load-more-my-uploads", method: "POST" },
  uploadMedia: { path: "load-more-upload-media", method: "POST" },
  shared: { path: "load-more-shared-media", method: "GET" },
};

type Fetch = typeof fetch;

/** The failure every list and share call shows when the answer is not what we expect. */
export const LIST_FAILED = "Could not load your media. Please try again.";

/** Checks the browser can make before sending; the server sniffs the bytes themselves. */
export function precheckFile(file: File | null | undefined, rule: MediaRule): string | null {
  if (!file) return MEDIA_MESSAGES.noFile;
  if (!rule.extensions.includes(extensionOf(file.name))) return rule.formatMessage;
  if (file.size === 0) return MEDIA_MESSAGES.emptyFile;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}

/** "12.5 MB", "830 KB": sizes for people. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export type UploadOutcome =
  | { ok: true; item: MediaItem; message: string }
  | { ok: false; quotaFull: boolean; message: string };

/** Reads an upload call's answer: 200 is success, 212 a full quota, anything else (or no JSON) a failure. */
export function readUploadAnswer(body: unknown): UploadOutcome {
  const answer = body as Partial<UploadResponse> | null;
  if (answer && typeof answer === "object" && answer.responseCode === 200 && "data" in answer) {
    return {
      ok: true,
      item: answer.data as MediaItem,
      message: answer.message ?? MEDIA_MESSAGES.uploaded,
    };
  }
  if (answer && typeof answer === "object" && answer.responseCode === 212) {
    return { ok: false, quotaFull: true, message: MEDIA_MESSAGES.quotaFull };
  }
  const message =
    answer && typeof answer === "object" && typeof answer.message === "string" && answer.message
      ? answer.message
      : MEDIA_MESSAGES.uploadFailed;
  return { ok: false, quotaFull: false, message };
}

/** The address of one page of a list. */
export function listUrl(
  prefix: AreaPrefix,
  source: ListSource,
  medType: MediaTypeCode,
  offset: number,
) {
  const query = new URLSearchParams({ med_type: String(medType) });
  if (offset > 0) query.set("offset", String(offset));
  return `/${prefix}/${LIST_CALL[source].path}?${query}`;
}

/** One page of a list; throws with a message a person can read when the call fails. */
export async function fetchMediaPage(
  prefix: AreaPrefix,
  source: ListSource,
  medType: MediaTypeCode,
  offset: number,
  fetchImpl: Fetch = fetch,
): Promise<MediaPageResponse> {
  const response = await fetchImpl(listUrl(prefix, source, medType, offset), {
    method: LIST_CALL[source].method,
    headers: { accept: "application/json" },
    cache: "no-store",
  });
  const body = (await response.json().catch(() => null)) as MediaPageResponse | null;
  if (!response.ok || !body || body.responseCode !== 200 || !Array.isArray(body.data)) {
    throw new Error(LIST_FAILED);
  }
  return body;
}

/** Deletes one of the user's own media ({url, type}); resolves with the message to show. */
export async function deleteMedium(
  prefix: AreaPrefix,
  item: MediaItem,
  fetchImpl: Fetch = fetch,
): Promise<{ ok: boolean; message: string }> {
  try {
    const response = await fetchImpl(`/${prefix}/deleteMedia`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ url: item.media_url ?? item.id, type: item.med_type }),
    });
    const body = (await response.json().catch(() => null)) as DeleteMediaResponse | null;
    if (response.ok && body?.status === "success") {
      return { ok: true, message: body.message || MEDIA_MESSAGES.deleted };
    }
    return { ok: false, message: body?.message || MEDIA_MESSAGES.deleteFailed };
  } catch {
    return { ok: false, message: MEDIA_MESSAGES.deleteFailed };
  }
}

/** The teacher's own students for a medium, filtered by name (empty name = all). */
export async function fetchShareList(
  medId: string,
  name: string,
  fetchImpl: Fetch = fetch,
): Promise<ShareUserRow[]> {
  const query = new URLSearchParams({ med_id: medId, name: name.trim() });
  const response = await fetchImpl(`/em/get-share-media-user-list?${query}`, {
    headers: { accept: "application/json" },
    cache: "no-store",
  });
  const body = (await response.json().catch(() => null)) as ShareUserListResponse | null;
  if (!response.ok || !body || body.responseCode !== 200 || !Array.isArray(body.data)) {
    throw new Error("Could not load your students. Please try again.");
  }
  return body.data;
}

/** Saves who a medium is shared with (exactly these students). */
export async function saveShare(
  medId: string,
  userIds: string[],
  fetchImpl: Fetch = fetch,
): Promise<{ ok: boolean; message: string }> {
  try {
    const response = await fetchImpl("/em/share-media", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ med_id: medId, user_ids: userIds }),
    });
    const body = (await response.json().catch(() => null)) as ShareMediaResponse | null;
    if (response.ok && body?.responseCode === 200) {
      return { ok: true, message: body.message || MEDIA_MESSAGES.shared };
    }
    return { ok: false, message: body?.message || "Could not share. Please try again." };
  } catch {
    return { ok: false, message: "Could not share. Please try again." };
  }
}

/**
 * What the viewer shows for a medium. Pictures show their EXIF-free web variant; only the owner
 * gets the private original as the download.
 */
export function viewerItemFor(item: MediaItem, isOwner: boolean): ViewerItem {
  const title = item.media_name || "Untitled";
  if (item.youtube_id) return { kind: "youtube", title, youtubeId: item.youtube_id };
  if (item.link_url && !item.media_url) return { kind: "link", title, href: item.link_url };
  const src = item.media_url ?? "";
  switch (item.med_type) {
    case 1:
      return { kind: "video", title, src, poster: item.thumb_url, mime: item.mime_type };
    case 2:
      return {
        kind: "image",
        title,
        src: item.web_url ?? src,
        downloadUrl: isOwner ? src : item.web_url,
      };
    case 6:
      return { kind: "audio", title, src, mime: item.mime_type };
    case 3:
      return { kind: "document", title, src, downloadUrl: src, mime: item.mime_type };
  }
}
