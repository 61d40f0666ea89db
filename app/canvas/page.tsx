import { permanentRedirect, redirect } from "next/navigation";
import { postPath } from "@/lib/community/posts";

type Props = { searchParams: Promise<{ post?: string; id?: string }> };

/**
 * /canvas?post={id}: the spec's shared post page. Old shared links land on the post's own page
 * (one canonical address for previews and search); without a post, the community feed.
 */
export default async function CanvasPage({ searchParams }: Props) {
  const q = await searchParams;
  const id = q.post ?? q.id;
  if (id && /^\d{1,9}$/.test(id)) permanentRedirect(postPath(Number(id)));
  redirect("/community");
}
