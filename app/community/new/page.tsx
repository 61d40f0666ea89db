import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PostForm } from "@/components/community/post-form";
import { getDb } from "@/db";
import { loginPathFor } from "@/lib/auth/redirect-after-login";
import { getSessionUser } from "@/lib/auth/session";
import { listHashtags } from "@/lib/community/posts";

export const metadata: Metadata = { title: "Share your work", robots: { index: false } };
export const dynamic = "force-dynamic";

/** /community/new: the post form (students, parents and teachers). */
export default async function NewPostPage() {
  const user = await getSessionUser();
  if (!user) redirect(loginPathFor("/community/new"));
  if (user.role === "admin") redirect("/community");
  const { hashtags, defaulttag } = await listHashtags(await getDb());
  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <p className="text-sm">
        <Link href="/community" className="font-medium text-indigo-700 hover:underline">
          ← Community
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Share your work</h1>
      <p className="mt-1 mb-6 text-slate-700">
        {user.role === "student"
          ? "A song, a drawing or a project. Your teacher checks it before it appears in the community."
          : "Your post appears in the community at once."}
      </p>
      <PostForm hashtags={hashtags} defaultTagId={defaulttag?.id ?? null} />
    </section>
  );
}
