import type { Metadata } from "next";
import Link from "next/link";
import { REPORT_META } from "@/components/reports/report-meta";
import { requireAreaUser } from "@/lib/auth/guard";
import { REPORT_KINDS } from "@/lib/reports/scope";

export const metadata: Metadata = { title: "Reports", robots: { index: false } };

/** The teacher's reports: attendance, last-minute cancellations, punctuality, booking requests. */
export default async function TeacherReportsPage() {
  await requireAreaUser("teacher");
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Link href="/em/dashboard" className="text-sm font-medium text-indigo-700 underline">
        ← Dashboard
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Reports</h1>
      <p className="mt-1 text-slate-700">
        The last 30 days by default; choose any dates up to a year.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {REPORT_KINDS.map((kind) => (
          <li key={kind}>
            <Link
              href={`/em/reports/${kind}`}
              className="block h-full rounded-xl border border-slate-200 p-4 hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-700"
            >
              <span className="text-lg font-semibold text-indigo-800">
                {REPORT_META[kind].title}
              </span>
              <span className="mt-1 block text-slate-700">{REPORT_META[kind].description}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            href="/em/reports/surveys"
            className="block h-full rounded-xl border border-slate-200 p-4 hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-700"
          >
            <span className="text-lg font-semibold text-indigo-800">Class surveys</span>
            <span className="mt-1 block text-slate-700">
              What students said after your classes: ratings, answers and remarks.
            </span>
          </Link>
        </li>
      </ul>
    </main>
  );
}
