import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { familyOf, idList, teacherStudents } from "../../chat/people";
import { rowsOf } from "../../db-rows";
import { parseId } from "../../fields/id";
import { encodeId } from "../../ids";
import { log } from "../../log/logger";
import type { MediaStorage } from "../storage";
import { keysOf, mediaPage, mediumById, toItem, type MediaRow } from "./items";
import { releaseBytes } from "./quota";
import { MEDIA_MESSAGES, MEDIA_PAGES, type MediaTypeCode } from "./rules";
import {
  RESOURCE_TYPE,
  type DeleteMediaResponse,
  type DeletePromoMediaResponse,
  type MediaPageResponse,
  type ShareMediaResponse,
  type ShareUserListResponse,
  type ShareUserRow,
} from "./types";

type Paging = { first: number; more: number };
type ListQuery = { med_type: MediaTypeCode; offset: number; purpose?: "upload" | "promotional" };

function json<T>(body: T, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

async function page(
  db: Db,
  user: SessionUser,
  where: ReturnType<typeof sql>,
  offset: number,
  paging: Paging,
): Promise<MediaPageResponse> {
  const limit = offset === 0 ? paging.first : paging.more;
  const { rows, total } = await mediaPage(db, where, offset, limit);
  const next = offset + rows.length;
  return {
    responseCode: 200,
    status: "success",
    data: rows.map((r) => toItem(r, user.id)),
    next_offset: next,
    has_more: next < total,
    total,
  };
}

/** {st,em}/load-more-upload-media: the caller's uploads (or a teacher's promotional media). */
export function loadUploadMedia(db: Db, user: SessionUser, q: ListQuery) {
  const purpose = q.purpose === "promotional" && user.role === "teacher" ? "promotional" : "upload";
  return page(
    db,
    user,
    sql`m.owner_id = ${user.id} and m.med_type = ${q.med_type} and m.purpose = ${purpose}`,
    q.offset,
    MEDIA_PAGES.uploadMedia,
  );
}

/** {st,em}/load-more-my-uploads: the caller's own uploads, 5 then 5. */
export function loadMyUploads(db: Db, user: SessionUser, q: ListQuery) {
  return page(
    db,
    user,
    sql`m.owner_id = ${user.id} and m.med_type = ${q.med_type} and m.purpose = 'upload'`,
    q.offset,
    MEDIA_PAGES.myUploads,
  );
}

/**
 * {st,em}/load-more-shared-media: for a student, media shared with them or a child of their family;
 * for a teacher, their media shared with at least one student.
 */
export async function loadSharedMedia(db: Db, user: SessionUser, q: ListQuery) {
  const where =
    user.role === "teacher"
      ? sql`m.owner_id = ${user.id} and m.med_type = ${q.med_type}
            and exists (select 1 from media_shares s where s.media_id = m.id)`
      : sql`m.med_type = ${q.med_type} and exists (
              select 1 from media_shares s where s.media_id = m.id
                 and s.student_id in (${idList(await familyOf(db, user.id))}))`;
  return page(db, user, where, q.offset, MEDIA_PAGES.sharedMedia);
}

/** May the viewer see this medium at all: owner, admin, or shared with them (or their family)? */
export async function maySee(db: Db, viewer: SessionUser, row: MediaRow): Promise<boolean> {
  if (Number(row.owner_id) === viewer.id || viewer.role === "admin") return true;
  if (viewer.role !== "student") return false;
  const family = await familyOf(db, viewer.id);
  const [hit] = rowsOf<{ one: number }>(
    await db.execute(sql`
      select 1 as one from media_shares
       where media_id = ${row.id} and student_id in (${idList(family)}) limit 1`),
  );
  return !!hit;
}

const notFoundList = () =>
  json({ responseCode: 404, status: "error", message: MEDIA_MESSAGES.notFound }, 404);

type UserRow = { id: number; first_name: string; last_name: string };

function rowsToShare(
  users: UserRow[],
  medType: MediaTypeCode,
  shared: Set<number>,
): ShareUserRow[] {
  return users.map((u) => ({
    id: encodeId(Number(u.id)),
    first_name: u.first_name,
    last_name: u.last_name,
    media_type: medType,
    shared: shared.has(Number(u.id)),
  }));
}

async function sharedWith(db: Db, mediaId: number): Promise<Set<number>> {
  const rows = rowsOf<{ student_id: number }>(
    await db.execute(sql`select student_id from media_shares where media_id = ${mediaId}`),
  );
  return new Set(rows.map((r) => Number(r.student_id)));
}

/**
 * em/get-share-media-user-list(-by-name): the teacher's own students (a seat or a pack with them),
 * filtered by name, with whether the medium is already shared with each. The medium must be theirs.
 */
export async function teacherShareList(
  db: Db,
  user: SessionUser,
  q: { med_id: number; name?: string },
): Promise<Response> {
  const row = await mediumById(db, q.med_id);
  if (!row || Number(row.owner_id) !== user.id) return notFoundList();
  const students = await teacherStudents(db, user.id);
  const name = q.name?.trim().toLowerCase() ?? "";
  const users =
    students.length === 0
      ? []
      : rowsOf<UserRow>(
          await db.execute(sql`
            select id, first_name, last_name from users
             where id in (${idList(students)}) and role = 'student'
               ${
                 name
                   ? sql`and (strpos(lower(first_name || ' ' || last_name), ${name}) > 0)`
                   : sql``
               }
             order by lower(first_name), lower(last_name), id limit 200`),
        );
  const body: ShareUserListResponse = {
    responseCode: 200,
    status: "success",
    data: rowsToShare(users, Number(row.med_type) as MediaTypeCode, await sharedWith(db, row.id)),
  };
  return json(body);
}

/**
 * st/get-share-media-user-list: for the student's own medium, who it is shared with; for a medium
 * shared with them, its owner (the teacher who shared it).
 */
export async function studentShareList(
  db: Db,
  user: SessionUser,
  q: { med_id: number },
): Promise<Response> {
  const row = await mediumById(db, q.med_id);
  if (!row || !(await maySee(db, user, row))) return notFoundList();
  const shared = await sharedWith(db, row.id);
  const medType = Number(row.med_type) as MediaTypeCode;
  let users: UserRow[];
  if (Number(row.owner_id) === user.id) {
    users =
      shared.size === 0
        ? []
        : rowsOf<UserRow>(
            await db.execute(sql`
              select id, first_name, last_name from users where id in (${idList([...shared])})
               order by lower(first_name), id`),
          );
  } else {
    users = [{ id: Number(row.owner_id), first_name: row.first_name, last_name: row.last_name }];
  }
  const body: ShareUserListResponse = {
    responseCode: 200,
    status: "success",
    data: rowsToShare(users, medType, shared),
  };
  return json(body);
}

/**
 * em/share-media {med_id, user_ids}: the medium is shared with exactly these students from now on.
 * Each must be the teacher's student, or nothing changes (403). One transaction.
 */
export async function shareMedia(
  db: Db,
  user: SessionUser,
  body: { med_id: number; user_ids: number[] },
  now: Date,
): Promise<Response> {
  const fail = (status: number, message: string) =>
    json<ShareMediaResponse>({ responseCode: status, status: "error", message }, status);
  const row = await mediumById(db, body.med_id);
  if (!row || Number(row.owner_id) !== user.id) return fail(404, MEDIA_MESSAGES.notFound);
  const wanted = [...new Set(body.user_ids)];
  const mine = new Set(await teacherStudents(db, user.id, wanted));
  if (wanted.some((id) => !mine.has(id))) return fail(403, MEDIA_MESSAGES.notYourStudent);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(
      wanted.length === 0
        ? sql`delete from media_shares where media_id = ${row.id}`
        : sql`delete from media_shares where media_id = ${row.id} and student_id not in (${idList(wanted)})`,
    );
    for (const studentId of wanted) {
      await tx.execute(sql`
        insert into media_shares (media_id, student_id, shared_by_id, created_at)
        values (${row.id}, ${studentId}, ${user.id}, ${now.toISOString()}) on conflict do nothing`);
    }
  });
  return json<ShareMediaResponse>({
    responseCode: 200,
    status: "success",
    message: MEDIA_MESSAGES.shared,
    shared_with: wanted.map(encodeId),
  });
}

/** The medium a deleteMedia url names: "/media/file/{id}" (absolute or not) or a bare id. */
export function mediumIdOfUrl(url: string): number | null {
  const match = /\/media\/file\/([^/?#]+)/.exec(url);
  return parseId(match ? decodeURIComponent(match[1]!) : url);
}

/** Removes a medium the user owns: row, shares and quota in one transaction, then its files. */
async function removeOwned(
  db: Db,
  storage: MediaStorage,
  user: SessionUser,
  id: number,
  check: (row: MediaRow) => boolean,
): Promise<MediaRow | null> {
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [found] = rowsOf<MediaRow>(
      await tx.execute(
        sql`select * from media where id = ${id} and owner_id = ${user.id} for update`,
      ),
    );
    if (!found || !check(found)) return null;
    await tx.execute(sql`delete from media where id = ${id}`);
    await releaseBytes(tx, user.id, Number(found.size_bytes));
    return found;
  });
  if (row) {
    for (const key of keysOf(row)) {
      await storage.delete(key).catch((err: unknown) => {
        log.warn({ err, key }, "media file left behind after delete");
      });
    }
  }
  return row;
}

/** {em,st}/deleteMedia {url, type}: the caller's own medium; type, when given, must match. */
export async function deleteMedia(
  db: Db,
  storage: MediaStorage,
  user: SessionUser,
  body: { url: string; type?: unknown },
): Promise<Response> {
  const fail = () =>
    json<DeleteMediaResponse>(
      { responseCode: 404, status: "error", message: MEDIA_MESSAGES.deleteFailed },
      404,
    );
  const id = mediumIdOfUrl(body.url);
  if (id === null) return fail();
  const type = body.type === undefined || body.type === "" ? null : Number(body.type);
  const row = await removeOwned(
    db,
    storage,
    user,
    id,
    (r) => type === null || Number(r.med_type) === type,
  );
  if (!row) return fail();
  return json<DeleteMediaResponse>({
    status: "success",
    resourcetype: RESOURCE_TYPE[Number(row.med_type) as MediaTypeCode] ?? "raw",
    message: MEDIA_MESSAGES.deleted,
  });
}

/** em/deletePromoMedia {media_id}: the teacher's own promotional medium. */
export async function deletePromoMedia(
  db: Db,
  storage: MediaStorage,
  user: SessionUser,
  body: { media_id: number },
): Promise<Response> {
  const row = await removeOwned(
    db,
    storage,
    user,
    body.media_id,
    (r) => r.purpose === "promotional",
  );
  if (!row) {
    return json<DeletePromoMediaResponse>(
      { responseCode: 404, status: "error", message: MEDIA_MESSAGES.deleteFailed },
      404,
    );
  }
  return json<DeletePromoMediaResponse>({
    responseCode: 200,
    status: "success",
    message: MEDIA_MESSAGES.deleted,
  });
}
