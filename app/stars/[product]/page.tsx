import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CampaignSignup } from "@/components/contest/campaign-signup";
import { EntryCard } from "@/components/contest/entry-card";
import { EntryMedia } from "@/components/contest/entry-media";
import { STREAMING_CATEGORY_NAMES } from "@/components/contest/streaming-post-form";
import { buttonClasses } from "@/components/ui";
import { getDb } from "@/db";
import { contestBySlug } from "@/lib/contest/contests";
import { now } from "@/lib/clock";
import { loginPathFor } from "@/lib/auth/redirect-after-login";
import { getSessionUser } from "@/lib/auth/session";
import { approvedStreamingPosts, publicEntries } from "@/lib/contest/loaders";
import { starsPath } from "@/lib/contest/rules";
import { shareMetadata } from "@/lib/seo/share-metadata";

export const dynamic = "force-dynamic";

const SLUG = /^[a-z0-9-]{1,40}$/;
const titleOf = (slug: string) => `${slug.charAt(0).toUpperCase()}${slug.slice(1)} stars`;

export async function generateMetadata({
  params,
}: {
  params: Promise<{ product: string }>;
}): Promise<Metadata> {
  const { product } = await params;
  return shareMetadata({
    title: titleOf(product),
    description: `The approved talent-hunt entries and showcase work of our ${product} students.`,
    path: starsPath(product),
  });
}

/**
 * /{product}-stars (next.config.ts rewrites it here): the approved entries of the product's talent
 * hunt and its streaming showcase; ?open=true opens the campaign sign-up modal.
 */
export default async function StarsPage({
  params,
  searchParams,
}: {
  params: Promise<{ product: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ product }, query] = await Promise.all([params, searchParams]);
  if (!SLUG.test(product)) notFound();
  const db = await getDb();
  const [contest, campaign, posts, user] = await Promise.all([
    contestBySlug(db, product, "talent_hunt", now()),
    contestBySlug(db, product, "campaign", now()),
    approvedStreamingPosts(db, { limit: 12 }),
    getSessionUser(),
  ]);
  if (!contest && !campaign) notFound();
  const entries = contest ? await publicEntries(db, contest.id, { order: "votes" }) : [];
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{titleOf(product)}</h1>
        <p className="text-lg text-slate-800">
          Our young performers. Open an entry to watch it and vote for it.
        </p>
        <div className="flex flex-wrap gap-3">
          {contest?.acceptingEntries ? (
            <Link href={`/talent-hunt?contest=${product}`} className={buttonClasses("primary")}>
              Enter your child
            </Link>
          ) : null}
          <Link href="/talent-hunt/leaderboard" className={buttonClasses("secondary")}>
            Leaderboard
          </Link>
          {campaign ? (
            <CampaignSignup
              contest={product}
              openAtStart={query.open === "true"}
              loggedIn={Boolean(user)}
              loginHref={loginPathFor(`${starsPath(product)}?open=true`)}
            />
          ) : null}
        </div>
      </header>
      <section aria-labelledby="entries-heading" className="flex flex-col gap-4">
        <h2 id="entries-heading" className="text-2xl font-semibold">
          Entries
        </h2>
        {entries.length === 0 ? (
          <p className="text-slate-800">No entries are public yet. Check back soon!</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2 lg:grid-cols-3">
            {entries.map((entry) => (
              <EntryCard key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
      {posts.length ? (
        <section aria-labelledby="showcase-heading" className="flex flex-col gap-4">
          <h2 id="showcase-heading" className="text-2xl font-semibold">
            Showcase
          </h2>
          <ul className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li
                key={post.id}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
              >
                {post.mediaMime?.startsWith("application/") && post.mediaUrl ? (
                  <a className="text-indigo-800 underline" href={post.mediaUrl}>
                    Read “{post.title}”
                  </a>
                ) : (
                  <EntryMedia url={post.mediaUrl} mime={post.mediaMime} label={post.title} />
                )}
                <h3 className="text-lg font-semibold">{post.title}</h3>
                <p className="text-sm text-slate-700">
                  {post.studentFirstName}, age {post.studentAge} ·{" "}
                  {STREAMING_CATEGORY_NAMES[post.category] ?? "Showcase"}
                </p>
                <p className="text-slate-800">{post.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
