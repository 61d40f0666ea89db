import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db";
import { QUEUES } from "@/lib/admin/queue/definitions";
import { requireAreaUser } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Queues", robots: { index: false, follow: false } };

/** /admin/queues: every queue with how many items wait in it. */
export default async function QueuesPage() {
  await requireAreaUser("admin");
  const db = await getDb();
  const counts = await Promise.all(QUEUES.map((q) => q.list(db, { view: "open", q: "" })));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Queues</h1>
      <ul className="grid gap-3 md:grid-cols-2">
        {QUEUES.map((q, i) => (
          <li key={q.slug} className="rounded-lg border border-slate-200 p-4">
            <Link
              href={`/admin/queues/${q.slug}`}
              className="text-lg font-semibold text-indigo-700 hover:underline"
            >
              {q.title}
            </Link>
            <p className="text-sm text-slate-700">{q.description}</p>
            <p className="text-sm font-medium">{counts[i]!.length} open</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
