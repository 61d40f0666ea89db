import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { media } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { rowsOf } from "../../db-rows";
import { newLibraryKey } from "../keys";
import type { MediaStorage } from "../storage";
import { bodyStream } from "./body-stream";
import { mediumById, toItem } from "./items";
import { safeOriginalName } from "./names";
import { lockQuota, mediaQuotaBytes, reserveBytes, usedBytes } from "./quota";
import { MEDIA_MESSAGES, MEDIA_RULES, type MediaTypeCode } from "./rules";
import { SNIFF_BYTES, sniffMedia } from "./sniff";
import { answer, failed, quotaFull } from "./upload";

/** Largest chunk one PUT may carry. */
export const RESUMABLE_CHUNK_BYTES = 8 * 1024 * 1024;
/** Resumable uploads one account may have open at once (decision 043). */
export const MAX_OPEN_UPLOADS = 3;
/**
 * How long an open upload waits for its next chunk: it expires this long after it was opened or
 * last moved on. Until then its declared size counts toward the owner's quota; after, it counts
 * for nothing, takes no chunk, and the expire-media-uploads job removes it and its staged bytes.
 */
export const RESUMABLE_IDLE_MINUTES = 60;

const idleUntil = (now: Date) => new Date(now.getTime() + RESUMABLE_IDLE_MINUTES * 60_000);
/** Media types that may be sent in chunks (pictures are small: the plain upload). */
export const RESUMABLE_TYPES: readonly MediaTypeCode[] = [1, 3, 6];

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where unfinished uploads wait: a folder beside the local uploads (never a storage key). */
export function stagingDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.UPLOADS_DIR?.trim() || path.join(".data", "uploads"), ".partial");
}

const stagingFile = (id: string) => path.join(stagingDir(), id);

interface UploadRow {
  id: string;
  owner_id: number;
  med_type: number;
  purpose: string;
  original_name: string;
  size_bytes: string | number;
  received_bytes: string | number;
}

/** The caller's upload, if it is still open at `now` (an expired one is gone for its owner too). */
async function ownUpload(
  db: Db,
  user: SessionUser,
  id: string,
  now: Date,
): Promise<UploadRow | null> {
  if (!UPLOAD_ID.test(id)) return null;
  const [row] = rowsOf<UploadRow>(
    await db.execute(sql`
      select * from media_uploads
       where id = ${id} and owner_id = ${user.id} and expires_at > ${now.toISOString()}`),
  );
  return row ?? null;
}

const progress = (row: UploadRow, offset = Number(row.received_bytes)) =>
  Response.json(
    {
      responseCode: 200,
      status: "pending",
      upload_id: row.id,
      offset,
      size: Number(row.size_bytes),
      chunk_bytes: RESUMABLE_CHUNK_BYTES,
    },
    { headers: { "cache-control": "no-store", "upload-offset": String(offset) } },
  );

/**
 * POST /api/media-uploads {med_type 1|3|6, file_name, size, title?}: opens a resumable upload after
 * the checks that need no bytes (type, name, size limit, quota room). Answers its id and offset 0.
 * Under the owner's quota lock, one transaction counts their open uploads (at most
 * MAX_OPEN_UPLOADS, else 429) and their room — media plus the declared size of every open upload —
 * and inserts the upload, so uploads opened at once can not declare more than the quota together.
 */
export async function startResumable(
  db: Db,
  user: SessionUser,
  body: { med_type: MediaTypeCode; file_name: string; size: number; title?: string },
  now: Date,
): Promise<Response> {
  if (!RESUMABLE_TYPES.includes(body.med_type)) return failed(400, MEDIA_MESSAGES.badType);
  const rule = MEDIA_RULES[body.med_type];
  const name = safeOriginalName(body.title?.trim() || body.file_name);
  if (!name || !safeOriginalName(body.file_name)) return failed(400, MEDIA_MESSAGES.badName);
  if (body.size <= 0) return failed(400, MEDIA_MESSAGES.emptyFile);
  if (body.size > rule.maxBytes) return failed(413, rule.sizeMessage);
  const quota = mediaQuotaBytes();
  const id = randomUUID();
  const opened = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockQuota(tx, user.id);
    const [open] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        select count(*)::int as n from media_uploads
         where owner_id = ${user.id} and expires_at > ${now.toISOString()}`),
    );
    if (Number(open?.n ?? 0) >= MAX_OPEN_UPLOADS) return { refused: "too_many" as const };
    const used = await usedBytes(tx, user.id, now);
    if (used + body.size > quota) return { refused: "quota" as const, used };
    await tx.execute(sql`
      insert into media_uploads (id, owner_id, med_type, original_name, size_bytes, created_at,
                                 expires_at)
      values (${id}, ${user.id}, ${body.med_type}, ${name}, ${body.size}, ${now.toISOString()},
              ${idleUntil(now).toISOString()})`);
    return { refused: null };
  });
  if (opened.refused === "too_many") return failed(429, MEDIA_MESSAGES.tooManyOpen);
  if (opened.refused === "quota") return quotaFull(quota, opened.used);
  try {
    await mkdir(stagingDir(), { recursive: true });
    await (await open(stagingFile(id), "wx")).close();
  } catch (error) {
    await db.execute(sql`delete from media_uploads where id = ${id}`);
    throw error;
  }
  return progress({
    id,
    owner_id: user.id,
    med_type: body.med_type,
    purpose: "upload",
    original_name: name,
    size_bytes: body.size,
    received_bytes: 0,
  });
}

/** GET /api/media-uploads/{id}: how many bytes the server has (resume from there). */
export async function resumableStatus(
  db: Db,
  user: SessionUser,
  id: string,
  now: Date,
): Promise<Response> {
  const row = await ownUpload(db, user, id, now);
  return row ? progress(row) : failed(404, MEDIA_MESSAGES.notFound);
}

/** DELETE /api/media-uploads/{id}: the user gives up; the staged bytes are removed. */
export async function cancelResumable(db: Db, user: SessionUser, id: string): Promise<Response> {
  if (!UPLOAD_ID.test(id)) return failed(404, MEDIA_MESSAGES.notFound);
  const gone = rowsOf<{ id: string }>(
    await db.execute(sql`
      delete from media_uploads where id = ${id} and owner_id = ${user.id} returning id`),
  );
  if (gone.length === 0) return failed(404, MEDIA_MESSAGES.notFound);
  await rm(stagingFile(id), { force: true });
  return Response.json({ responseCode: 200, status: "cancelled" });
}

/**
 * PUT /api/media-uploads/{id} with `Upload-Offset: n` and up to 8 MiB of raw bytes: written at n
 * (streamed to the staging file), then the offset moves forward only if it still was n — a repeated
 * or concurrent chunk answers 409 with the offset to resume from. A dropped connection loses at most
 * the chunk in flight. The first chunk (at least 64 KiB, or the whole file) is sniffed before it is
 * kept; after the last one the file goes to storage and the medium is created as by /api/upload-video.
 */
export async function putChunk(
  request: Request,
  db: Db,
  user: SessionUser,
  storage: MediaStorage,
  id: string,
  now: Date,
): Promise<Response> {
  const row = await ownUpload(db, user, id, now);
  if (!row || !request.body) {
    await request.body?.cancel().catch(() => {});
    return failed(404, MEDIA_MESSAGES.notFound);
  }
  const size = Number(row.size_bytes);
  const received = Number(row.received_bytes);
  const offset = Number(request.headers.get("upload-offset"));
  if (!Number.isSafeInteger(offset) || offset !== received) {
    await request.body.cancel().catch(() => {});
    return Response.json(
      {
        responseCode: 409,
        status: "error",
        message: "Resume from the server's offset.",
        offset: received,
      },
      { status: 409, headers: { "upload-offset": String(received) } },
    );
  }
  const room = Math.min(RESUMABLE_CHUNK_BYTES, size - offset);
  let written = 0;
  let tooBig = false;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      written += chunk.length;
      if (written > room) {
        tooBig = true;
        done(new Error("chunk too large"));
      } else done(null, chunk);
    },
  });
  const rule = MEDIA_RULES[Number(row.med_type) as MediaTypeCode];
  try {
    await pipeline(
      bodyStream(request.body),
      counter,
      createWriteStream(stagingFile(row.id), { flags: "r+", start: offset }),
    );
  } catch {
    // A dropped connection or an oversized chunk: the offset stays where it was.
    if (tooBig) {
      return failed(
        413,
        written > RESUMABLE_CHUNK_BYTES
          ? MEDIA_MESSAGES.chunkTooLarge
          : MEDIA_MESSAGES.chunkPastEnd,
      );
    }
    return progress(row);
  }
  const next = offset + written;
  if (offset === 0 && next < Math.min(SNIFF_BYTES, size)) {
    return failed(400, "The first chunk must hold at least 64 KiB.");
  }
  if (offset === 0) {
    const head = await readHead(row.id);
    const sniffed = await sniffMedia(head, Number(row.med_type) as MediaTypeCode);
    if (!sniffed.ok) {
      await cancelResumable(db, user, row.id);
      return failed(415, rule.formatMessage);
    }
  }
  const moved = rowsOf<{ id: string }>(
    await db.execute(sql`
      update media_uploads set received_bytes = ${next}, expires_at = ${idleUntil(now).toISOString()}
       where id = ${row.id} and received_bytes = ${offset} and expires_at > ${now.toISOString()}
       returning id`),
  );
  if (moved.length === 0) {
    const fresh = await ownUpload(db, user, row.id, now);
    return fresh ? progress(fresh) : failed(404, MEDIA_MESSAGES.notFound);
  }
  if (next < size) return progress(row, next);
  return finish(db, user, storage, row, now);
}

async function readHead(id: string): Promise<Uint8Array> {
  const handle = await open(stagingFile(id), "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function finish(
  db: Db,
  user: SessionUser,
  storage: MediaStorage,
  row: UploadRow,
  now: Date,
): Promise<Response> {
  const medType = Number(row.med_type) as MediaTypeCode;
  const sniffed = await sniffMedia(await readHead(row.id), medType);
  if (!sniffed.ok) {
    await cancelResumable(db, user, row.id);
    return failed(415, MEDIA_RULES[medType].formatMessage);
  }
  const key = newLibraryKey(sniffed.mime)!;
  const size = await storage.putStream(key, createReadStream(stagingFile(row.id)), sniffed.mime);
  const quota = mediaQuotaBytes();
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const gone = rowsOf<{ id: string }>(
      await tx.execute(sql`delete from media_uploads where id = ${row.id} returning id`),
    );
    if (gone.length === 0) return "gone" as const;
    if (!(await reserveBytes(tx, user.id, size, quota, now))) return null;
    const [inserted] = await tx
      .insert(media)
      .values({
        ownerId: user.id,
        medType,
        purpose: row.purpose,
        storageKey: key,
        originalName: row.original_name,
        mime: sniffed.mime,
        sizeBytes: size,
        createdAt: now,
      })
      .returning({ id: media.id });
    return inserted!.id;
  });
  await rm(stagingFile(row.id), { force: true });
  if (id === null || id === "gone") {
    await storage.delete(key).catch(() => {});
    if (id === "gone") return failed(404, MEDIA_MESSAGES.notFound);
    return quotaFull(quota, await usedBytes(db, user.id, now));
  }
  const medium = await mediumById(db, id);
  return answer({
    responseCode: 200,
    status: "success",
    message: MEDIA_MESSAGES.uploaded,
    data: toItem(medium!, user.id),
  });
}
