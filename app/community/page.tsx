import type { Metadata } from "next";
import Link from "next/link";
import { PostList } from "@/components/community/post-list";
import { TagFilter } from "@/components/community/tag-filter";
import { buttonClasses } from "@/components/ui";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { listHashtags, listPosts } from "@/lib/community/posts";
import { postsQuery } from "@/lib/community/schemas";
import { shareMetadata } from "@/lib/seo/share-metadata";
import { getViewer } from "@/lib/viewer";

export const dynamic = "force-dynamic";

export const metadata: Metadata = shareMetadata({
  title: "Community",
  description:
    "Songs, drawings and projects by our students, approved by their teachers. Like and comment with the community.",
  path: "/community",
});

type Props = { searchParams: Promise<{ tag?: string; page?: string }> };

/** /community[?tag={id}][&page=N]: the approved posts, 6 a page, with the tag filter in the URL. */
export default async function CommunityPage({ searchParams }: Props) {
  const query = await searchParams;
  const { page, tag_id: tagId } = postsQuery.parse({ page: query.page, tag_id: query.tag });
  const [db, user, viewer] = await Promise.all([getDb(), getSessionUser(), getViewer()]);
  const [posts, { hashtags }] = await Promise.all([
    listPosts(db, { page, tagId: tagId ?? undefined, viewer: user }),
    listHashtags(db),
  ]);
  const current = hashtags.find((t) => t.id === tagId) ?? null;
  const hrefFor = (p: number) => {
    const q = new URLSearchParams();
    if (current) q.set("tag", String(current.id));
    if (p > 1) q.set("page", String(p));
    const s = q.toString();
    return s ? `/community?${s}` : "/community";
  };
  const canPost = user && user.role !== "admin";
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Community</p>
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl">
            {current ? `#${current.name}` : "What our students made"}
          </h1>
          <p className="mt-1 text-slate-700">
            Every student post is checked by a teacher before it appears here.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canPost ? (
            <>
              <Link href="/community/new" className={buttonClasses("primary", "md")}>
                Share your work
              </Link>
              <Link href="/community/mine" className={buttonClasses("secondary", "md")}>
                My posts
              </Link>
            </>
          ) : !user ? (
            <Link
              href="/login?next=%2Fcommunity%2Fnew"
              className={buttonClasses("secondary", "md")}
            >
              Log in to share your work
            </Link>
          ) : null}
        </div>
      </header>
      <TagFilter hashtags={hashtags} current={current?.id ?? null} />
      <PostList page={posts} signedIn={user !== null} zone={viewer.timeZone} hrefFor={hrefFor} />
    </section>
  );
}
