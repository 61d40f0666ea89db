import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { streams } from "@/db/schema";
import { notFound } from "../../errors";
import type { StreamRef } from "./filters";

export type StreamSummary = { id: number; name: string; slug: string; description: string };

const columns = {
  id: streams.id,
  name: streams.name,
  slug: streams.slug,
  description: streams.description,
};

/** Every stream in display order (filters, the /courses sections). */
export function listStreams(db: Db): Promise<StreamSummary[]> {
  return db.select(columns).from(streams).orderBy(asc(streams.sortOrder), asc(streams.id));
}

/** The stream a filter names, or 404 "Stream not found."; undefined stays "every stream". */
export async function findStream(
  db: Db,
  ref: StreamRef | undefined,
): Promise<StreamSummary | undefined> {
  if (!ref) return undefined;
  const [row] = await db
    .select(columns)
    .from(streams)
    .where("id" in ref ? eq(streams.id, ref.id) : eq(streams.slug, ref.slug));
  if (!row) throw notFound("Stream not found.");
  return row;
}

/** The stream of `streams` a filter names: undefined for none given, null for an unknown one. */
export function matchStream<S extends { id: number; slug: string }>(
  streams: S[],
  ref: StreamRef | undefined,
): S | undefined | null {
  if (!ref) return undefined;
  return streams.find((s) => ("id" in ref ? s.id === ref.id : s.slug === ref.slug)) ?? null;
}
