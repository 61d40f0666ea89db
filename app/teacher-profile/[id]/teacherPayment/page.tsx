import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PlanPage } from "@/components/billing/plan-page";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { loadTeacherPlans } from "@/lib/billing/packs/plan-page";
import { walletAvailable } from "@/lib/billing/wallet/wallet";
import { now } from "@/lib/clock";
import { decodeId } from "@/lib/ids";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "Buy classes", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/** /teacher-profile/{base64 id}/teacherPayment: the teacher's packs with the plan chooser. */
export default async function TeacherPaymentPage({ params }: Props) {
  const [{ id }, viewer, user] = await Promise.all([params, getViewer(), getSessionUser()]);
  const teacherId = decodeId(id);
  if (teacherId === null) notFound();
  const db = await getDb();
  const data = await loadTeacherPlans(db, teacherId, viewer.currency);
  if (!data) notFound();
  const wallet =
    user?.role === "student" ? await walletAvailable(db, user.id, viewer.currency, now()) : 0;
  return (
    <PlanPage
      data={data}
      currency={viewer.currency}
      userId={user?.id ?? null}
      walletMinor={wallet}
      lead="Choose how many classes you want with this teacher."
    />
  );
}
