import type { Metadata } from "next";
import { connection } from "next/server";
import { CourseCard } from "@/components/home/course-card";
import { Hero } from "@/components/home/hero";
import { HomeSection } from "@/components/home/section";
import { TeacherCard } from "@/components/home/teacher-card";
import { TestimonialCard } from "@/components/home/testimonial-card";
import Link from "next/link";
import { Alert, Carousel } from "@/components/ui";
import { getDb } from "@/db";
import { getHomepageData } from "@/lib/catalog/homepage";
import { shareMetadata } from "@/lib/seo/share-metadata";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import { getViewer } from "@/lib/viewer";
import { cachePublicPage, CATALOG_TAG } from "@/lib/catalog/cache-tags";

export const metadata: Metadata = {
  ...shareMetadata({
    title: "Live online classes with expert teachers",
    description: SITE_DESCRIPTION,
    path: "/",
  }),
  // The homepage's title stands alone (no "· TutorLive" suffix from the layout's template).
  title: { absolute: `${SITE_NAME} · Live online classes with expert teachers` },
};

export default async function HomePage() {
  await connection();
  await cachePublicPage([CATALOG_TAG]);
  const [data, viewer] = await Promise.all([getDb().then(getHomepageData), getViewer()]);
  return (
    <>
      <Hero stats={data.stats} />
      <HomeSection
        id="streams"
        title="What would you like to learn?"
        more={{ href: "/courses", label: "All courses" }}
      >
        <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-5">
          {data.streams.map((s) => (
            <li
              key={s.id}
              className="relative rounded-xl border border-slate-200 p-4 hover:border-indigo-300 hover:shadow-sm"
            >
              <h3 className="font-semibold">
                {/* The whole card opens the subject's courses (the link's box covers it). */}
                <Link
                  href={`/courses/${s.slug}`}
                  className="hover:underline after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-indigo-600"
                >
                  {s.name}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-700">{s.description}</p>
              <p className="mt-2 text-sm font-medium text-indigo-800">{s.teacherCount} teachers</p>
            </li>
          ))}
        </ul>
      </HomeSection>
      <HomeSection
        id="teachers"
        title="Featured teachers"
        lead="Highly rated by students and parents this month."
        more={{ href: "/search", label: "All teachers" }}
      >
        {data.teachers.length === 0 ? (
          <Alert>No featured teachers yet. Check back soon.</Alert>
        ) : (
          <ul className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2 lg:grid-cols-4">
            {data.teachers.map((t) => (
              <li key={t.id}>
                <TeacherCard teacher={t} currency={viewer.currency} />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
      <HomeSection
        id="courses"
        title="Popular courses"
        lead="Structured programmes with a free first class."
        more={{ href: "/courses", label: "All courses" }}
      >
        {data.courses.length === 0 ? (
          <Alert>No courses are published yet.</Alert>
        ) : (
          <ul className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2 lg:grid-cols-3">
            {data.courses.map((c) => (
              <li key={c.id}>
                <CourseCard course={c} currency={viewer.currency} />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
      {data.testimonials.length > 0 ? (
        <HomeSection id="testimonials" title="What families say">
          <Carousel label="Testimonials">
            {data.testimonials.map((t) => (
              <TestimonialCard key={t.id} item={t} />
            ))}
          </Carousel>
        </HomeSection>
      ) : null}
    </>
  );
}
