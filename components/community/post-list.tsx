import { Pagination } from "@/components/ui";
import { COMMUNITY_MESSAGES } from "@/lib/community/rules";
import type { CommunityPost, Paged } from "@/lib/community/types";
import { PostCard } from "./post-card";

/** A page of posts in a responsive grid, the spec's empty message, and page links. */
export function PostList({
  page,
  signedIn,
  zone,
  hrefFor,
  empty = COMMUNITY_MESSAGES.noPosts,
}: {
  page: Paged<CommunityPost>;
  signedIn: boolean;
  zone: string;
  hrefFor: (page: number) => string;
  empty?: string;
}) {
  if (page.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        {empty}
      </p>
    );
  }
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        {page.data.map((post) => (
          <PostCard key={post.id} post={post} signedIn={signedIn} zone={zone} />
        ))}
      </div>
      <Pagination
        page={page.current_page}
        pageCount={page.last_page}
        hrefFor={hrefFor}
        className="mt-6"
      />
    </>
  );
}
