import type { Metadata } from "next";
import Link from "next/link";
import { NoTeachingProfileNotice } from "@/components/scheduling/slot-editor-no-profile";
import { WeeklyTimetable } from "@/components/scheduling/weekly-timetable";
import { buttonClasses } from "@/components/ui";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { getTeacherProfile, teacherProfilePath } from "@/lib/catalog/teacher-profile";
import { now } from "@/lib/clock";
import { formatMoney } from "@/lib/money/format";
import { describeWeek } from "@/lib/scheduling/availability/describe-week";
import { getTeacherWeek } from "@/lib/scheduling/availability/teacher-week";
import { notListedMessageFor } from "@/lib/teacher/onboarding/status";
import { getTeacherTimetable } from "@/lib/scheduling/timetable/get-teacher-timetable";
import { WEEK_STATUS_RANGE } from "@/lib/scheduling/timetable/schemas";

export const metadata: Metadata = { title: "My teaching profile", robots: { index: false } };

type Props = { searchParams: Promise<{ week?: string | string[] }> };

/** ?week=N as a weekStatus in range; anything else is this week. */
function weekOf(value: string | string[] | undefined): number {
  const n = typeof value === "string" && /^-?[0-9]{1,2}$/.test(value) ? Number(value) : 0;
  return n >= WEEK_STATUS_RANGE.min && n <= WEEK_STATUS_RANGE.max ? n : 0;
}

const weekHref = (w: number) =>
  w === 0 ? "/em/viewTeacherProfile" : `/em/viewTeacherProfile?week=${w}`;

/** Where a teacher lands after saving slots (spec 1): their profile with their weekly availability. */
export default async function ViewTeacherProfilePage({ searchParams }: Props) {
  const user = await requireAreaUser("teacher");
  const db = await getDb();
  const weekStatus = weekOf((await searchParams).week);
  const [profile, teacher] = await Promise.all([
    getTeacherProfile(db, user.id),
    getTeacherWeek(db, user.id),
  ]);
  if (!profile || !teacher) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold">My teaching profile</h1>
        <NoTeachingProfileNotice
          className="mt-4"
          message={await notListedMessageFor(db, user.id)}
        />
      </section>
    );
  }
  const at = now();
  const timetable = await getTeacherTimetable(db, {
    teacherId: user.id,
    weekStatus,
    viewerZone: teacher.timeZone,
    now: at,
  });
  const { label, days } = describeWeek(teacher.week, teacher.timeZone, at);
  const subjectName = new Map(teacher.subjects.map((s) => [s.id, s.name]));
  const total = days.reduce((n, d) => n + d.slots.length, 0);
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
          My teaching profile
        </p>
        <h1 className="mt-1 text-2xl font-bold">{name}</h1>
        <p className="mt-1 text-slate-700">{profile.headline}</p>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-900">Teaches</dt>
          <dd className="text-slate-700">
            {[...profile.primarySubjects, ...profile.secondarySubjects].join(", ") || "—"}
          </dd>
          <dt className="font-medium text-slate-900">Price per class</dt>
          <dd className="text-slate-700">
            {formatMoney(profile.priceInrMinor, "INR")} ·{" "}
            {formatMoney(profile.priceUsdMinor, "USD")}
          </dd>
          <dt className="font-medium text-slate-900">Time zone</dt>
          <dd className="text-slate-700">
            {teacher.timeZone} {label}
          </dd>
        </dl>
        <Link
          href={teacherProfilePath(user.id)}
          className="mt-3 inline-block text-sm font-medium text-indigo-700 underline"
        >
          See my public profile
        </Link>
      </header>

      <section aria-labelledby="availability-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="availability-heading" className="text-xl font-semibold">
            Weekly availability
          </h2>
          <Link href="/em/schedule" className={buttonClasses("secondary")}>
            Edit my weekly slots
          </Link>
        </div>
        <p className="text-sm text-slate-600">
          {total === 1 ? "1 slot" : `${total} slots`} a week, times in {teacher.timeZone} {label}.
        </p>
        {total === 0 ? (
          <p className="text-slate-700">You have no weekly slots yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {days.map((day) => (
              <li key={day.weekDay} className="rounded-lg border border-slate-200 bg-white p-3">
                <h3 className="font-semibold">{day.weekDay}</h3>
                {day.slots.length === 0 ? (
                  <p className="text-sm text-slate-600">No slots</p>
                ) : (
                  <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-800">
                    {day.slots.map((s) => (
                      <li key={s.time}>
                        {s.time}
                        {s.isDemoSlot ? ` · Free demo, ${s.capacity} seats` : ""}
                        {s.subjectId !== null ? ` · ${subjectName.get(s.subjectId) ?? ""}` : ""}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <WeeklyTimetable timetable={timetable} heading="My classes by week" weekHref={weekHref} />
    </div>
  );
}
