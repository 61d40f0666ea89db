import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db";
import { DEFAULT_CONTEST_SLUG, contestBySlug } from "@/lib/contest/contests";
import { now } from "@/lib/clock";
import { publicEntries } from "@/lib/contest/loaders";
import type { PublicEntry } from "@/lib/contest/types";

export const metadata: Metadata = {
  title: "Talent hunt leaderboard",
  description: "The talent hunt's entries by public votes and by our teachers' rating.",
};
export const dynamic = "force-dynamic";

function Board({
  title,
  entries,
  by,
}: {
  title: string;
  entries: PublicEntry[];
  by: "votes" | "rating";
}) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {entries.length === 0 ? (
        <p className="text-slate-800">Nothing to rank yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
          {entries.slice(0, 20).map((entry, i) => (
            <li key={entry.id} className="flex items-center gap-3 p-3">
              <span className="w-8 text-lg font-bold text-slate-700">{i + 1}</span>
              <Link
                className="min-w-0 flex-1 truncate font-medium text-indigo-800 underline"
                href={`/talent-hunt/entry/${entry.publicId}`}
              >
                {entry.childName}
              </Link>
              <span className="text-sm whitespace-nowrap text-slate-800">
                {by === "votes"
                  ? `${entry.voteCount} ${entry.voteCount === 1 ? "vote" : "votes"}`
                  : entry.rating === null
                    ? "not rated"
                    : `${entry.rating} / 5 (${entry.ratingCount})`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /talent-hunt/leaderboard[?contest=slug]: the hunt's approved entries by votes, and the rated
 * entries (hunt and campaign) by the teachers' average rating.
 */
export default async function LeaderboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const slug = typeof params.contest === "string" ? params.contest : DEFAULT_CONTEST_SLUG;
  const db = await getDb();
  const [contest, campaign] = await Promise.all([
    contestBySlug(db, slug, "talent_hunt", now()),
    contestBySlug(db, slug, "campaign", now()),
  ]);
  // Teachers rate the campaign's work (and may rate hunt entries): both boards, rated ones only.
  const [byVotes, huntRated, campaignRated] = await Promise.all([
    contest ? publicEntries(db, contest.id, { order: "votes" }) : [],
    contest ? publicEntries(db, contest.id, { order: "rating" }) : [],
    campaign ? publicEntries(db, campaign.id, { order: "rating" }) : [],
  ]);
  const byRating = [...huntRated, ...campaignRated]
    .filter((e) => e.rating !== null)
    .sort((a, b) => b.rating! - a.rating! || b.ratingCount - a.ratingCount);
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{contest?.title ?? "Talent hunt"}: leaderboard</h1>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <Board title="Most votes" entries={byVotes} by="votes" />
        <Board title="Teachers' rating" entries={byRating} by="rating" />
      </div>
    </main>
  );
}
