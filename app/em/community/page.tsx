import type { Metadata } from "next";
import { ModerationList } from "@/components/community/moderation-list";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { listPendingForModerator } from "@/lib/community/moderation";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "Community approvals", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * /em/community: the teacher approves or rejects (with a reason) their students' posts and
 * comments (decisions 032, 040).
 */
export default async function TeacherCommunityPage() {
  const teacher = await requireAreaUser("teacher");
  const [items, viewer] = await Promise.all([
    listPendingForModerator(await getDb(), teacher),
    getViewer(),
  ]);
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Community</p>
        <h1 className="mt-1 text-2xl font-bold">Posts and comments waiting for your approval</h1>
        <p className="mt-1 text-slate-700">
          Your students&apos; posts and comments appear in the community only after you approve
          them. Check that no surname, school, address, phone number or face of another child is
          visible.
        </p>
      </header>
      <ModerationList
        items={items}
        zone={viewer.timeZone}
        empty="Nothing is waiting. New posts and comments of your students will show here."
      />
    </section>
  );
}
