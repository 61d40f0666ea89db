import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { TeacherTimetableSection } from "@/components/booking/teacher-timetable-section";
import { TimeZoneNotice } from "@/components/layout/time-zone-notice";
import { IntroVideo } from "@/components/teacher-profile/intro-video";
import { TeacherReviews } from "@/components/teacher-profile/teacher-reviews";
import { TrustFacts } from "@/components/teacher-profile/trust-facts";
import { InitialsAvatar } from "@/components/home/initials-avatar";
import { RatingStars } from "@/components/home/rating-stars";
import { PriceText } from "@/components/profile/price-text";
import { ShareLinkButton } from "@/components/profile/share-link-button";
import { buttonClasses } from "@/components/ui";
import { Breadcrumbs, teacherTrail } from "@/components/ui/breadcrumbs";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { now } from "@/lib/clock";
import {
  getTeacherProfile,
  teacherPriceMinor,
  teacherProfilePath,
} from "@/lib/catalog/teacher-profile";
import { cachePublicPage, teacherTag } from "@/lib/catalog/cache-tags";
import { loadTeacherStats } from "@/lib/catalog/profile/trust";
import { loadTeacherReviews } from "@/lib/reviews/load";
import { introVideoOf } from "@/lib/teacher/settings/intro-video";
import { decodeId } from "@/lib/ids";
import { avatarSrc } from "@/lib/media/avatar-src";
import {
  loadProfileTimetable,
  weekStatusOf,
} from "@/lib/scheduling/timetable/load-profile-timetable";
import { loadNextFreeTimes } from "@/lib/scheduling/timetable/next-free-times";
import { jsonLdScriptProps, teacherJsonLd } from "@/lib/seo/json-ld";
import { teacherMetadata } from "@/lib/seo/teacher-metadata";
import { siteUrl } from "@/lib/site";
import { getViewer } from "@/lib/viewer";
import { teacherPerClassMinor } from "@/lib/billing/price/per-class";

type Props = {
  params: Promise<{ id: string }>;
  searchParams?: Promise<{ week?: string | string[] }>;
};

const load = cache(async (segment: string) => {
  const id = decodeId(segment);
  const teacher = id ? await getTeacherProfile(await getDb(), id) : null;
  if (!teacher) notFound();
  return teacher;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await load((await params).id);
  return teacherMetadata(t, teacherProfilePath(t.id), avatarSrc(t.id, t.avatarPath));
}

export default async function TeacherProfilePage({ params, searchParams }: Props) {
  const [t, viewer, user, query] = await Promise.all([
    params.then((p) => load(p.id)),
    getViewer(),
    getSessionUser(),
    searchParams,
  ]);
  await cachePublicPage([teacherTag(t.id)]);
  const path = teacherProfilePath(t.id);
  const photo = avatarSrc(t.id, t.avatarPath);
  const name = `${t.firstName} ${t.lastName}`.trim();
  const bookingPath = t.bookingSlug ? `/st/book-demo/${encodeURIComponent(t.bookingSlug)}` : null;
  const subjects = [...t.primarySubjects, ...t.secondarySubjects];
  const db = await getDb();
  const at = now();
  const weekStatus = weekStatusOf(query?.week);
  const who = { teacherId: t.id, user, zone: viewer.timeZone, now: at };
  const week = loadProfileTimetable(db, { ...who, weekStatus });
  // The week shown, and the free times of the next two weeks, whichever week is shown.
  const [shown, soonest, stats, reviews, intro] = await Promise.all([
    week,
    loadNextFreeTimes(db, who, new Map([[weekStatus, week]])),
    loadTeacherStats(db, t.id, at),
    loadTeacherReviews(db, t.id),
    introVideoOf(db, t.id),
  ]);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <script
        {...jsonLdScriptProps(teacherJsonLd(t, { origin: siteUrl(), path, imagePath: photo }))}
      />
      <Breadcrumbs origin={siteUrl()} className="mb-4" trail={teacherTrail(name, path)} />
      <header className="flex flex-wrap items-center gap-4">
        <InitialsAvatar
          id={t.id}
          firstName={t.firstName}
          lastName={t.lastName}
          src={photo}
          size="lg"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
            {t.primarySubjects[0] ?? t.stream} teacher
          </p>
          <h1 className="text-2xl font-bold">{name}</h1>
          <p className="text-slate-700">{t.headline}</p>
        </div>
      </header>
      <div className="mt-6 flex flex-wrap gap-3">
        {bookingPath && (!user || user.role === "student") ? (
          <Link
            href={user ? bookingPath : `/login?next=${encodeURIComponent(bookingPath)}`}
            className={buttonClasses("primary", "lg")}
          >
            Book a free demo
          </Link>
        ) : null}
        {!user || user.role === "student" ? (
          <Link href={`${path}/teacherPayment`} className={buttonClasses("secondary", "lg")}>
            Buy classes
          </Link>
        ) : null}
        <ShareLinkButton url={new URL(path, siteUrl()).toString()} title={name} />
      </div>
      <dl className="mt-6 grid grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 min-[480px]:grid-cols-2">
        <Fact term="Teaches" value={subjects.join(", ") || t.stream} />
        <Fact term="Experience" value={`${t.experienceYears} years`} />
        <Fact term="Languages" value={t.languages.join(", ") || "English"} />
        <div>
          <dt className="text-sm text-slate-700">Rating</dt>
          <dd>
            <RatingStars rating={t.rating} count={t.ratingCount} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Price per class</dt>
          <dd className="font-medium">
            <PriceText
              minor={teacherPerClassMinor(teacherPriceMinor(t, viewer.currency), viewer.currency)}
              currency={viewer.currency}
            />
          </dd>
        </div>
        <Fact term="Stream" value={t.stream} />
      </dl>
      {intro ? <IntroVideo firstName={t.firstName} video={intro} /> : null}
      <TrustFacts stats={stats} />
      <section aria-labelledby="about" className="mt-8">
        <h2 id="about" className="text-lg font-semibold">
          About {t.firstName}
        </h2>
        <p className="mt-2 whitespace-pre-line text-slate-800">
          {t.bio || `${name} teaches ${subjects.join(", ") || t.stream} online.`}
        </p>
      </section>
      <TimeZoneNotice zone={viewer.timeZone} className="mt-8" />
      <TeacherTimetableSection
        timetable={shown}
        soonest={soonest}
        teacherName={t.firstName}
        bookingSlug={t.bookingSlug}
        user={user}
        profilePath={path}
      />
      <TeacherReviews
        reviews={reviews}
        teacherName={t.firstName}
        canReply={user?.role === "teacher" && user.id === t.id}
      />
    </article>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
