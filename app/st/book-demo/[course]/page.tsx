import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { buttonClasses } from "@/components/ui";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { coursePath, listPublishedCourses } from "@/lib/catalog/courses-list";
import { decodeId } from "@/lib/ids";

type Props = { params: Promise<{ course: string }> };

/** The course of /st/book-demo/{course slug or base64 course id} (spec 2 §2), or 404. */
const findCourse = cache(async (segment: string) => {
  const courses = await listPublishedCourses(await getDb());
  const slug = decodeURIComponent(segment);
  const id = decodeId(segment);
  const course = courses.find((c) => c.slug === slug) ?? courses.find((c) => c.id === id);
  if (!course) notFound();
  return course;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await findCourse((await params).course);
  return { title: `Book a free demo · ${course.name}`, robots: { index: false } };
}

export default async function BookDemoPage({ params }: Props) {
  await requireAreaUser("student");
  const course = await findCourse((await params).course);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
        Book a free demo
      </p>
      <h1 className="mt-1 text-2xl font-bold">{course.name}</h1>
      <p className="mt-3 text-slate-800">
        You are logged in. Choosing a time slot for your free demo class of {course.name} comes
        next.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={coursePath(course)} className={buttonClasses("secondary")}>
          Back to the course
        </Link>
        <Link href="/st/dashboard" className={buttonClasses("ghost")}>
          Go to my dashboard
        </Link>
      </div>
    </section>
  );
}
