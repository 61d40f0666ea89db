import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PostList } from "@/components/community/post-list";
import { buttonClasses } from "@/components/ui";
import { getDb } from "@/db";
import { loginPathFor } from "@/lib/auth/redirect-after-login";
import { getSessionUser } from "@/lib/auth/session";
import { listActivePosts } from "@/lib/community/posts";
import { pageQuery } from "@/lib/community/schemas";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "My posts", robots: { index: false } };
export const dynamic = "force-dynamic";

/** /community/mine: the signed-in user's posts in every state (waiting, published, not approved). */
export default async function MyPostsPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string }>;
}) {
  const user = await getSessionUser();
  if (!user) redirect(loginPathFor("/community/mine"));
  const { page } = pageQuery.parse(await searchParams);
  const [posts, viewer] = await Promise.all([
    listActivePosts(await getDb(), user, page),
    getViewer(),
  ]);
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm">
            <Link href="/community" className="font-medium text-indigo-700 hover:underline">
              ← Community
            </Link>
          </p>
          <h1 className="mt-2 text-2xl font-bold">My posts</h1>
        </div>
        <Link href="/community/new" className={buttonClasses("primary", "md")}>
          Share your work
        </Link>
      </header>
      <PostList
        page={posts}
        signedIn
        zone={viewer.timeZone}
        hrefFor={(p) => (p > 1 ? `/community/mine?page=${p}` : "/community/mine")}
        empty="You have not shared anything yet."
      />
    </section>
  );
}
