import type { Db } from "@/db/client";
import { minorToMajor, type Currency } from "../../money/currency";
import {
  DEFAULT_LEVEL,
  findPack,
  listCoursePackages,
  listOffers,
  listSegments,
  packTotalMinor,
} from "./packs";
import type { PackView } from "./pack-view";

/** Learners per class shown as a package's capacity. */
export const GROUP_CAPACITY = 6;

/** A pack as the legacy package lists show it (major units of the viewer's currency). */
export function packageItem(p: PackView) {
  return {
    id: p.id,
    name: p.name,
    course_id: p.courseId,
    subject_id: p.subjectId,
    teacher_id: p.teacherId,
    course_level: p.levelId,
    pack_type: p.courseType,
    segment: p.segment,
    duration: p.totalClasses,
    total_classes: p.totalClasses,
    capacity: p.courseType === "group" ? GROUP_CAPACITY : 1,
    is_offer: p.isOffer,
    currency: p.currency,
    pack_currency: p.packCurrency,
    converted: p.converted,
    price: minorToMajor(p.priceMinor),
    gst: minorToMajor(p.gstMinor),
    amount: minorToMajor(p.totalMinor),
    per_class: minorToMajor(p.perClassMinor),
  };
}

/** GET /getPackId. */
export async function getPackIdCall(
  db: Db,
  q: {
    subject_code?: string;
    subject_level?: number;
    teacher_id?: number;
    id?: number;
    total_classes?: number;
    international: boolean;
  },
) {
  const pack = await findPack(db, {
    id: q.id,
    subjectCode: q.subject_code,
    levelId: q.subject_level,
    teacherId: q.teacher_id,
    totalClasses: q.total_classes,
    currency: q.international ? "USD" : "INR",
  });
  return {
    id: pack.id,
    final_rate: minorToMajor(packTotalMinor(pack)),
    currency: pack.currency,
    total_classes: pack.totalClasses,
  };
}

const packagesAnswer = (currency: Currency, list: PackView[]) => ({
  status: true as const,
  currency,
  packages: list.map(packageItem),
});

/** get-course-packages: regular packages at the default level. */
export async function coursePackagesCall(
  db: Db,
  currency: Currency,
  body: { course_id: number; course_type?: "group" | "individual" },
) {
  const list = await listCoursePackages(db, body.course_id, currency, {
    courseType: body.course_type,
    segment: "regular",
    levelId: DEFAULT_LEVEL,
  });
  return packagesAnswer(currency, list);
}

/** get-course-packages-all: every level and segment. */
export async function coursePackagesAllCall(
  db: Db,
  currency: Currency,
  body: { course_id: number; course_type?: "group" | "individual" },
) {
  const list = await listCoursePackages(db, body.course_id, currency, {
    courseType: body.course_type,
  });
  return packagesAnswer(currency, list);
}

/** get-course-packages-by-level: one level (default 17), type and segment. */
export async function packagesByLevelCall(
  db: Db,
  currency: Currency,
  body: {
    course_id: number;
    course_type?: "group" | "individual";
    segment?: string;
    level_id?: number;
  },
) {
  const list = await listCoursePackages(db, body.course_id, currency, {
    courseType: body.course_type,
    segment: body.segment || undefined,
    levelId: body.level_id ?? DEFAULT_LEVEL,
  });
  return packagesAnswer(currency, list);
}

/** get-trail-course-pricing-package: the trial page's individual regular packs, default level. */
export async function trialPricingCall(
  db: Db,
  currency: Currency,
  body: { course_id: number; course_type?: "group" | "individual" },
) {
  const list = await listCoursePackages(db, body.course_id, currency, {
    courseType: body.course_type ?? "individual",
    segment: "regular",
    levelId: DEFAULT_LEVEL,
  });
  return packagesAnswer(currency, list);
}

export const SEGMENT_LABELS: Record<string, string> = {
  regular: "Regular",
  "summer-camp": "Summer camp",
};

export const segmentLabel = (s: string) =>
  SEGMENT_LABELS[s] ?? s.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** get-batch-segments: the course's package segment tabs. */
export async function batchSegmentsCall(db: Db, body: { course_id: number }) {
  const segments = await listSegments(db, body.course_id);
  return {
    status: true as const,
    segments: segments.map((segment) => ({ segment, label: segmentLabel(segment) })),
  };
}

/** show-available-offers. */
export async function availableOffersCall(
  db: Db,
  currency: Currency,
  body: { course_id?: number },
) {
  const list = await listOffers(db, currency, body.course_id);
  return { status: true as const, currency, offers: list.map(packageItem) };
}
