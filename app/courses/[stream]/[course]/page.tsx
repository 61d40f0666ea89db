import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache, type ReactNode } from "react";
import { PackageTabs } from "@/components/billing/package-tabs";
import { CourseGrid } from "@/components/courses/course-grid";
import { CourseSection } from "@/components/courses/course-section";
import { FaqAccordion } from "@/components/courses/faq-accordion";
import { TeacherBios } from "@/components/courses/teacher-bios";
import { TrailerList } from "@/components/courses/trailer-list";
import { ReviewList, UnitCards, UnitDefinitions, UnitSteps } from "@/components/courses/unit-lists";
import { BookFreeSessionButton } from "@/components/trial/free-session/book-free-session-button";
import { buttonClasses } from "@/components/ui";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { TimeZoneNotice } from "@/components/layout/time-zone-notice";
import { CourseQuiz } from "@/components/trial/quiz/course-quiz";
import { WorkshopList } from "@/components/trial/workshops/workshop-list";
import { PriceText } from "@/components/profile/price-text";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { listCoursePackages } from "@/lib/billing/packs/packs";
import { encodeId } from "@/lib/ids";
import { cachePublicPage, CATALOG_TAG, courseTag } from "@/lib/catalog/cache-tags";
import { getCoursePage } from "@/lib/catalog/course-page";
import { ageRangeLabel } from "@/lib/catalog/courses/filters";
import type { UnitItem } from "@/lib/catalog/courses/units";
import { coursePath } from "@/lib/catalog/courses-list";
import { canonicalPathOfSpec2Link } from "@/lib/catalog/courses/spec2-path";
import { courseMetadata } from "@/lib/seo/course-metadata";
import { courseJsonLd, jsonLdScriptProps } from "@/lib/seo/json-ld";
import { siteUrl } from "@/lib/site";
import { getViewer } from "@/lib/viewer";

type Props = { params: Promise<{ stream: string; course: string }> };

const load = cache(async (stream: string, course: string) => {
  const db = await getDb();
  const page = await getCoursePage(db, stream, course);
  if (page) return page;
  // A spec 2 link, /courses/{course}/{subject}: send it to the course's canonical address.
  const canonical = await canonicalPathOfSpec2Link(db, stream, course);
  if (canonical) permanentRedirect(canonical);
  notFound();
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { stream, course } = await params;
  const { course: c } = await load(stream, course);
  return courseMetadata(c, coursePath(c));
}

/** A section of units of one kind, or nothing when the course has none. */
function unitSection(
  id: string,
  title: string,
  items: UnitItem[],
  List: (props: { items: UnitItem[] }) => ReactNode,
) {
  if (items.length === 0) return null;
  return (
    <CourseSection id={id} title={title}>
      <List items={items} />
    </CourseSection>
  );
}

const LEVEL_LABEL: Record<string, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export default async function CoursePage({ params }: Props) {
  const { stream, course } = await params;
  const [page, viewer, user] = await Promise.all([
    load(stream, course),
    getViewer(),
    getSessionUser(),
  ]);
  const { course: c, units, faqs, trailers, teachers, recommended } = page;
  await cachePublicPage([CATALOG_TAG, courseTag(c.id)]);
  const price = viewer.currency === "INR" ? c.fromPriceInrMinor : c.fromPriceUsdMinor;
  const bookingPath = `/st/book-demo/${c.slug}`;
  const packages = await listCoursePackages(await getDb(), c.id, viewer.currency);
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <script {...jsonLdScriptProps(courseJsonLd(c, { origin: siteUrl(), path: coursePath(c) }))} />
      <Breadcrumbs
        origin={siteUrl()}
        trail={[
          { name: "Home", path: "/" },
          { name: "Courses", path: "/courses" },
          { name: c.streamName, path: `/courses/${c.streamSlug}` },
          { name: c.name, path: coursePath(c) },
        ]}
      />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-indigo-700">
        {c.streamName} · {c.subjectName}
      </p>
      <h1 className="mt-1 text-3xl font-bold">{c.name}</h1>
      <p className="mt-3 text-lg text-slate-800">{c.shortDescription}</p>
      <p className="mt-4 flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-slate-100 px-3 py-1">
          {ageRangeLabel(c.ageMin, c.ageMax)}
        </span>
        <span className="rounded-full bg-slate-100 px-3 py-1">
          {c.type === "group" ? "Small group" : "One to one"}
        </span>
        <span className="rounded-full bg-slate-100 px-3 py-1">
          {LEVEL_LABEL[c.level] ?? c.level}
        </span>
        <span className="rounded-full bg-indigo-50 px-3 py-1 font-semibold text-indigo-800">
          from <PriceText minor={price} currency={viewer.currency} /> per class
        </span>
      </p>
      <TimeZoneNotice zone={viewer.timeZone} className="mt-2" />
      {/* Students book; visitors log in or sign up first; teachers and admins have no demo to book. */}
      {!user || user.role === "student" ? (
        <div className="mt-6">
          <BookFreeSessionButton
            courseId={c.id}
            bookingPath={bookingPath}
            signedIn={user !== null}
          />
          <Link
            href={`${coursePath(c)}/trial`}
            className={`${buttonClasses("secondary")} ml-0 mt-3 sm:ml-3 sm:mt-0`}
          >
            Book a trial with a weekly schedule
          </Link>
        </div>
      ) : null}

      <CourseSection id="about" title="About the course">
        <div className="space-y-4 text-slate-800">
          {c.description.split(/\n\s*\n/).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
        </div>
      </CourseSection>

      {unitSection("why-us", `Why learn ${c.subjectName} with us`, units.why_us, UnitCards)}
      {unitSection("how-it-works", "How it works", units.how_it_works, UnitSteps)}
      {unitSection("free-trial", "Your free trial class", units.trial_pack, UnitDefinitions)}
      {unitSection("basics", "Course basics", units.basics_desc, UnitDefinitions)}

      {trailers.length > 0 ? (
        <CourseSection id="trailers" title="Watch a class">
          <TrailerList trailers={trailers} />
        </CourseSection>
      ) : null}

      {unitSection("reviews", "What learners and parents say", units.review, ReviewList)}

      {/* The quiz and the workshops load from their calls (seats and answers are never cached). */}
      <CourseSection
        id="self-check"
        title="Is this course right for you?"
        lead="Answer these for yourself or your child, then see your result."
      >
        <CourseQuiz courseId={c.id} />
      </CourseSection>

      <CourseSection id="workshops" title="Free workshops">
        <WorkshopList
          courseId={c.id}
          viewer={!user ? "visitor" : user.role === "student" ? "student" : "other"}
        />
      </CourseSection>

      {teachers.length > 0 ? (
        <CourseSection id="course-teachers" title="Teachers for this course">
          <TeacherBios teachers={teachers} currency={viewer.currency} />
        </CourseSection>
      ) : null}

      {packages.length > 0 ? (
        <CourseSection id="packages" title="Packages">
          <PackageTabs packages={packages} planPath={`/sms/st/choose-plan/${encodeId(c.id)}/na`} />
        </CourseSection>
      ) : null}

      {faqs.length > 0 ? (
        <CourseSection id="faq" title="Frequently asked questions">
          <FaqAccordion items={faqs} />
        </CourseSection>
      ) : null}

      {recommended.length > 0 ? (
        <CourseSection id="recommended" title={`More ${c.streamName} courses`}>
          <CourseGrid courses={recommended} currency={viewer.currency} />
        </CourseSection>
      ) : null}
    </article>
  );
}
