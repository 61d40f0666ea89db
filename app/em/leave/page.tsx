import type { Metadata } from "next";
import { LeaveForm } from "@/components/teacher/leave/leave-form";
import { LeaveList } from "@/components/teacher/leave/leave-list";
import { getDb } from "@/db";
import { LEAVE_STATUS } from "@/db/schema/teacher";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";
import { listLeaves, teacherZone, todayIn } from "@/lib/teacher/leave/leave";

export const metadata: Metadata = { title: "Leave", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The teacher's leave page: apply (with a preview of each class's substitute) and withdraw. */
export default async function TeacherLeavePage() {
  const user = await requireAreaUser("teacher");
  const db = await getDb();
  const today = todayIn(now(), await teacherZone(db, user.id));
  const leaves = (await listLeaves(db, user.id)).map((l) => ({
    id: l.id,
    type: l.type,
    reason: l.reason,
    fromDate: l.fromDate,
    toDate: l.toDate,
    withdrawn: l.status === LEAVE_STATUS.withdrawn,
    moved: l.moved,
    cancelled: l.cancelled,
    days: l.days.map((d) => ({ date: d.leaveDate, active: d.status === LEAVE_STATUS.active })),
  }));
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Leave</h1>
      <p className="mt-2 text-slate-700">
        Families never lose a class to your leave: each class on your leave days goes to a free
        teacher of the same subject at the same time, or is cancelled with the class credit
        returned. Every family is told.
      </p>
      <h2 className="mt-8 text-lg font-semibold">Apply for leave</h2>
      <div className="mt-3">
        <LeaveForm today={today} />
      </div>
      <h2 className="mt-10 text-lg font-semibold">Your leaves</h2>
      <div className="mt-3">
        <LeaveList leaves={leaves} today={today} />
      </div>
    </section>
  );
}
