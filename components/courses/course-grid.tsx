import { CourseCard, type CourseCardData } from "@/components/home/course-card";
import type { Currency } from "@/lib/money/currency";

/** Course cards in a responsive grid: one column on phones, up to three on wide screens. */
export function CourseGrid({
  courses,
  currency,
  label,
  headingLevel,
}: {
  courses: (CourseCardData & { id: number })[];
  currency: Currency;
  /** Names the list for screen readers when the heading above does not. */
  label?: string;
  /** The cards' heading level: 2 where the grid follows the page's h1 directly (default 3). */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2 lg:grid-cols-3"
    >
      {courses.map((c) => (
        <li key={c.id}>
          <CourseCard course={c} currency={currency} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
