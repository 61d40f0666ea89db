import type { Metadata } from "next";
import Link from "next/link";
import { PointsLedger } from "@/components/engagement/points-ledger";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { howStoryCharactersWork } from "@/lib/engagement/characters/characters";
import { pointsLedger } from "@/lib/engagement/points/ledger";
import { childrenOf, familyOf, requireFamilyChild } from "@/lib/family/family";
import { parseId } from "@/lib/fields";
import { getViewer } from "@/lib/viewer";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Why these points", robots: { index: false } };

/**
 * /st/points[?child=id]: "why these points" for parents — every ledger entry of the current child
 * or of another child of the family (another family's child: 403 by requireFamilyChild), and how
 * points and story characters work.
 */
export default async function PointsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireAreaUser("student");
  const [db, viewer, params] = await Promise.all([getDb(), getViewer(), searchParams]);
  const asked = typeof params.child === "string" ? parseId(params.child) : null;
  const family = await familyOf(db, user.id);
  const children = family ? await childrenOf(db, family.id) : [];
  const child =
    asked !== null && asked !== user.id
      ? await requireFamilyChild(db, user, asked)
      : (children.find((c) => c.id === user.id) ?? { id: user.id, firstName: user.name });
  const [ledger, how] = await Promise.all([pointsLedger(db, child.id), howStoryCharactersWork(db)]);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Why these points</h1>
        <p className="text-slate-700">
          Every point comes from one entry below, so the total always adds up.
        </p>
        {children.length > 1 ? (
          <nav aria-label="Children">
            <ul className="flex flex-wrap gap-2">
              {children.map((c) => (
                <li key={c.id}>
                  <Link
                    href={`/st/points?child=${c.id}`}
                    aria-current={c.id === child.id ? "page" : undefined}
                    className={
                      c.id === child.id
                        ? "rounded-full bg-blue-700 px-3 py-1 text-white"
                        : "rounded-full border border-slate-300 px-3 py-1"
                    }
                  >
                    {c.firstName}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <PointsLedger
        name={child.firstName}
        total={ledger.total_points}
        entries={ledger.entries}
        zone={viewer.timeZone}
      />
      <section id="how" aria-labelledby="how-heading" className="flex flex-col gap-3">
        <h2 id="how-heading" className="text-lg font-semibold">
          {how.title}
        </h2>
        <ol className="list-decimal pl-5">
          {how.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Points for each activity</caption>
          <tbody>
            {how.ways_to_earn.map((w) => (
              <tr key={w.reason} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-2 font-normal">
                  {w.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  {w.points === null ? "the activity's marks" : `+${w.points}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-sm text-slate-700">
          Characters join at:{" "}
          {how.thresholds.map((t) => `${t.name} (${t.unlock_points})`).join(", ")}.
        </p>
      </section>
      <p>
        <Link href="/st/dashboard" className="text-blue-700 underline">
          Back to the dashboard
        </Link>
      </p>
    </main>
  );
}
