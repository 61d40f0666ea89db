import type { Metadata } from "next";
import { AddReferralStudentForm } from "@/components/growth/add-referral-student-form";
import { ReferralModal } from "@/components/growth/referral-modal";
import { ReferralSummaryView } from "@/components/growth/referral-summary";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { REFERRAL_REWARD_MINOR } from "@/lib/growth/referral-reward";
import { inviteLink } from "@/lib/growth/referral-link";
import { referralsOf } from "@/lib/growth/referrals-of";
import { formatMoney } from "@/lib/money/format";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Refer friends", robots: { index: false } };

/** /st/referrals: the student's invite link, the referral modal, add a student, and what they earned. */
export default async function ReferralsPage() {
  const user = await requireAreaUser("student");
  const link = inviteLink(user.id);
  const summary = await referralsOf(await getDb(), user.id);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">Refer friends</h1>
        <p className="text-slate-700">
          Share your link. When a family you invited starts its first paid course, you earn{" "}
          {formatMoney(REFERRAL_REWARD_MINOR.INR, "INR")} (or{" "}
          {formatMoney(REFERRAL_REWARD_MINOR.USD, "USD")}) in your wallet.
        </p>
        <p
          className="break-all rounded bg-slate-100 p-3 font-mono text-sm"
          data-testid="invite-link"
        >
          {link}
        </p>
        <ReferralModal userId={user.id} inviteLink={link} />
      </header>
      <ReferralSummaryView summary={summary} />
      <section aria-labelledby="add-heading" className="flex flex-col gap-3">
        <h2 id="add-heading" className="text-lg font-semibold">
          Add a student
        </h2>
        <AddReferralStudentForm />
      </section>
    </main>
  );
}
