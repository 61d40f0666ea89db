import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../../db-rows";
import { encodeId } from "../../ids";
import { MEDIA_TYPE_CODES, type MediaTypeCode } from "./rules";
import { MEDIA_URLS, type MediaItem } from "./types";

/** A media row with its owner's name and share count, as the list queries select it. */
export interface MediaRow {
  id: number;
  owner_id: number;
  med_type: number;
  purpose: string;
  storage_key: string | null;
  web_key: string | null;
  thumb_key: string | null;
  original_name: string;
  mime: string | null;
  size_bytes: string | number;
  link_url: string | null;
  youtube_id: string | null;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  shared_count: string | number;
}

const SELECT = sql`
  select m.id, m.owner_id, m.med_type, m.purpose, m.storage_key, m.web_key, m.thumb_key,
         m.original_name, m.mime, m.size_bytes, m.link_url, m.youtube_id, m.created_at,
         u.first_name, u.last_name,
         (select count(*) from media_shares s where s.media_id = m.id) as shared_count
    from media m join users u on u.id = m.owner_id`;

export function toItem(row: MediaRow, viewerId: number): MediaItem {
  const id = encodeId(Number(row.id));
  const isOwner = Number(row.owner_id) === viewerId;
  const medType = Number(row.med_type) as MediaTypeCode;
  return {
    id,
    med_type: MEDIA_TYPE_CODES.includes(medType) ? medType : 3,
    purpose: row.purpose === "promotional" ? "promotional" : "upload",
    media_name: row.original_name,
    media_url: row.storage_key ? MEDIA_URLS.file(id) : null,
    web_url: row.web_key ? MEDIA_URLS.web(id) : null,
    thumb_url: row.thumb_key ? MEDIA_URLS.thumb(id) : null,
    mime_type: row.mime,
    size_bytes: Number(row.size_bytes),
    youtube_id: row.youtube_id,
    link_url: row.link_url,
    created_at: new Date(row.created_at).toISOString(),
    owner: {
      id: encodeId(Number(row.owner_id)),
      first_name: row.first_name,
      last_name: row.last_name,
    },
    shared_count: isOwner ? Number(row.shared_count) : 0,
  };
}

export async function mediumById(db: Db, id: number): Promise<MediaRow | null> {
  const [row] = rowsOf<MediaRow>(await db.execute(sql`${SELECT} where m.id = ${id}`));
  return row ?? null;
}

/** One page of media matching `where`, newest first, plus the total. */
export async function mediaPage(
  db: Db,
  where: SQL,
  offset: number,
  limit: number,
): Promise<{ rows: MediaRow[]; total: number }> {
  const rows = rowsOf<MediaRow>(
    await db.execute(
      sql`${SELECT} where ${where} order by m.id desc limit ${limit} offset ${offset}`,
    ),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from media m where ${where}`),
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** The storage keys of a medium (file and variants). */
export const keysOf = (row: Pick<MediaRow, "storage_key" | "web_key" | "thumb_key">): string[] =>
  [row.storage_key, row.web_key, row.thumb_key].filter((k): k is string => !!k);
