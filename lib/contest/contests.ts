import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../db-rows";
import type { ContestKind, ContestSummary } from "./types";

interface ContestRow {
  id: number;
  slug: string;
  kind: ContestKind;
  title: string;
  opens_at: string | Date;
  closes_at: string | Date;
  status: ContestSummary["status"];
}

const iso = (d: string | Date) => new Date(d).toISOString();

/** The contest of a product slug and kind (null: none). */
export async function contestBySlug(
  db: Db,
  slug: string,
  kind: ContestKind,
  now: Date,
): Promise<ContestSummary | null> {
  const [row] = rowsOf<ContestRow>(
    await db.execute(sql`
      select id, slug, kind, title, opens_at, closes_at, status from contests
       where slug = ${slug} and kind = ${kind} limit 1`),
  );
  if (!row) return null;
  const opensAt = iso(row.opens_at);
  const closesAt = iso(row.closes_at);
  return {
    id: Number(row.id),
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    opensAt,
    closesAt,
    status: row.status,
    acceptingEntries:
      row.status === "open" &&
      now.getTime() >= Date.parse(opensAt) &&
      now.getTime() < Date.parse(closesAt),
  };
}

/** The default product of the contest calls when the form names none. */
export const DEFAULT_CONTEST_SLUG = "music";
