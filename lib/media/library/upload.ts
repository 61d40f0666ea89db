import { DEFAULT_MAX_BODY_BYTES, HTTP_MESSAGES } from "../../http/messages";
import { Readable } from "node:stream";
import busboy from "busboy";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { rowsOf } from "../../db-rows";
import { log } from "../../log/logger";
import { newLibraryKey } from "../keys";
import type { MediaStorage } from "../storage";
import { bodyStream } from "./body-stream";
import { processPicture, thumbnailOf } from "./images";
import { mediumById, toItem } from "./items";
import { parseVideoLink, safeOriginalName } from "./names";
import { mediaQuotaBytes, reserveBytes, usedBytes } from "./quota";
import {
  isMediaTypeCode,
  MEDIA_MESSAGES,
  MEDIA_RULES,
  THUMBNAIL_RULE,
  type MediaRule,
  type MediaTypeCode,
} from "./rules";
import { SNIFF_BYTES, sniffMedia } from "./sniff";
import type { UploadResponse } from "./types";

/**
 * Which upload call: /api/upload-media, /api/upload-video, /api/upload-promotional-media, or a
 * community post's medium (save-community-post, issue 20: its own types, sizes and messages).
 */
export type UploadKind = "media" | "video" | "promotional" | "community";

/** The types and messages of one kind of upload. */
export interface UploadProfile {
  rules: Partial<Record<MediaTypeCode, MediaRule>>;
  noFile: string;
  badType: string;
}

const LIBRARY_PROFILE: UploadProfile = {
  rules: MEDIA_RULES,
  noFile: MEDIA_MESSAGES.noFile,
  badType: MEDIA_MESSAGES.badType,
};
const profiles: Partial<Record<UploadKind, UploadProfile>> = {};

/** Registers the rules of a kind that is not the library's own (the community registers its own). */
export function registerUploadProfile(kind: UploadKind, profile: UploadProfile): void {
  profiles[kind] = profile;
}
const profileOf = (kind: UploadKind): UploadProfile => profiles[kind] ?? LIBRARY_PROFILE;

/**
 * What a caller of receiveUpload may add: `check` runs on the text fields before any file is
 * stored (a message refuses the upload with 400, nothing stored); `onStored` runs in the transaction
 * that inserts the medium (throwing rolls the medium back and removes its files).
 */
export interface UploadHooks<T> {
  check?: (fields: Record<string, string>) => Promise<string | null>;
  onStored: (tx: Db, mediaId: number, fields: Record<string, string>) => Promise<T>;
}

/** Room in a multipart body beyond the files themselves (boundaries, headers, text fields). */
const MULTIPART_OVERHEAD = 256 * 1024;
const FILE_FIELDS = new Set(["file", "media", "video"]);

/** A refusal of an upload: HTTP status = responseCode (212 is sent with HTTP 200). */
class UploadRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}
const refuse = (code: number, message: string) => new UploadRefusal(code, message);
const QUOTA_FULL = 212;

export interface StoredMain {
  key: string;
  webKey: string | null;
  thumbKey: string | null;
  bytes: number;
  mime: string;
  medType: MediaTypeCode;
  name: string;
}

/** What the request carried once it has been read. */
interface Parsed {
  fields: Record<string, string>;
  main: StoredMain | null;
  thumb: { key: string; bytes: number } | null;
}

export function answer(body: UploadResponse): Response {
  const status =
    body.responseCode === 200 || body.responseCode === QUOTA_FULL ? 200 : body.responseCode;
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

export const failed = (responseCode: number, message: string) =>
  answer({ responseCode, status: "error", message });

export const quotaFull = (quota: number, used: number) =>
  answer({
    responseCode: QUOTA_FULL,
    status: "error",
    message: MEDIA_MESSAGES.quotaFull,
    quota_bytes: quota,
    used_bytes: used,
  });

/** The largest file a call may carry (for the early Content-Length check). */
function largestFor(kind: UploadKind): number {
  if (kind === "video") return MEDIA_RULES[1].maxBytes + THUMBNAIL_RULE.maxBytes;
  return Math.max(...Object.values(profileOf(kind).rules).map((r) => r.maxBytes));
}

/**
 * A multipart upload, streamed: the body is parsed as it arrives (busboy), each file's first
 * 64 KiB are sniffed (file-type) before anything is stored, the rest flows straight into storage
 * with its size counted on the way — past the type's limit or the owner's quota the request is
 * abandoned at once and the partial file removed. Pictures (at most 5 MB) are read whole so sharp
 * can decode them, strip their metadata and make the WebP variants. Nothing is written to the
 * database until every file is stored; the quota is then reserved and the row inserted in one
 * transaction. Text fields must come before the file in the form (FormData keeps the order).
 */
export async function uploadMedia(
  request: Request,
  db: Db,
  user: SessionUser,
  storage: MediaStorage,
  now: Date,
  kind: UploadKind,
): Promise<Response> {
  const got = await receiveUpload(request, db, user, storage, now, kind, {
    onStored: async () => undefined,
  });
  if (!got.ok) return got.response;
  const row = await mediumById(db, got.mediaId);
  return answer({
    responseCode: 200,
    status: "success",
    message: MEDIA_MESSAGES.uploaded,
    data: toItem(row!, user.id),
  });
}

/** What receiveUpload ends with: the stored medium (and the hook's value), or the refusal to send. */
export type Received<T> =
  | { ok: true; mediaId: number; value: T; fields: Record<string, string> }
  | { ok: false; response: Response };

/** uploadMedia's work up to the stored row, for callers that answer in their own words. */
export async function receiveUpload<T>(
  request: Request,
  db: Db,
  user: SessionUser,
  storage: MediaStorage,
  now: Date,
  kind: UploadKind,
  hooks: UploadHooks<T>,
): Promise<Received<T>> {
  const profile = profileOf(kind);
  const no = (response: Response) => ({ ok: false, response }) as const;
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body) {
    await request.body?.cancel().catch(() => {});
    return no(failed(400, profile.noFile));
  }
  const quota = mediaQuotaBytes();
  const used = await usedBytes(db, user.id, now);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (
    used >= quota ||
    (declared > MULTIPART_OVERHEAD && used + declared - MULTIPART_OVERHEAD > quota)
  ) {
    await request.body.cancel().catch(() => {});
    return no(quotaFull(quota, used));
  }
  if (declared > largestFor(kind) + MULTIPART_OVERHEAD) {
    await request.body.cancel().catch(() => {});
    const single =
      kind === "video" ? MEDIA_RULES[1] : kind === "community" ? profile.rules[1] : null;
    return no(failed(413, single ? single.sizeMessage : MEDIA_MESSAGES.uploadFailed));
  }

  const written: string[] = [];
  const cleanup = () =>
    Promise.all(written.map((key) => storage.delete(key).catch(() => {}))).then(() => undefined);

  let parsed: Parsed;
  try {
    parsed = await readUpload(
      request.body,
      type,
      kind,
      storage,
      written,
      quota - used,
      hooks.check,
    );
    const message = hooks.check && !parsed.main ? await hooks.check(parsed.fields) : null;
    if (message) throw refuse(400, message);
  } catch (error) {
    await cleanup();
    if (error instanceof UploadRefusal) {
      return no(
        error.responseCode === QUOTA_FULL
          ? quotaFull(quota, used)
          : failed(error.responseCode, error.message),
      );
    }
    log.warn({ err: error }, "media upload failed");
    return no(failed(400, MEDIA_MESSAGES.uploadFailed));
  }

  const { fields, main, thumb } = parsed;
  let content: { storageKey: string } | { youtubeId: string } | { linkUrl: string };
  let name: string;
  let medType: MediaTypeCode;
  const title = safeOriginalName(fields.title?.slice(0, 160));
  if (main) {
    const declaredType = kind === "community" ? undefined : fields.med_type?.trim();
    if (declaredType && !isMediaTypeCode(declaredType)) {
      await cleanup();
      return no(failed(400, profile.badType));
    }
    if (declaredType && Number(declaredType) !== main.medType) {
      await cleanup();
      return no(failed(415, profile.rules[Number(declaredType) as MediaTypeCode]!.formatMessage));
    }
    content = { storageKey: main.key };
    name = title ?? main.name;
    medType = main.medType;
  } else if (kind === "video" && fields.link?.trim()) {
    const link = parseVideoLink(fields.link);
    if (!link) {
      await cleanup();
      return no(failed(400, MEDIA_MESSAGES.badLink));
    }
    content = link;
    name = title ?? ("youtubeId" in link ? "YouTube video" : new URL(link.linkUrl).hostname);
    medType = 1;
  } else {
    await cleanup();
    return no(failed(400, profile.noFile));
  }
  if (
    kind !== "video" &&
    kind !== "community" &&
    fields.med_type &&
    !isMediaTypeCode(fields.med_type.trim())
  ) {
    await cleanup();
    return no(failed(400, MEDIA_MESSAGES.badType));
  }

  const bytes = (main?.bytes ?? 0) + (thumb?.bytes ?? 0);
  let stored: { id: number; value: T } | null;
  try {
    stored = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await reserveBytes(tx, user.id, bytes, quota, now))) return null;
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into media (owner_id, med_type, purpose, storage_key, web_key, thumb_key,
                             original_name, mime, size_bytes, link_url, youtube_id, created_at)
          values (${user.id}, ${medType}, ${kind === "promotional" || kind === "community" ? kind : "upload"},
                  ${"storageKey" in content ? content.storageKey : null},
                  ${main?.webKey ?? null}, ${main?.thumbKey ?? thumb?.key ?? null},
                  ${name}, ${main?.mime ?? null}, ${bytes},
                  ${"linkUrl" in content ? content.linkUrl : null},
                  ${"youtubeId" in content ? content.youtubeId : null}, ${now.toISOString()})
          returning id`),
      );
      const id = Number(row!.id);
      return { id, value: await hooks.onStored(tx, id, fields) };
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  if (stored === null) {
    await cleanup();
    return no(quotaFull(quota, await usedBytes(db, user.id, now)));
  }
  return { ok: true, mediaId: stored.id, value: stored.value, fields };
}

/** Parses the multipart stream; stores the file(s) as they arrive. Throws UploadRefusal. */
function readUpload(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  kind: UploadKind,
  storage: MediaStorage,
  written: string[],
  room: number,
  check?: (fields: Record<string, string>) => Promise<string | null>,
  wantedOf?: (fields: Record<string, string>) => MediaTypeCode | null,
): Promise<Parsed> {
  const profile = profileOf(kind);
  const source = bodyStream(body);
  const fields: Record<string, string> = {};
  const parsed: Parsed = { fields, main: null, thumb: null };
  let spent = 0;

  return new Promise<Parsed>((resolve, reject) => {
    let settled = false;
    const pending: Promise<void>[] = [];
    const files = new Set<Readable>();
    const stop = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(bb);
      source.destroy();
      // A file still flowing into storage fails too: its adapter removes the partial file.
      for (const file of files) file.destroy();
      reject(error);
    };
    const bb = busboy({
      headers: { "content-type": contentType },
      preservePath: true,
      limits: { files: 2, fields: 20, fieldSize: 4096, parts: 24, fieldNameSize: 64 },
    });
    bb.on("field", (name, value) => {
      // A repeated list field (tag_ids[]=1, tag_ids[]=2) is kept as a comma list.
      fields[name] = name.endsWith("[]") && fields[name] ? `${fields[name]},${value}` : value;
    });
    bb.on("file", (field, stream, info) => {
      if (settled) return stream.resume();
      files.add(stream);
      stream.on("error", () => {}); // reported through the handler that reads it
      stream.once("close", () => files.delete(stream));
      const task = handleFile(field, stream, info.filename).catch(stop);
      pending.push(task);
    });
    bb.on("filesLimit", () => stop(refuse(400, MEDIA_MESSAGES.uploadFailed)));
    bb.on("partsLimit", () => stop(refuse(400, MEDIA_MESSAGES.uploadFailed)));
    bb.on("error", () => stop(refuse(400, MEDIA_MESSAGES.uploadFailed)));
    source.on("error", (error) => stop(error));
    bb.on("close", () => {
      void Promise.all(pending).then(
        () => {
          if (settled) return;
          settled = true;
          resolve(parsed);
        },
        (error) => stop(error),
      );
    });
    source.pipe(bb);

    async function handleFile(
      field: string,
      stream: Readable,
      filename: string | undefined,
    ): Promise<void> {
      const isThumb = kind === "video" && field === "thumbnail";
      if (!isThumb && (!FILE_FIELDS.has(field) || parsed.main)) {
        stream.resume();
        throw refuse(400, MEDIA_MESSAGES.uploadFailed);
      }
      const refused = check ? await check(fields) : null;
      if (refused) {
        stream.resume();
        throw refuse(400, refused);
      }
      const name = safeOriginalName(filename);
      if (!name) {
        stream.resume();
        throw refuse(400, MEDIA_MESSAGES.badName);
      }
      const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const chunks: Buffer[] = [];
      let headLength = 0;
      let ended = false;
      while (headLength < SNIFF_BYTES) {
        const next = await iterator.next();
        if (next.done) {
          ended = true;
          break;
        }
        chunks.push(next.value);
        headLength += next.value.length;
      }
      const head = Buffer.concat(chunks);
      if (head.length === 0) throw refuse(400, MEDIA_MESSAGES.emptyFile);

      const declared = kind === "community" ? undefined : fields.med_type?.trim();
      const wanted: MediaTypeCode | null = isThumb
        ? 2
        : wantedOf
          ? wantedOf(fields)
          : kind === "video"
            ? 1
            : declared && isMediaTypeCode(declared)
              ? (Number(declared) as MediaTypeCode)
              : null;
      const sniffed = await sniffMedia(head.subarray(0, SNIFF_BYTES), wanted, profile.rules);
      const rule: MediaRule | null = isThumb
        ? THUMBNAIL_RULE
        : wanted
          ? (profile.rules[wanted] ?? null)
          : sniffed.ok
            ? profile.rules[sniffed.medType]!
            : null;
      if (!sniffed.ok || !rule) {
        throw refuse(415, rule ? rule.formatMessage : profile.badType);
      }
      const limit = rule.maxBytes;
      const sizeMessage = rule.sizeMessage;
      let total = 0;
      const count = (n: number) => {
        total += n;
        if (total > limit) throw refuse(413, sizeMessage);
        if (spent + total > room) throw refuse(QUOTA_FULL, MEDIA_MESSAGES.quotaFull);
      };
      async function* rest(): AsyncGenerator<Buffer> {
        count(head.length);
        yield head;
        if (ended) return;
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          count(next.value.length);
          yield next.value;
        }
      }

      if (sniffed.medType === 2) {
        // A picture (≤ 5 MB): read whole, decoded and re-encoded without metadata.
        const parts: Buffer[] = [];
        for await (const part of rest()) parts.push(part);
        const bytes = Buffer.concat(parts);
        if (isThumb) {
          const thumb = await thumbnailOf(bytes);
          if (!thumb) throw refuse(415, MEDIA_MESSAGES.notImageContent);
          const key = newLibraryKey("image/webp")!;
          written.push(key);
          await storage.put(key, thumb, "image/webp");
          parsed.thumb = { key, bytes: thumb.length };
          spent += thumb.length;
          return;
        }
        // Kept as PNG or JPEG (a WebP or GIF original is re-encoded as JPEG, first frame).
        const storedMime = sniffed.mime === "image/png" ? "image/png" : "image/jpeg";
        const picture = await processPicture(bytes, storedMime);
        if (!picture) throw refuse(415, MEDIA_MESSAGES.notImageContent);
        const key = newLibraryKey(storedMime)!;
        const webKey = key.replace(/\.(jpg|png)$/, ".web.webp");
        const thumbKey = key.replace(/\.(jpg|png)$/, ".thumb.webp");
        written.push(key, webKey, thumbKey);
        await storage.put(key, picture.original, storedMime);
        await storage.put(webKey, picture.web, "image/webp");
        await storage.put(thumbKey, picture.thumb, "image/webp");
        const size = picture.original.length + picture.web.length + picture.thumb.length;
        spent += size;
        parsed.main = { key, webKey, thumbKey, bytes: size, mime: storedMime, medType: 2, name };
        return;
      }
      if (isThumb) throw refuse(415, THUMBNAIL_RULE.formatMessage);
      const key = newLibraryKey(sniffed.mime);
      if (!key) throw refuse(415, rule.formatMessage);
      written.push(key);
      const size = await storage.putStream(key, Readable.from(rest()), sniffed.mime);
      spent += size;
      parsed.main = {
        key,
        webKey: null,
        thumbKey: null,
        bytes: size,
        mime: sniffed.mime,
        medType: sniffed.medType,
        name,
      };
    }
  });
}

/** What `receiveFile` read: the text fields and the stored file (no database row yet). */
export type ReceivedFile =
  | {
      ok: true;
      fields: Record<string, string>;
      file: StoredMain | null;
      /** Removes the stored files (the caller refused the request after reading it). */
      cleanup: () => Promise<void>;
    }
  | { ok: false; responseCode: number; message: string };

/**
 * The upload machinery for other features (contests, issue 21): streams one file of a multipart
 * body (field `media` or `file`) into storage with the same sniffing, size limits, picture
 * re-encoding and metadata stripping as the library's own calls, and returns the text fields and
 * the stored file. The caller writes the medium row (insertMedium) in its own transaction.
 * `wantedOf` names the media type the fields ask for (null: any type the sniff finds).
 */
export async function receiveFile(
  request: Request,
  storage: MediaStorage,
  options: {
    room: number;
    maxBytes: number;
    wantedOf: (fields: Record<string, string>) => MediaTypeCode | null;
  },
): Promise<ReceivedFile> {
  const type = request.headers.get("content-type") ?? "";
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body) {
    await request.body?.cancel().catch(() => {});
    // Only a multipart form may be large: anything else past the usual cap is too large.
    return declared > DEFAULT_MAX_BODY_BYTES
      ? { ok: false, responseCode: 413, message: HTTP_MESSAGES.tooLarge }
      : { ok: false, responseCode: 400, message: MEDIA_MESSAGES.noFile };
  }
  if (declared > options.maxBytes + MULTIPART_OVERHEAD) {
    await request.body.cancel().catch(() => {});
    return { ok: false, responseCode: 413, message: MEDIA_MESSAGES.uploadFailed };
  }
  const written: string[] = [];
  const cleanup = () =>
    Promise.all(written.map((key) => storage.delete(key).catch(() => {}))).then(() => undefined);
  try {
    const parsed = await readUpload(
      request.body,
      type,
      "media",
      storage,
      written,
      options.room,
      undefined,
      options.wantedOf,
    );
    return { ok: true, fields: parsed.fields, file: parsed.main, cleanup };
  } catch (error) {
    await cleanup();
    if (error instanceof UploadRefusal) {
      return { ok: false, responseCode: error.responseCode, message: error.message };
    }
    log.warn({ err: error }, "upload failed");
    return { ok: false, responseCode: 400, message: MEDIA_MESSAGES.uploadFailed };
  }
}

/**
 * Inserts the medium of a stored file for its owner, reserving its bytes in the owner's quota;
 * null when the quota has no room. Run it inside the caller's transaction.
 */
export async function insertMedium(
  tx: Db,
  ownerId: number,
  file: StoredMain,
  now: Date,
): Promise<number | null> {
  if (!(await reserveBytes(tx, ownerId, file.bytes, mediaQuotaBytes(), now))) return null;
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into media (owner_id, med_type, purpose, storage_key, web_key, thumb_key,
                         original_name, mime, size_bytes, created_at)
      values (${ownerId}, ${file.medType}, 'upload', ${file.key}, ${file.webKey},
              ${file.thumbKey}, ${file.name}, ${file.mime}, ${file.bytes}, ${now.toISOString()})
      returning id`),
  );
  return Number(row!.id);
}
