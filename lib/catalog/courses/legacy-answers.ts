import { encodeId } from "../../ids";
import { minorToMajor, type Currency } from "../../money/currency";
import { formatMoney } from "../../money/format";
import type { CourseListItem } from "./course-rows";
import type { CourseFaq } from "./faqs";
import type { OnlineCoursesPage } from "./online-courses";
import { pagedList } from "./paging";
import type { StreamSummary } from "./streams";
import type { TeacherBio } from "./teacher-bios";
import type { CourseTrailer } from "./trailers";
import type { CourseUnits } from "./units";

// The legacy snake_case shapes of the course calls (documented by ./legacy-schemas.ts).

/** A price in the viewer's currency: amount in major units, formatted text and currency. */
export function legacyPrice(currency: Currency, inrMinor: number, usdMinor: number) {
  const minor = currency === "INR" ? inrMinor : usdMinor;
  return { price: minorToMajor(minor), price_text: formatMoney(minor, currency), currency };
}

export function toLegacyCourse(c: CourseListItem, currency: Currency, origin: string) {
  return {
    id: c.id,
    encoded_id: encodeId(c.id),
    course_name: c.name,
    slug: c.slug,
    short_description: c.shortDescription,
    course_type: c.type,
    level: c.level,
    age_min: c.ageMin,
    age_max: c.ageMax,
    popularity: c.popularity,
    stream_id: c.streamId,
    stream_name: c.streamName,
    stream_slug: c.streamSlug,
    subject_id: c.subjectId,
    subject_name: c.subjectName,
    ...legacyPrice(currency, c.fromPriceInrMinor, c.fromPriceUsdMinor),
    url: new URL(c.path, origin).toString(),
  };
}

export const toLegacyCourses = (rows: CourseListItem[], currency: Currency, origin: string) =>
  rows.map((c) => toLegacyCourse(c, currency, origin));

export const toLegacyStream = (s: StreamSummary | null) =>
  s ? { id: s.id, name: s.name, slug: s.slug } : null;

export function toLegacyTrailers(trailers: CourseTrailer[]) {
  return {
    status: "success" as const,
    custVids: trailers.map((t) => ({
      id: t.id,
      title: t.title,
      video_url: t.videoUrl,
      thumbnail_url: t.thumbnailUrl,
    })),
  };
}

export function toLegacyFaqs(faqs: CourseFaq[]) {
  return {
    status: "success" as const,
    data: faqs.map((f) => ({
      id: f.id,
      question: f.question,
      answer: f.answer,
      is_general: f.general,
    })),
  };
}

export function toLegacyTeacherBios(bios: TeacherBio[], currency: Currency, origin: string) {
  return {
    status: "success" as const,
    currency,
    data: bios.map((t) => ({
      id: t.id,
      encoded_id: encodeId(t.id),
      name: `${t.firstName} ${t.lastName}`.trim(),
      first_name: t.firstName,
      last_name: t.lastName,
      headline: t.headline,
      bio: t.bio,
      experience: t.experienceYears,
      rating: t.rating,
      rating_count: t.ratingCount,
      ...legacyPrice(currency, t.priceInrMinor, t.priceUsdMinor),
      avatar: t.avatarSrc,
      profile_url: new URL(t.profilePath, origin).toString(),
    })),
  };
}

export function toLegacyUnits(u: CourseUnits) {
  return {
    status: "success" as const,
    data: {
      courseUnitWhyUs: u.why_us,
      courseUnitTrialPack: u.trial_pack,
      courseUnitHowItWorks: u.how_it_works,
      courseUnitQuiz: u.quiz,
      courseReview: u.review,
      courseBasicsDesc: u.basics_desc,
      quizResultPositive: u.quiz_result_positive,
      quizResultNegative: u.quiz_result_negative,
    },
  };
}

/** The site path that next_page_url and prev_page_url build on: page_url's path, else /courses/all. */
export function pageBasePath(pageUrl: string | undefined, origin: string): string {
  if (!pageUrl) return "/courses/all";
  try {
    return new URL(pageUrl, origin).pathname;
  } catch {
    return "/courses/all";
  }
}

/** The href of one page of /courses/all (or `base`) with the list's filters. */
export function onlineCoursesHref(
  base: string,
  filters: { category?: string; type?: string },
  page: number,
): string {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.type && filters.type !== "all") params.set("type", filters.type);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

export function toLegacyOnlineCourses(
  result: OnlineCoursesPage,
  {
    currency,
    origin,
    version,
    basePath,
  }: { currency: Currency; origin: string; version: string; basePath: string },
) {
  const filters = { category: result.stream?.slug, type: result.type };
  return {
    status: "success" as const,
    currency,
    version,
    category: toLegacyStream(result.stream),
    type: result.type,
    data: pagedList(
      toLegacyCourses(result.courses, currency, origin),
      { page: result.page, total: result.total, perPage: result.perPage },
      (page) => new URL(onlineCoursesHref(basePath, filters, page), origin).toString(),
    ),
  };
}
