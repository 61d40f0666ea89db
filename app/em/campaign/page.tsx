import type { Metadata } from "next";
import { EntryMedia } from "@/components/contest/entry-media";
import { RateEntry } from "@/components/contest/rate-entry";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";
import { DEFAULT_CONTEST_SLUG, contestBySlug } from "@/lib/contest/contests";
import { campaignEntriesForTeacher } from "@/lib/contest/loaders";

export const metadata: Metadata = { title: "Rate campaign entries", robots: { index: false } };
export const dynamic = "force-dynamic";

/** /em/campaign[?contest=slug]: a teacher rates the campaign's entries 1–5, then goes to the dashboard. */
export default async function CampaignRatingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const teacher = await requireAreaUser("teacher");
  const params = await searchParams;
  const slug = typeof params.contest === "string" ? params.contest : DEFAULT_CONTEST_SLUG;
  const db = await getDb();
  const campaign = await contestBySlug(db, slug, "campaign", now());
  const entries = campaign ? await campaignEntriesForTeacher(db, teacher.id, campaign.id) : [];
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">Rate campaign entries</h1>
        <p className="text-slate-800">
          {campaign?.title ?? "Campaign"}: give each piece of work 1 to 5 stars.
        </p>
      </header>
      {entries.length === 0 ? (
        <p className="text-slate-800">There is nothing to rate right now.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3"
            >
              <EntryMedia
                url={entry.mediaUrl}
                mime={entry.mediaMime}
                label={`${entry.childName}'s work`}
              />
              <p className="font-semibold">
                {entry.childName} · {entry.category} · age {entry.age}
              </p>
              <RateEntry
                cid={entry.id}
                title={`${entry.childName}'s work`}
                current={entry.myRating}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
