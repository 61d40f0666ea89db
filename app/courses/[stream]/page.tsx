import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CourseGrid } from "@/components/courses/course-grid";
import { CoursesPageHeading } from "@/components/courses/page-heading";
import { siteUrl } from "@/lib/site";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { getDb } from "@/db";
import { listCourses } from "@/lib/catalog/courses/list-courses";
import { listStreams, matchStream } from "@/lib/catalog/courses/streams";
import { shareMetadata } from "@/lib/seo/share-metadata";
import { getViewer } from "@/lib/viewer";
import { cachePublicPage, CATALOG_TAG } from "@/lib/catalog/cache-tags";

type Props = { params: Promise<{ stream: string }> };

const load = cache(async (slug: string) => {
  const db = await getDb();
  const stream = matchStream(await listStreams(db), { slug: decodeURIComponent(slug) });
  if (!stream) notFound();
  const { courses } = await listCourses(db, { stream: { id: stream.id } });
  return { stream, courses };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { stream } = await load((await params).stream);
  return shareMetadata({
    title: `${stream.name} classes online`,
    description: stream.description,
    path: `/courses/${stream.slug}`,
  });
}

/** /courses/{stream}: the published courses of one stream, most popular first. */
export default async function StreamCoursesPage({ params }: Props) {
  await cachePublicPage([CATALOG_TAG]);
  const [{ stream, courses }, viewer] = await Promise.all([
    load((await params).stream),
    getViewer(),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Breadcrumbs
        origin={siteUrl()}
        className="mb-4"
        trail={[
          { name: "Home", path: "/" },
          { name: "Courses", path: "/courses" },
          { name: stream.name, path: `/courses/${stream.slug}` },
        ]}
      />
      <CoursesPageHeading
        title={`${stream.name} courses`}
        lead={stream.description}
        backToCourses={false}
      />
      <p className="mt-4 text-slate-700">
        {courses.length === 1 ? "1 course" : `${courses.length} courses`}.{" "}
        <Link href={`/courses/all?category=${stream.slug}`} className="text-indigo-800 underline">
          Filter by class type
        </Link>
      </p>
      <div className="mt-6">
        <CourseGrid courses={courses} currency={viewer.currency} headingLevel={2} />
      </div>
    </div>
  );
}
