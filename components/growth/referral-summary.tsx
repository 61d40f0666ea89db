import { formatMoney } from "@/lib/money/format";
import type { Currency } from "@/lib/money/currency";
import type { ReferralSummary } from "@/lib/growth/referrals-of";

/** Whom the user invited, who joined and what they earned. */
export function ReferralSummaryView({ summary }: { summary: ReferralSummary }) {
  const earned = Object.entries(summary.earned) as [Currency, number][];
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg font-semibold" data-testid="referral-earned">
        Earned:{" "}
        {earned.length ? earned.map(([c, m]) => formatMoney(m, c)).join(" + ") : "nothing yet"}
      </p>
      <section aria-labelledby="joined-heading">
        <h2 id="joined-heading" className="mb-2 text-lg font-semibold">
          Joined with your link
        </h2>
        {summary.joined.length === 0 ? (
          <p className="text-slate-600">Nobody has joined with your link yet.</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="referral-joined">
            {summary.joined.map((j) => (
              <li key={j.id} className="rounded border border-slate-200 p-3">
                {j.name} ·{" "}
                {j.reward
                  ? `earned ${formatMoney(j.reward.amountMinor, j.reward.currency)}`
                  : "reward when their first paid course starts"}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="invited-heading">
        <h2 id="invited-heading" className="mb-2 text-lg font-semibold">
          Invited
        </h2>
        {summary.invitations.length === 0 ? (
          <p className="text-slate-600">You have not invited anyone yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {summary.invitations.map((i) => (
              <li key={i.id} className="rounded border border-slate-200 p-3">
                {i.name ? `${i.name} · ` : ""}
                {i.mobile} · {i.kind === "student" ? "added" : "sent an SMS"}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
