import type { z } from "zod";
import type { Db } from "@/db/client";
import { badRequest } from "../../errors";
import type { Currency } from "../../money/currency";
import { coursesListVersion, versionedList } from "../courses-list";
import { courseIdFrom } from "./course-id";
import { courseFaqList } from "./faqs";
import { COURSE_MESSAGES } from "./filters";
import { findCourse } from "./find-course";
import {
  pageBasePath,
  toLegacyCourses,
  toLegacyFaqs,
  toLegacyOnlineCourses,
  toLegacyStream,
  toLegacyTeacherBios,
  toLegacyTrailers,
  toLegacyUnits,
} from "./legacy-answers";
import type {
  loadCoursesRequest,
  loadPopularCoursesRequest,
  onlineCoursesRequest,
} from "./legacy-schemas";
import { listCourses } from "./list-courses";
import { onlineCoursesPage } from "./online-courses";
import { popularCourses } from "./popular-courses";
import { recommendedCourses } from "./recommended";
import { teacherBios } from "./teacher-bios";
import { courseTrailerList } from "./trailers";
import { courseUnitsByKind } from "./units";

// The course calls of the legacy API: each takes the parsed request and what the route knows of
// the viewer (currency, remembered age, the site's origin) and answers in the legacy shape.

export interface LegacyViewer {
  currency: Currency;
  origin: string;
}

/** POST /load_courses: the age defaults to the one remembered by updateAgeSession. */
export async function loadCoursesCall(
  db: Db,
  body: z.output<typeof loadCoursesRequest>,
  { currency, origin, rememberedAge }: LegacyViewer & { rememberedAge?: number },
) {
  const age = body.age ?? rememberedAge;
  const type = body.type ?? "all";
  const { stream, courses } = await listCourses(db, { stream: body.stream_id, type, age });
  return {
    status: "success" as const,
    currency,
    stream: toLegacyStream(stream),
    type,
    age: age ?? null,
    total: courses.length,
    courses: toLegacyCourses(courses, currency, origin),
  };
}

/** POST /load_popular_courses. */
export async function loadPopularCoursesCall(
  db: Db,
  body: z.output<typeof loadPopularCoursesRequest>,
  { currency, origin }: LegacyViewer,
) {
  const { stream, courses } = await popularCourses(db, body.stream_id);
  return {
    status: "success" as const,
    currency,
    stream: toLegacyStream(stream),
    courses: toLegacyCourses(courses, currency, origin),
  };
}

/** GET /ng-api/v1/get-popular-courses?version: versioned like /api/get-courses-list. */
export async function getPopularCoursesCall(
  db: Db,
  clientVersion: string | undefined,
  { currency, origin }: LegacyViewer,
) {
  const { version, changed, items } = await versionedList(
    db,
    clientVersion,
    async () => (await popularCourses(db)).courses,
    currency,
  );
  return {
    status: "success" as const,
    version,
    changed,
    currency,
    courses: toLegacyCourses(items, currency, origin),
  };
}

/** GET /get_trailer_video/{id}: the id is plain or base64; 400 when it names no course. */
export async function trailerVideosCall(db: Db, idSegment: string) {
  const id = courseIdFrom(decodeURIComponent(idSegment));
  if (id === null) {
    const message = COURSE_MESSAGES.course_id.replace("course_id", "id");
    throw badRequest(message, { id: [message] });
  }
  const course = await findCourse(db, id);
  return toLegacyTrailers(await courseTrailerList(db, course.id));
}

/** POST /get-all-online-courses: six per page. */
export async function onlineCoursesCall(
  db: Db,
  body: z.output<typeof onlineCoursesRequest>,
  { currency, origin }: LegacyViewer,
) {
  const [result, version] = await Promise.all([
    onlineCoursesPage(db, { page: body.page, category: body.category, type: body.type }),
    coursesListVersion(db),
  ]);
  return toLegacyOnlineCourses(result, {
    currency,
    origin,
    version,
    basePath: pageBasePath(body.page_url, origin),
  });
}

/** POST /get-recomended-courses. */
export async function recommendedCoursesCall(db: Db, courseId: number, v: LegacyViewer) {
  const course = await findCourse(db, courseId);
  const rows = await recommendedCourses(db, course);
  return {
    status: "success" as const,
    currency: v.currency,
    data: toLegacyCourses(rows, v.currency, v.origin),
  };
}

/** POST /get-faq-courses: the course's FAQs, then the general ones. */
export async function faqCoursesCall(db: Db, courseId: number) {
  const course = await findCourse(db, courseId);
  return toLegacyFaqs(await courseFaqList(db, course.id));
}

/** POST /get-teacher-bio: active teachers of the course's subject. */
export async function teacherBioCall(db: Db, courseId: number, v: LegacyViewer) {
  const course = await findCourse(db, courseId);
  return toLegacyTeacherBios(await teacherBios(db, course.subjectId), v.currency, v.origin);
}

/** POST /get-course-unit-or-chapters: the course page's sections by kind. */
export async function courseUnitsCall(db: Db, courseId: number) {
  const course = await findCourse(db, courseId);
  return toLegacyUnits(await courseUnitsByKind(db, course.id));
}
