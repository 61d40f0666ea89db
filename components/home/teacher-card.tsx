import Link from "next/link";
import type { ReactNode } from "react";
import type { TeacherCardData } from "@/lib/catalog/teacher-cards";
import type { Currency } from "@/lib/money/currency";
import { formatMoney } from "@/lib/money/format";
import { InitialsAvatar } from "./initials-avatar";
import { RatingStars } from "./rating-stars";
import { teacherPerClassMinor } from "@/lib/billing/price/per-class";

export type TeacherCardProps = {
  teacher: TeacherCardData & { secondarySubjects?: string[]; avatarSrc?: string | null };
  currency: Currency;
  /** Extra controls at the foot of the card (search results: like and follow). */
  actions?: ReactNode;
  /**
   * Search sorted by next available time: the teacher's next free demo time, already written in
   * the viewer's zone, or null when there is none in the next two weeks. Absent: not shown.
   */
  nextFree?: string | null;
};

export function TeacherCard({ teacher, currency, actions, nextFree }: TeacherCardProps) {
  const price = teacherPerClassMinor(
    currency === "INR" ? teacher.priceInrMinor : teacher.priceUsdMinor,
    currency,
  );
  const name = `${teacher.firstName} ${teacher.lastName}`;
  const also = teacher.secondarySubjects?.length ? teacher.secondarySubjects.join(", ") : null;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <InitialsAvatar
          id={teacher.id}
          firstName={teacher.firstName}
          lastName={teacher.lastName}
          src={teacher.avatarSrc}
        />
        <div className="min-w-0">
          <h3 className="truncate font-semibold">
            <Link href={teacher.profilePath} className="hover:underline">
              {name}
            </Link>
          </h3>
          <p className="truncate text-sm text-slate-700">{teacher.subject ?? teacher.stream}</p>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-slate-800">{teacher.headline}</p>
      <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
        <dt className="sr-only">Rating</dt>
        <dd>
          <RatingStars rating={teacher.rating} count={teacher.ratingCount} />
        </dd>
        <dt className="sr-only">Experience</dt>
        <dd className="text-right text-slate-700">{teacher.experienceYears} yrs exp.</dd>
        <dt className="sr-only">Languages</dt>
        <dd className="col-span-2 truncate text-slate-700">{teacher.languages.join(", ")}</dd>
        {also ? (
          <>
            <dt className="sr-only">Also teaches</dt>
            <dd className="col-span-2 truncate text-slate-700">Also teaches {also}</dd>
          </>
        ) : null}
        {nextFree !== undefined ? (
          <>
            <dt className="sr-only">Next free demo</dt>
            <dd className="col-span-2 text-slate-800">
              {nextFree ? `Next free demo: ${nextFree}` : "No free demo in the next two weeks"}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-auto pt-3 text-base font-semibold">
        {formatMoney(price, currency)}{" "}
        <span className="text-sm font-normal text-slate-700">/ class</span>
      </p>
      {actions ? <div className="mt-3 border-t border-slate-100 pt-3">{actions}</div> : null}
    </article>
  );
}
