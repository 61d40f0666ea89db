import type { Metadata } from "next";
import { StreamingPostForm } from "@/components/contest/streaming-post-form";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { DEFAULT_CONTEST_SLUG } from "@/lib/contest/contests";
import { starsPath } from "@/lib/contest/rules";
import { childrenOf, familyOf } from "@/lib/family/family";

export const metadata: Metadata = { title: "Share your child's work", robots: { index: false } };
export const dynamic = "force-dynamic";

/** /st/streaming-post: a family posts a child's work to the showcase (POST /save-streaming-post). */
export default async function StreamingPostPage() {
  const user = await requireAreaUser("student");
  const db = await getDb();
  const family = await familyOf(db, user.id);
  const kids = family
    ? (await childrenOf(db, family.id)).map((c) => ({
        id: c.id,
        name: `${c.firstName} ${c.lastName}`.trim(),
        age: c.age,
      }))
    : [{ id: user.id, name: user.name, age: null }];
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Share your child&apos;s work</h1>
        <p className="text-slate-800">
          Pictures, performances and writing: approved work appears on the stars page.
        </p>
      </header>
      <StreamingPostForm kids={kids} starsPath={starsPath(DEFAULT_CONTEST_SLUG)} />
    </main>
  );
}
