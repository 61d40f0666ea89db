import type { Metadata } from "next";
import Link from "next/link";
import { CourseFiltersForm } from "@/components/courses/course-filters-form";
import { CourseGrid } from "@/components/courses/course-grid";
import { CoursesPageHeading } from "@/components/courses/page-heading";
import { Alert, Pagination } from "@/components/ui";
import { getDb } from "@/db";
import { onlineCoursesPageShape, parseLeniently } from "@/lib/catalog/courses/filters";
import { onlineCoursesHref } from "@/lib/catalog/courses/legacy-answers";
import { onlineCoursesPage } from "@/lib/catalog/courses/online-courses";
import { pageRange } from "@/lib/catalog/courses/paging";
import { listStreams, matchStream } from "@/lib/catalog/courses/streams";
import { shareMetadata } from "@/lib/seo/share-metadata";
import { getViewer } from "@/lib/viewer";
import { cachePublicPage, CATALOG_TAG } from "@/lib/catalog/cache-tags";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { values } = parseLeniently(onlineCoursesPageShape, await searchParams);
  const page = values.page ?? 1;
  return shareMetadata({
    title: page > 1 ? `All online courses, page ${page}` : "All online courses",
    description:
      "Every live online course we teach, six to a page: music, academics, coding, art and languages for children, teens and adults.",
    path: page > 1 ? `/courses/all?page=${page}` : "/courses/all",
  });
}

/** /courses/all: every online course, six per page, filtered by subject area and class type. */
export default async function AllCoursesPage({ searchParams }: Props) {
  await cachePublicPage([CATALOG_TAG]);
  const { values, errors } = parseLeniently(onlineCoursesPageShape, await searchParams);
  const db = await getDb();
  const [streams, viewer] = await Promise.all([listStreams(db), getViewer()]);
  const stream = matchStream(streams, values.category);
  const fieldErrors: Partial<Record<"stream" | "type", string>> = {
    stream:
      errors.category ??
      (stream === null ? "There is no such subject area; showing all of them." : undefined),
    type: errors.type,
  };
  const result = await onlineCoursesPage(db, {
    page: values.page,
    category: stream ? { id: stream.id } : undefined,
    type: values.type,
  });
  const filters = { category: stream?.slug, type: result.type };
  const hrefFor = (page: number) => onlineCoursesHref("/courses/all", filters, page);
  const { from, to } = pageRange(result.page, result.total);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <CoursesPageHeading
        title="All online courses"
        lead="Every course we teach live online. Pick a subject area and class type to narrow the list."
      />
      <div className="mt-6">
        <CourseFiltersForm
          action="/courses/all"
          streamParam="category"
          streams={streams}
          values={{ stream: stream?.slug, type: result.type }}
          errors={fieldErrors}
        />
      </div>
      {errors.page ? (
        <Alert variant="warning" className="mt-4">
          {errors.page} Showing the first page.
        </Alert>
      ) : null}
      <p className="mt-6 text-slate-700" role="status">
        {result.total === 0
          ? "No course matches these filters."
          : from === null
            ? `This page is empty: there are ${result.pageCount} pages.`
            : `Showing ${from}–${to} of ${result.total} courses`}
        {from === null && result.total > 0 ? (
          <>
            {" "}
            <Link href={hrefFor(1)} className="text-indigo-800 underline">
              Go to the first page
            </Link>
          </>
        ) : null}
      </p>
      {result.courses.length > 0 ? (
        <div className="mt-4">
          <CourseGrid
            courses={result.courses}
            currency={viewer.currency}
            label="Courses"
            headingLevel={2}
          />
        </div>
      ) : null}
      <Pagination
        className="mt-8"
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={hrefFor}
      />
    </div>
  );
}
