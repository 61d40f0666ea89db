import Link from "next/link";
import { PriceText } from "@/components/profile/price-text";
import type { CourseListItem } from "@/lib/catalog/courses/course-rows";
import { ageRangeLabel } from "@/lib/catalog/courses/filters";
import type { Currency } from "@/lib/money/currency";

/** What a course card shows: the homepage's featured courses and every course list fit it. */
export type CourseCardData = Pick<
  CourseListItem,
  | "name"
  | "path"
  | "streamName"
  | "shortDescription"
  | "type"
  | "ageMin"
  | "ageMax"
  | "fromPriceInrMinor"
  | "fromPriceUsdMinor"
>;

export function CourseCard({
  course,
  currency,
  headingLevel = 3,
}: {
  course: CourseCardData;
  currency: Currency;
  /** The card's title level under the section around it (h3 under an h2). */
  headingLevel?: 2 | 3 | 4;
}) {
  const price = currency === "INR" ? course.fromPriceInrMinor : course.fromPriceUsdMinor;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">
        {course.streamName}
      </p>
      <Heading className="mt-1 text-lg font-semibold">
        {/* The whole card opens the course (the link's box covers it). */}
        <Link
          href={course.path}
          className="hover:underline after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-indigo-600"
        >
          {course.name}
        </Link>
      </Heading>
      <p className="mt-2 line-clamp-3 text-sm text-slate-800">{course.shortDescription}</p>
      <p className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4 text-sm">
        <span className="rounded-full bg-slate-100 px-2 py-1 text-slate-800">
          {ageRangeLabel(course.ageMin, course.ageMax)} ·{" "}
          {course.type === "group" ? "Small group" : "One to one"}
        </span>
        <span className="font-semibold">
          from <PriceText minor={price} currency={currency} />
        </span>
      </p>
    </article>
  );
}
