import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";
import { voteBursts } from "@/lib/contest/bursts";
import { BURST_MIN_VOTES, BURST_WINDOW_MIN } from "@/lib/contest/rules";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Contest", robots: { index: false, follow: false } };

const when = (iso: string) => iso.replace("T", " ").slice(0, 16) + " UTC";

/**
 * /admin/contest: entries waiting for moderation (the contest-entries queue) and the vote bursts —
 * many verified votes from one IP range within minutes, over the last three days.
 */
export default async function ContestAdminPage() {
  await requireAreaUser("admin");
  const bursts = await voteBursts(await getDb(), { now: now() });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Contest</h1>
      <p>
        <Link
          className="font-medium text-indigo-700 underline"
          href="/admin/queues/contest-entries"
        >
          Moderate the entries
        </Link>{" "}
        — an entry is public only once approved.
      </p>
      <section className="flex flex-col gap-3" aria-labelledby="bursts-heading">
        <h2 id="bursts-heading" className="text-xl font-semibold">
          Vote bursts
        </h2>
        <p className="text-sm text-slate-700">
          IP ranges (/24) with at least {BURST_MIN_VOTES} verified votes within {BURST_WINDOW_MIN}{" "}
          minutes in the last 72 hours. Numbers are stored hashed.
        </p>
        {bursts.length === 0 ? (
          <p className="text-slate-800">No bursts: votes look spread out.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-300">
                <tr>
                  <th scope="col" className="p-2">
                    IP range
                  </th>
                  <th scope="col" className="p-2">
                    Votes
                  </th>
                  <th scope="col" className="p-2">
                    Entries
                  </th>
                  <th scope="col" className="p-2">
                    From
                  </th>
                  <th scope="col" className="p-2">
                    To
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {bursts.map((b) => (
                  <tr key={`${b.ipPrefix}-${b.firstAt}`}>
                    <td className="p-2 font-mono">{b.ipPrefix}</td>
                    <td className="p-2">{b.votes}</td>
                    <td className="p-2">{b.entries}</td>
                    <td className="p-2 whitespace-nowrap">{when(b.firstAt)}</td>
                    <td className="p-2 whitespace-nowrap">{when(b.lastAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
