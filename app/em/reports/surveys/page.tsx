import type { Metadata } from "next";
import Link from "next/link";
import { SurveyResultsView } from "@/components/engagement/survey/survey-results";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";
import { loadTeacherSurveyResults } from "@/lib/engagement/survey/teacher-results";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "Class survey results", robots: { index: false } };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What students said in the survey after the teacher's classes (?from=&to=). */
export default async function TeacherSurveyResultsPage({ searchParams }: Props) {
  const user = await requireAreaUser("teacher");
  const [db, viewer, search] = await Promise.all([getDb(), getViewer(), searchParams]);
  const data = await loadTeacherSurveyResults(db, {
    user,
    search,
    zone: viewer.timeZone,
    now: now(),
  });
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Link href="/em/reports" className="text-sm font-medium text-indigo-700 underline">
        ← All reports
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Class survey results</h1>
      <SurveyResultsView data={data} />
    </main>
  );
}
