import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../db-rows";
import { BURST_MIN_VOTES, BURST_WINDOW_MIN } from "./rules";
import type { VoteBurst } from "./types";

/**
 * Vote bursts for the admin view: IP prefixes (/24) that cast at least `minVotes` verified votes
 * within any `windowMin` minutes over the last `lookbackH` hours. Each vote opens a window; the
 * busiest window of a prefix is reported. Most votes first.
 */
export async function voteBursts(
  db: Db,
  input: { now: Date; windowMin?: number; minVotes?: number; lookbackH?: number },
): Promise<VoteBurst[]> {
  const windowMin = input.windowMin ?? BURST_WINDOW_MIN;
  const minVotes = input.minVotes ?? BURST_MIN_VOTES;
  const since = new Date(input.now.getTime() - (input.lookbackH ?? 72) * 3600_000);
  const rows = rowsOf<{
    ip_prefix: string;
    votes: number;
    entries: number;
    first_at: string | Date;
    last_at: string | Date;
  }>(
    await db.execute(sql`
      with recent as (
        select ip_prefix, entry_id, verified_at from public_votes
         where verified_at >= ${since.toISOString()}::timestamptz
      ), windows as (
        select a.ip_prefix, a.verified_at as first_at,
               count(*)::int as votes, count(distinct b.entry_id)::int as entries,
               max(b.verified_at) as last_at
          from recent a join recent b
            on b.ip_prefix = a.ip_prefix and b.verified_at >= a.verified_at
           and b.verified_at < a.verified_at + make_interval(mins => ${windowMin})
         group by a.ip_prefix, a.verified_at
      )
      select distinct on (ip_prefix) ip_prefix, votes, entries, first_at, last_at
        from windows where votes >= ${minVotes}
       order by ip_prefix, votes desc, first_at`),
  );
  return rows
    .map((r) => ({
      ipPrefix: r.ip_prefix,
      votes: Number(r.votes),
      entries: Number(r.entries),
      firstAt: new Date(r.first_at).toISOString(),
      lastAt: new Date(r.last_at).toISOString(),
    }))
    .sort((a, b) => b.votes - a.votes);
}
