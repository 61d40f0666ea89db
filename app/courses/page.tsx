import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { CourseFiltersForm } from "@/components/courses/course-filters-form";
import { CourseGrid } from "@/components/courses/course-grid";
import { CourseSection } from "@/components/courses/course-section";
import { CoursesPageHeading } from "@/components/courses/page-heading";
import { Alert } from "@/components/ui";
import { getDb } from "@/db";
import { AGE_COOKIE, ageFromCookieValue } from "@/lib/catalog/courses/age-cookie";
import { coursesPageShape, parseLeniently } from "@/lib/catalog/courses/filters";
import { listCourses } from "@/lib/catalog/courses/list-courses";
import { popularCourses } from "@/lib/catalog/courses/popular-courses";
import { listStreams, matchStream } from "@/lib/catalog/courses/streams";
import { shareMetadata } from "@/lib/seo/share-metadata";
import { getViewer } from "@/lib/viewer";
import { cachePublicPage, CATALOG_TAG } from "@/lib/catalog/cache-tags";

export const metadata: Metadata = shareMetadata({
  title: "Online courses for kids, teens and adults",
  description:
    "Live online courses in music, academics, coding, art and languages, in small groups or one to one. Filter by age and class type and book a free demo class.",
  path: "/courses",
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /courses: every stream with its courses, filtered by stream, class type and the learner's age (a
 * GET form, so the URL can be shared), and the most popular courses. Without ?age= the age
 * remembered by updateAgeSession applies; an empty ?age= means any age.
 */
export default async function CoursesPage({ searchParams }: Props) {
  await cachePublicPage([CATALOG_TAG]);
  const params = await searchParams;
  const { values, errors } = parseLeniently(coursesPageShape, params);
  const remembered = ageFromCookieValue((await cookies()).get(AGE_COOKIE)?.value);
  const age = "age" in params ? values.age : remembered;
  const db = await getDb();
  const [streams, viewer] = await Promise.all([listStreams(db), getViewer()]);
  const stream = matchStream(streams, values.stream);
  if (stream === null) errors.stream = "There is no such subject area; showing all of them.";
  const [{ courses }, popular] = await Promise.all([
    listCourses(db, { stream: stream ? { id: stream.id } : undefined, type: values.type, age }),
    popularCourses(db),
  ]);
  const sections = streams
    .map((s) => ({ ...s, courses: courses.filter((c) => c.streamId === s.id) }))
    .filter((s) => s.courses.length > 0);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <CoursesPageHeading
        title="Online courses"
        lead="Structured programmes taught live by our teachers, in small groups or one to one. Every course starts with a free demo class."
        backToCourses={false}
      />

      <CourseSection id="popular" title="Popular right now">
        <CourseGrid courses={popular.courses} currency={viewer.currency} />
      </CourseSection>

      <CourseSection id="find" title="Find a course">
        <CourseFiltersForm
          action="/courses"
          streamParam="stream"
          streams={streams}
          values={{
            stream: stream?.slug,
            type: values.type,
            age: age === undefined ? undefined : String(age),
          }}
          errors={errors}
          showAge
          ageHint={
            !("age" in params) && remembered !== undefined
              ? "Remembered from your last visit; clear it for any age"
              : undefined
          }
        />
        <p className="mt-4 text-slate-700" role="status">
          {courses.length === 1 ? "1 course" : `${courses.length} courses`}
          {age !== undefined ? ` for age ${age}` : ""}.{" "}
          <Link href="/courses/all" className="text-indigo-800 underline">
            Browse all courses page by page
          </Link>
        </p>
      </CourseSection>

      {sections.length === 0 ? (
        <Alert className="mt-6">
          No course matches these filters. Try another age or class type, or{" "}
          <Link href="/courses?age=" className="underline">
            show every course
          </Link>
          .
        </Alert>
      ) : (
        sections.map((s) => (
          <section key={s.id} aria-labelledby={`stream-${s.slug}`} className="mt-10">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`stream-${s.slug}`} className="text-2xl font-bold tracking-tight">
                {s.name}
              </h2>
              <Link href={`/courses/${s.slug}`} className="text-indigo-800 underline">
                All {s.name} courses
              </Link>
            </div>
            <p className="mt-1 max-w-3xl text-slate-700">{s.description}</p>
            <div className="mt-4">
              <CourseGrid courses={s.courses} currency={viewer.currency} />
            </div>
          </section>
        ))
      )}
    </div>
  );
}
