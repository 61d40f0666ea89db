import Link from "next/link";
import { DashboardCard } from "@/components/layout/dashboard-sections";
import { buttonClasses } from "@/components/ui";
import { loadPackPanel } from "@/lib/scheduling/pack-schedule/load-pack-panel";
import { PackBalances } from "./pack-balances";

/**
 * The student dashboard's packs (classes left, booked and held, "Schedule your classes") and,
 * after the free demo, "Continue with {teacher}" instead of another demo. Loads its own data.
 */
export async function PackPanel() {
  const { packs, continueWith } = await loadPackPanel();
  return (
    <>
      {continueWith ? (
        <DashboardCard id="continue-with" title={`Continue with ${continueWith.teacherName}`}>
          <p className="mb-2 text-slate-700">
            Enjoyed the demo? Choose one of {continueWith.teacherName}&apos;s packs and book your
            weekly classes.
          </p>
          {continueWith.nextTimes.length > 0 ? (
            <>
              <p className="text-sm font-medium text-slate-900">Next free times</p>
              <ul className="mb-3 list-disc pl-5 text-sm text-slate-700">
                {continueWith.nextTimes.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </>
          ) : null}
          <Link href={continueWith.packsPath} className={buttonClasses("primary")}>
            See {continueWith.teacherName}&apos;s packs
          </Link>
        </DashboardCard>
      ) : null}
      <DashboardCard id="classes-remaining" title="Your class packs">
        {packs.length === 0 ? (
          <p className="text-slate-700">
            No class packs yet. Buy a pack from a course&apos;s Packages section.
          </p>
        ) : (
          <PackBalances packs={packs} />
        )}
      </DashboardCard>
    </>
  );
}
