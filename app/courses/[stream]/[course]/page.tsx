import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { BookDemoButton } from "@/components/auth/book-demo-button";
import { TeacherCard } from "@/components/home/teacher-card";
import { buttonClasses } from "@/components/ui";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { getCoursePage } from "@/lib/catalog/course-page";
import { formatMoney } from "@/lib/money/format";
import { getViewer } from "@/lib/viewer";

type Props = { params: Promise<{ stream: string; course: string }> };

const load = cache(async (stream: string, course: string) => {
  const page = await getCoursePage(await getDb(), stream, course);
  if (!page) notFound();
  return page;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { stream, course } = await params;
  const { course: c } = await load(stream, course);
  return {
    title: c.name,
    description: c.shortDescription,
    alternates: { canonical: `/courses/${stream}/${course}` },
  };
}

export default async function CoursePage({ params }: Props) {
  const { stream, course } = await params;
  const [{ course: c, teachers }, viewer, user] = await Promise.all([
    load(stream, course),
    getViewer(),
    getSessionUser(),
  ]);
  const price = viewer.currency === "INR" ? c.fromPriceInrMinor : c.fromPriceUsdMinor;
  const bookingPath = `/st/book-demo/${c.slug}`;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
        {c.streamName} · {c.subjectName}
      </p>
      <h1 className="mt-1 text-3xl font-bold">{c.name}</h1>
      <p className="mt-3 text-lg text-slate-800">{c.shortDescription}</p>
      <p className="mt-4 flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-slate-100 px-3 py-1">
          Ages {c.ageMin}
          {c.ageMax >= 99 ? "+" : `–${c.ageMax}`}
        </span>
        <span className="rounded-full bg-slate-100 px-3 py-1">
          {c.type === "group" ? "Small group" : "One to one"}
        </span>
        <span className="rounded-full bg-indigo-50 px-3 py-1 font-semibold text-indigo-800">
          from {formatMoney(price, viewer.currency)} per class
        </span>
      </p>
      {/* Students book; visitors log in or sign up first; teachers and admins have no demo to book. */}
      {!user || user.role === "student" ? (
        <div className="mt-6">
          {user ? (
            <Link href={bookingPath} className={buttonClasses("primary", "lg")}>
              Book a free demo
            </Link>
          ) : (
            <BookDemoButton courseId={c.id} bookingPath={bookingPath} />
          )}
        </div>
      ) : null}
      <div className="mt-8 space-y-4 text-slate-800">
        {c.description.split(/\n\s*\n/).map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </div>
      {teachers.length > 0 ? (
        <section aria-labelledby="course-teachers" className="mt-10">
          <h2 id="course-teachers" className="text-xl font-semibold">
            Teachers for this course
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 min-[600px]:grid-cols-2 lg:grid-cols-4">
            {teachers.map((t) => (
              <li key={t.id}>
                <TeacherCard teacher={t} currency={viewer.currency} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
