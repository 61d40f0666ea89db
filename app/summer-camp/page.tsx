import type { Metadata } from "next";
import Link from "next/link";
import { PriceText } from "@/components/profile/price-text";
import { CampInterestButton } from "@/components/trial/summer-camp/camp-interest-button";
import { buttonClasses } from "@/components/ui";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { loginPathFor } from "@/lib/auth/redirect-after-login";
import { listSummerCampPlans } from "@/lib/trial/summer-camp/plans";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = {
  title: "Summer camp",
  description: "Small-group summer camps for children: 8 or 12 live classes at camp prices.",
};

/**
 * /summer-camp: the camp plans (each links to /sms/st/choose-plan/{opaque plan id}/na, as login
 * rule 2 does) and "Keep me posted" (store_summer_camp_interest) for a logged-in family.
 */
export default async function SummerCampPage() {
  const [user, viewer] = await Promise.all([getSessionUser(), getViewer()]);
  const plans = await listSummerCampPlans(await getDb(), viewer.currency);
  const subjects = [...new Set(plans.map((p) => p.subjectName))];
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Summer camp</h1>
      <p className="mt-3 text-lg text-slate-800">
        Live small-group classes through the holidays, at camp prices. Pick a subject and a plan.
      </p>
      <div className="mt-6">
        {user?.role === "student" ? (
          <CampInterestButton userId={user.id} />
        ) : !user ? (
          <Link href={loginPathFor("/summer-camp")} className={buttonClasses("secondary")}>
            Log in to hear when seats open
          </Link>
        ) : null}
      </div>
      {plans.length === 0 ? (
        <p className="mt-8 text-slate-800">No camp plans are on sale right now.</p>
      ) : (
        <div className="mt-8 flex flex-col gap-8">
          {subjects.map((name) => (
            <div key={name}>
              <h2 className="text-xl font-semibold">{name}</h2>
              <ul className="mt-3 grid grid-cols-1 gap-3 min-[600px]:grid-cols-2">
                {plans
                  .filter((p) => p.subjectName === name)
                  .map((p) => (
                    <li
                      key={p.packId}
                      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
                    >
                      <span>
                        <span className="block font-medium">{p.totalClasses} classes</span>
                        <PriceText minor={p.priceMinor} currency={viewer.currency} />
                      </span>
                      <Link
                        href={p.path}
                        className={buttonClasses("primary", "sm")}
                        aria-label={`Choose the ${name} camp, ${p.totalClasses} classes`}
                      >
                        Choose this plan
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
