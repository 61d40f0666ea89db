import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DemoSlotChooser } from "@/components/booking/demo-slot-chooser";
import { getDb } from "@/db";
import { buttonClasses } from "@/components/ui";
import { requireAreaUser } from "@/lib/auth/guard";
import { coursePath } from "@/lib/catalog/courses-list";
import { now } from "@/lib/clock";
import { courseOfSegment } from "@/lib/scheduling/booking/course-target";
import { listDemoDays } from "@/lib/scheduling/booking/demo-slots";
import { toDemoDayViews } from "@/lib/scheduling/booking/views";
import { zoneLabel } from "@/lib/scheduling/zoned-time";
import { getViewer } from "@/lib/viewer";
import { demoSlotTimes, siblingClashes } from "@/lib/family/timetable/family-classes";

type Props = {
  params: Promise<{ course: string }>;
  searchParams?: Promise<{ slot?: string | string[] }>;
};

/** The course of /st/book-demo/{course slug or base64 course id} (spec 2 §2), or 404. */
const findCourse = cache(async (segment: string) => {
  const course = await courseOfSegment(await getDb(), segment);
  if (!course) notFound();
  return course;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await findCourse((await params).course);
  return { title: `Book a free demo · ${course.name}`, robots: { index: false } };
}

export default async function BookDemoPage({ params, searchParams }: Props) {
  const user = await requireAreaUser("student");
  const [course, viewer, query] = await Promise.all([
    params.then((p) => findCourse(p.course)),
    getViewer(),
    searchParams,
  ]);
  const slot = Array.isArray(query?.slot) ? query.slot[0] : query?.slot;
  const at = now();
  const db = await getDb();
  const days = await listDemoDays(db, course.subjectId, viewer.timeZone, at);
  const clashes = await siblingClashes(db, user.id, at, demoSlotTimes(days));
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
        Book a free demo
      </p>
      <h1 className="mt-1 text-2xl font-bold">{course.name}</h1>
      <p className="mt-3 text-slate-800">
        Choose a date and a time for your free {course.subjectName} demo class. Times are shown in
        your time zone {zoneLabel(viewer.timeZone, at)}.
      </p>
      <div className="mt-6">
        <DemoSlotChooser
          course={{ id: course.id, name: course.name, subjectId: course.subjectId }}
          days={toDemoDayViews(days)}
          initialSlot={slot}
          clashes={clashes}
        />
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
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
