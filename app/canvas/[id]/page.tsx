import { notFound, permanentRedirect } from "next/navigation";
import { postPath } from "@/lib/community/posts";

/** /canvas/{id}: the spec's shared post page, at the post's own address. */
export default async function CanvasPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  permanentRedirect(postPath(Number(id)));
}
