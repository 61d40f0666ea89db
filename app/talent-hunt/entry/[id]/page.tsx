import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { EntryActions } from "@/components/contest/entry-actions";
import { EntryMedia } from "@/components/contest/entry-media";
import { getDb } from "@/db";
import { publicEntry } from "@/lib/contest/loaders";
import { starsPath } from "@/lib/contest/rules";
import { parseId } from "@/lib/fields/id";
import { shareMetadata } from "@/lib/seo/share-metadata";
import { siteUrl } from "@/lib/site";

export const dynamic = "force-dynamic";

const entryOf = cache(async (raw: string) => {
  const id = parseId(decodeURIComponent(raw));
  return id === null ? null : publicEntry(await getDb(), id);
});

export async function generateMetadata({
  params,
}: {
  params: Promise<{ id: string }>;
}): Promise<Metadata> {
  const entry = await entryOf((await params).id);
  if (!entry) return { title: "Entry not found", robots: { index: false } };
  const image = entry.mediaMime?.startsWith("image/") && entry.mediaUrl ? entry.mediaUrl : null;
  return shareMetadata({
    title: `Vote for ${entry.childName} in the talent hunt`,
    description: `${entry.childName}, age ${entry.age}, ${entry.category}. ${entry.voteCount} votes so far.`,
    path: `/talent-hunt/entry/${entry.publicId}`,
    image: image ? { url: image, alt: `${entry.childName}'s entry` } : null,
  });
}

/** /talent-hunt/entry/{id}: an approved entry with its media, live vote count, vote modal, shares. */
export default async function EntryPage({ params }: { params: Promise<{ id: string }> }) {
  const entry = await entryOf((await params).id);
  if (!entry) notFound();
  return (
    <main className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-8 lg:grid-cols-[3fr_2fr]">
      <EntryMedia
        url={entry.mediaUrl}
        mime={entry.mediaMime}
        label={`${entry.childName}'s entry`}
      />
      <section className="flex flex-col gap-4">
        <header>
          <h1 className="text-3xl font-bold">{entry.childName}</h1>
          <p className="text-slate-800">
            {entry.category} · age {entry.age}
            {entry.rating !== null ? ` · teachers' rating ${entry.rating} / 5` : ""}
          </p>
        </header>
        <EntryActions
          entryId={entry.id}
          entryName={entry.childName}
          votes={entry.voteCount}
          url={new URL(`/talent-hunt/entry/${entry.publicId}`, siteUrl()).toString()}
        />
        <p className="flex flex-wrap gap-4">
          <Link className="text-indigo-800 underline" href={starsPath(entry.contestSlug)}>
            More entries
          </Link>
          <Link className="text-indigo-800 underline" href="/talent-hunt/leaderboard">
            Leaderboard
          </Link>
          <Link className="text-indigo-800 underline" href="/talent-hunt">
            Enter your child
          </Link>
        </p>
      </section>
    </main>
  );
}
