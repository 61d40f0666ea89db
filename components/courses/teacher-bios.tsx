import Link from "next/link";
import { InitialsAvatar } from "@/components/home/initials-avatar";
import { PriceText } from "@/components/profile/price-text";
import type { TeacherBio } from "@/lib/catalog/courses/teacher-bios";
import type { Currency } from "@/lib/money/currency";
import { teacherPerClassMinor } from "@/lib/billing/price/per-class";

/** The teachers of a course with their bios, each linking to the teacher's public profile. */
export function TeacherBios({
  teachers,
  currency,
}: {
  teachers: TeacherBio[];
  currency: Currency;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[700px]:grid-cols-2">
      {teachers.map((t) => {
        const name = `${t.firstName} ${t.lastName}`.trim();
        return (
          <li key={t.id}>
            <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex items-center gap-3">
                <InitialsAvatar {...t} src={t.avatarSrc} />
                <div>
                  <h3 className="font-semibold">
                    <Link href={t.profilePath} className="hover:underline">
                      {name}
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-700">{t.headline}</p>
                </div>
              </div>
              <p className="mt-3 text-sm text-slate-800">{t.bio}</p>
              <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3 text-sm text-slate-700">
                <span>{t.experienceYears} years teaching</span>
                <span>
                  {t.ratingCount > 0
                    ? `Rated ${t.rating.toFixed(1)} of 5 (${t.ratingCount})`
                    : "New teacher"}
                </span>
                <span>
                  <PriceText
                    minor={teacherPerClassMinor(
                      currency === "INR" ? t.priceInrMinor : t.priceUsdMinor,
                      currency,
                    )}
                    currency={currency}
                  />{" "}
                  per class
                </span>
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
