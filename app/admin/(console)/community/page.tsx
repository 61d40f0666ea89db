import type { Metadata } from "next";
import { ModerationList } from "@/components/community/moderation-list";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { listPendingForModerator } from "@/lib/community/moderation";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "Community moderation" };

/**
 * /admin/community: every pending post and comment, and posts and comments hidden after reports,
 * with approve, reject (reason required) and restore (decisions 032, 040).
 */
export default async function AdminCommunityPage() {
  const admin = await requireAreaUser("admin");
  const [items, viewer] = await Promise.all([
    listPendingForModerator(await getDb(), admin),
    getViewer(),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Community moderation</h1>
      <p className="text-slate-700">
        Children&apos;s posts and comments, and those of teachers not yet approved, wait here until
        a teacher or an admin approves them; reported posts and comments are hidden until you
        restore or reject them.
      </p>
      <ModerationList items={items} zone={viewer.timeZone} empty="Nothing waits for review." />
    </div>
  );
}
