import Link from "next/link";
import type { ReactNode } from "react";

/** The top of a course list page: a way back to /courses (on sub-pages), the h1 and a lead. */
export function CoursesPageHeading({
  title,
  lead,
  backToCourses = true,
}: {
  title: string;
  lead: ReactNode;
  backToCourses?: boolean;
}) {
  return (
    <>
      {backToCourses ? (
        <nav aria-label="Breadcrumb" className="mb-4 text-sm">
          <Link href="/courses" className="text-slate-700 underline">
            Courses
          </Link>
        </nav>
      ) : null}
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{lead}</p>
    </>
  );
}
