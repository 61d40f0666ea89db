import { GST_PERCENT } from "@/lib/billing/price/gst";
import type { PlanPageData } from "@/lib/billing/packs/plan-page";
import type { Currency } from "@/lib/money/currency";
import { PlanChooser } from "./plan-chooser";

/** The shared body of the plan-choice and teacherPayment pages. */
export function PlanPage({
  data,
  currency,
  userId,
  walletMinor,
  initialPackId,
  lead,
}: {
  data: PlanPageData;
  currency: Currency;
  userId: number | null;
  walletMinor: number;
  initialPackId?: number;
  lead: string;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{data.title}</h1>
      <p className="mt-2 text-slate-800">{lead}</p>
      <p className="mt-1 text-sm text-slate-700">
        Prices in {currency}
        {currency === "INR" ? `; GST of ${GST_PERCENT}% is added at checkout.` : "."}
      </p>
      <PlanChooser
        packs={data.packs}
        subjects={data.subjects}
        initialPackId={initialPackId}
        userId={userId}
        walletMinor={walletMinor}
      />
    </div>
  );
}
