import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PostCard } from "@/components/community/post-card";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { listComments } from "@/lib/community/interact";
import { getPost, postPath } from "@/lib/community/posts";
import type { CommunityPost } from "@/lib/community/types";
import { AppError } from "@/lib/errors";
import { communityPostJsonLd } from "@/lib/seo/community-post-json-ld";
import { jsonLdScriptProps } from "@/lib/seo/json-ld";
import { clampDescription, shareMetadata } from "@/lib/seo/share-metadata";
import { siteUrl } from "@/lib/site";
import { getViewer } from "@/lib/viewer";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/**
 * The post as this viewer may see it. A pending, rejected or hidden post, or one a logged-out
 * visitor may not see (decision 032), is the same 404 as an unknown post.
 */
const load = cache(async (segment: string): Promise<CommunityPost> => {
  const id = /^\d{1,9}$/.test(segment) ? Number(segment) : 0;
  if (!id) notFound();
  try {
    return await getPost(await getDb(), id, await getSessionUser());
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await load((await params).id);
  const path = postPath(post.id);
  const description = clampDescription(
    post.description || `${post.title} by ${post.posted_by.name}, shared with the community.`,
  );
  const media = post.media;
  const image = media ? (media.med_type === 1 ? media.thumb_url : media.url) : null;
  const base = shareMetadata({
    title: post.title,
    description,
    path,
    image: image ? { url: image, alt: post.title } : null,
  });
  return {
    ...base,
    robots: post.status === "approved" ? undefined : { index: false, follow: false },
    openGraph: {
      ...base.openGraph,
      type: "article",
      publishedTime: post.created_at,
      videos:
        media?.med_type === 1
          ? [{ url: media.url, type: media.mime_type ?? "video/mp4" }]
          : undefined,
    },
    twitter: { ...base.twitter, card: image ? "summary_large_image" : "summary" },
  };
}

/** /community/post/{id}: one post with all its comments; the page a shared link opens. */
export default async function CommunityPostPage({ params }: Props) {
  const post = await load((await params).id);
  const [user, viewer] = await Promise.all([getSessionUser(), getViewer()]);
  const comments =
    post.status === "approved" ? await listComments(await getDb(), post.id, user) : [];
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8 sm:px-6">
      {post.status === "approved" && (
        <script
          {...jsonLdScriptProps(
            communityPostJsonLd(post, { origin: siteUrl(), path: postPath(post.id) }),
          )}
        />
      )}
      <p className="text-sm">
        <Link href="/community" className="font-medium text-indigo-700 hover:underline">
          ← Community
        </Link>
      </p>
      <PostCard
        post={post}
        signedIn={user !== null}
        zone={viewer.timeZone}
        full
        comments={comments}
      />
    </section>
  );
}
