import Link from "next/link";
import type { FeaturedCourse } from "@/lib/catalog/homepage";
import type { Currency } from "@/lib/money/currency";
import { formatMoney } from "@/lib/money/format";

function ageLabel(min: number, max: number): string {
  return max >= 99 ? `Ages ${min}+` : `Ages ${min}–${max}`;
}

export function CourseCard({ course, currency }: { course: FeaturedCourse; currency: Currency }) {
  const price = currency === "INR" ? course.fromPriceInrMinor : course.fromPriceUsdMinor;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">
        {course.streamName}
      </p>
      <h3 className="mt-1 text-lg font-semibold">
        <Link href={course.path} className="hover:underline">
          {course.name}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm text-slate-800">{course.shortDescription}</p>
      <p className="mt-auto flex items-center justify-between pt-4 text-sm">
        <span className="rounded-full bg-slate-100 px-2 py-1 text-slate-800">
          {ageLabel(course.ageMin, course.ageMax)} ·{" "}
          {course.type === "group" ? "Small group" : "One to one"}
        </span>
        <span className="font-semibold">from {formatMoney(price, currency)}</span>
      </p>
    </article>
  );
}
