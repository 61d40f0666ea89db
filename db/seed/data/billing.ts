import type { CourseSeed } from "./courses";
import type { SubjectSeed } from "./subjects";

/** Levels seeded for every subject (legacy course_level; 17 is the default). */
export const PACK_LEVELS = [17, 18] as const;
/** Class counts of the regular packs. */
export const PACK_CLASS_COUNTS = [4, 8, 12, 24] as const;
/** Class counts of the summer-camp packs (group, level 17). */
export const SUMMER_CLASS_COUNTS = [8, 12] as const;

/** 1 USD = 83.5 INR: one cent is worth 83.5 paise. The reverse rate is derived from it. */
export const USD_INR_RATE = 83.5;

/** Share of the 4-class price per class for bigger packs, in percent. */
const VOLUME_PERCENT: Record<number, number> = { 4: 100, 8: 95, 12: 90, 24: 85 };
const GROUP_PERCENT = 60;
const LEVEL_PERCENT: Record<number, number> = { 17: 100, 18: 120 };

export interface PackSeed {
  subjectSlug: string;
  levelId: number;
  courseType: "group" | "individual";
  segment: "regular" | "summer-camp";
  name: string;
  totalClasses: number;
  currency: "INR" | "USD";
  priceMinor: number;
  isOffer: boolean;
}

/** Rounds to whole rupees / dollars (100 minor units). */
const whole = (minor: number) => Math.max(100, Math.round(minor / 100) * 100);

/**
 * Packs for every subject: levels 17 and 18, 4/8/12/24 classes, INR and USD, individual and group
 * (regular segment), plus group summer-camp packs of 8 and 12 classes at level 17. The per-class
 * price comes from the subject's cheapest course. The 12-class individual level-17 packs and the
 * summer-camp packs are offers.
 */
export function buildPackSeeds(
  subjects: readonly SubjectSeed[],
  courses: readonly CourseSeed[],
): PackSeed[] {
  const rows: PackSeed[] = [];
  for (const s of subjects) {
    const own = courses.filter((c) => c.subjectSlug === s.slug);
    const inr = own.length ? Math.min(...own.map((c) => c.fromPriceInrMinor)) : 49900;
    const usd = own.length ? Math.min(...own.map((c) => c.fromPriceUsdMinor)) : 1200;
    const perClass = { INR: inr, USD: usd };
    for (const currency of ["INR", "USD"] as const) {
      for (const levelId of PACK_LEVELS) {
        for (const courseType of ["individual", "group"] as const) {
          for (const totalClasses of PACK_CLASS_COUNTS) {
            const percent =
              VOLUME_PERCENT[totalClasses]! *
              LEVEL_PERCENT[levelId]! *
              (courseType === "group" ? GROUP_PERCENT : 100);
            rows.push({
              subjectSlug: s.slug,
              levelId,
              courseType,
              segment: "regular",
              name: `${s.name} · ${totalClasses} classes`,
              totalClasses,
              currency,
              priceMinor: whole((perClass[currency] * totalClasses * percent) / 1_000_000),
              isOffer: levelId === 17 && courseType === "individual" && totalClasses === 12,
            });
          }
        }
      }
      for (const totalClasses of SUMMER_CLASS_COUNTS) {
        rows.push({
          subjectSlug: s.slug,
          levelId: 17,
          courseType: "group",
          segment: "summer-camp",
          name: `${s.name} summer camp · ${totalClasses} classes`,
          totalClasses,
          currency,
          priceMinor: whole((perClass[currency] * totalClasses * 50) / 100),
          isOffer: true,
        });
      }
    }
  }
  return rows;
}

export interface PromoSeed {
  code: string;
  couponType: number;
  discount: number;
  validFrom: Date;
  validTo: Date;
  maxUses: number | null;
  maxUsesPerUser: number;
  /** Course scope by slug (null: any course). */
  courseSlug: string | null;
  currency: "INR" | "USD" | null;
  note: string;
}

const FROM = new Date("2024-01-01T00:00:00Z");
const FAR = new Date("2099-12-31T23:59:59Z");

/** The demo promo codes, documented in README.md ("Promo codes"). */
export const PROMO_SEEDS: readonly PromoSeed[] = [
  {
    code: "WELCOME10",
    couponType: 1,
    discount: 10,
    validFrom: FROM,
    validTo: FAR,
    maxUses: null,
    maxUsesPerUser: 100,
    courseSlug: null,
    currency: null,
    note: "10% off any pack",
  },
  {
    code: "FLAT500",
    couponType: 2,
    discount: 50000,
    validFrom: FROM,
    validTo: FAR,
    maxUses: null,
    maxUsesPerUser: 1,
    courseSlug: null,
    currency: null,
    note: "₹500 off (converted at the rate on USD packs), once per student",
  },
  {
    code: "SUMMER25",
    couponType: 1,
    discount: 25,
    validFrom: FROM,
    validTo: FAR,
    maxUses: null,
    maxUsesPerUser: 1,
    courseSlug: "guitar-for-beginners",
    currency: null,
    note: "25% off Guitar for Beginners packs (course scope), once per student",
  },
  {
    code: "EXPIRED5",
    couponType: 1,
    discount: 5,
    validFrom: FROM,
    validTo: new Date("2025-01-01T00:00:00Z"),
    maxUses: null,
    maxUsesPerUser: 1,
    courseSlug: null,
    currency: null,
    note: "expired on 1 January 2025",
  },
  {
    code: "ONCE100",
    couponType: 2,
    discount: 10000,
    validFrom: FROM,
    validTo: FAR,
    maxUses: 1,
    maxUsesPerUser: 1,
    courseSlug: null,
    currency: "INR",
    note: "₹100 off INR packs; the first order anywhere uses it up",
  },
];
