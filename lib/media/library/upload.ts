import { Readable } from "node:stream";
import busboy from "busboy";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { rowsOf } from "../../db-rows";
import { log } from "../../log/logger";
import { newLibraryKey } from "../keys";
import type { MediaStorage } from "../storage";
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

/** Which upload call: /api/upload-media, /api/upload-video or /api/upload-promotional-media. */
export type UploadKind = "media" | "video" | "promotional";

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

interface StoredMain {
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
  return Math.max(...Object.values(MEDIA_RULES).map((r) => r.maxBytes));
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
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body) {
    await request.body?.cancel().catch(() => {});
    return failed(400, MEDIA_MESSAGES.noFile);
  }
  const quota = mediaQuotaBytes();
  const used = await usedBytes(db, user.id);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (
    used >= quota ||
    (declared > MULTIPART_OVERHEAD && used + declared - MULTIPART_OVERHEAD > quota)
  ) {
    await request.body.cancel().catch(() => {});
    return quotaFull(quota, used);
  }
  if (declared > largestFor(kind) + MULTIPART_OVERHEAD) {
    await request.body.cancel().catch(() => {});
    return failed(413, kind === "video" ? MEDIA_RULES[1].sizeMessage : MEDIA_MESSAGES.uploadFailed);
  }

  const written: string[] = [];
  const cleanup = () =>
    Promise.all(written.map((key) => storage.delete(key).catch(() => {}))).then(() => undefined);

  let parsed: Parsed;
  try {
    parsed = await readUpload(request.body, type, kind, storage, written, quota - used);
  } catch (error) {
    await cleanup();
    if (error instanceof UploadRefusal) {
      return error.responseCode === QUOTA_FULL
        ? quotaFull(quota, used)
        : failed(error.responseCode, error.message);
    }
    log.warn({ err: error }, "media upload failed");
    return failed(400, MEDIA_MESSAGES.uploadFailed);
  }

  const { fields, main, thumb } = parsed;
  let content: { storageKey: string } | { youtubeId: string } | { linkUrl: string };
  let name: string;
  let medType: MediaTypeCode;
  const title = safeOriginalName(fields.title?.slice(0, 160));
  if (main) {
    const declaredType = fields.med_type?.trim();
    if (declaredType && !isMediaTypeCode(declaredType)) {
      await cleanup();
      return failed(400, MEDIA_MESSAGES.badType);
    }
    if (declaredType && Number(declaredType) !== main.medType) {
      await cleanup();
      return failed(415, MEDIA_RULES[Number(declaredType) as MediaTypeCode].formatMessage);
    }
    content = { storageKey: main.key };
    name = title ?? main.name;
    medType = main.medType;
  } else if (kind === "video" && fields.link?.trim()) {
    const link = parseVideoLink(fields.link);
    if (!link) {
      await cleanup();
      return failed(400, MEDIA_MESSAGES.badLink);
    }
    content = link;
    name = title ?? ("youtubeId" in link ? "YouTube video" : new URL(link.linkUrl).hostname);
    medType = 1;
  } else {
    await cleanup();
    return failed(400, MEDIA_MESSAGES.noFile);
  }
  if (kind !== "video" && fields.med_type && !isMediaTypeCode(fields.med_type.trim())) {
    await cleanup();
    return failed(400, MEDIA_MESSAGES.badType);
  }

  const bytes = (main?.bytes ?? 0) + (thumb?.bytes ?? 0);
  let id: number | null;
  try {
    id = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await reserveBytes(tx, user.id, bytes, quota))) return null;
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into media (owner_id, med_type, purpose, storage_key, web_key, thumb_key,
                             original_name, mime, size_bytes, link_url, youtube_id, created_at)
          values (${user.id}, ${medType}, ${kind === "promotional" ? "promotional" : "upload"},
                  ${"storageKey" in content ? content.storageKey : null},
                  ${main?.webKey ?? null}, ${main?.thumbKey ?? thumb?.key ?? null},
                  ${name}, ${main?.mime ?? null}, ${bytes},
                  ${"linkUrl" in content ? content.linkUrl : null},
                  ${"youtubeId" in content ? content.youtubeId : null}, ${now.toISOString()})
          returning id`),
      );
      return Number(row!.id);
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  if (id === null) {
    await cleanup();
    return quotaFull(quota, await usedBytes(db, user.id));
  }
  const row = await mediumById(db, id);
  return answer({
    responseCode: 200,
    status: "success",
    message: MEDIA_MESSAGES.uploaded,
    data: toItem(row!, user.id),
  });
}

/** Parses the multipart stream; stores the file(s) as they arrive. Throws UploadRefusal. */
function readUpload(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  kind: UploadKind,
  storage: MediaStorage,
  written: string[],
  room: number,
): Promise<Parsed> {
  const source = Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>);
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
      fields[name] = value;
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

      const declared = fields.med_type?.trim();
      const wanted: MediaTypeCode | null = isThumb
        ? 2
        : kind === "video"
          ? 1
          : declared && isMediaTypeCode(declared)
            ? (Number(declared) as MediaTypeCode)
            : null;
      const sniffed = await sniffMedia(head.subarray(0, SNIFF_BYTES), wanted);
      const rule: MediaRule | null = isThumb
        ? THUMBNAIL_RULE
        : wanted
          ? MEDIA_RULES[wanted]
          : sniffed.ok
            ? MEDIA_RULES[sniffed.medType]
            : null;
      if (!sniffed.ok) {
        throw refuse(415, rule ? rule.formatMessage : MEDIA_MESSAGES.badType);
      }
      const limit = rule!.maxBytes;
      const sizeMessage = rule!.sizeMessage;
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
        const picture = await processPicture(bytes, sniffed.mime);
        if (!picture) throw refuse(415, MEDIA_MESSAGES.notImageContent);
        const key = newLibraryKey(sniffed.mime)!;
        const webKey = key.replace(/\.(jpg|png)$/, ".web.webp");
        const thumbKey = key.replace(/\.(jpg|png)$/, ".thumb.webp");
        written.push(key, webKey, thumbKey);
        await storage.put(key, picture.original, sniffed.mime);
        await storage.put(webKey, picture.web, "image/webp");
        await storage.put(thumbKey, picture.thumb, "image/webp");
        const size = picture.original.length + picture.web.length + picture.thumb.length;
        spent += size;
        parsed.main = { key, webKey, thumbKey, bytes: size, mime: sniffed.mime, medType: 2, name };
        return;
      }
      if (isThumb) throw refuse(415, THUMBNAIL_RULE.formatMessage);
      const key = newLibraryKey(sniffed.mime);
      if (!key) throw refuse(415, rule!.formatMessage);
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
