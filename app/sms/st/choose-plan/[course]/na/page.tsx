import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PlanPage } from "@/components/billing/plan-page";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { loadCoursePlans, loadTeacherPlans } from "@/lib/billing/packs/plan-page";
import { walletAvailable } from "@/lib/billing/wallet/wallet";
import { now } from "@/lib/clock";
import { decodeId } from "@/lib/ids";
import { summerCampPlanTarget } from "@/lib/trial/summer-camp/plans";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "Choose a plan", robots: { index: false } };

type Props = {
  params: Promise<{ course: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /sms/st/choose-plan/{base64 course id or summer-camp plan id}/na[?teacher={base64 id}]: subject, level and class count,
 * promo, wallet, pay; with a teacher, that teacher's own packs (priced from their rate).
 */
export default async function ChoosePlanPage({ params, searchParams }: Props) {
  const [{ course }, query, viewer, user] = await Promise.all([
    params,
    searchParams,
    getViewer(),
    getSessionUser(),
  ]);
  const db = await getDb();
  // An opaque summer-camp plan id (login rule 2, decision 029): its course, its pack preselected.
  const camp = await summerCampPlanTarget(db, course, viewer.currency);
  const courseId = camp?.courseId ?? decodeId(course);
  if (courseId === null) notFound();
  // ?teacher={base64 id}: the plan starts from that teacher, with their own packs at their rate.
  const teacherId = typeof query.teacher === "string" ? decodeId(query.teacher) : null;
  const teacherPlans =
    teacherId === null ? null : await loadTeacherPlans(db, teacherId, viewer.currency);
  const data = teacherPlans ?? (await loadCoursePlans(db, courseId, viewer.currency));
  if (!data) notFound();
  const wallet =
    user?.role === "student" ? await walletAvailable(db, user.id, viewer.currency, now()) : 0;
  const pack = camp ? camp.packId : typeof query.pack === "string" ? Number(query.pack) : NaN;
  return (
    <PlanPage
      data={data}
      currency={viewer.currency}
      userId={user?.id ?? null}
      walletMinor={wallet}
      initialPackId={Number.isInteger(pack) ? pack : undefined}
      lead={
        teacherPlans
          ? "Choose how many classes you want with this teacher. Prices come from their rate."
          : "Pick the subject, level and number of classes that suit you."
      }
    />
  );
}
