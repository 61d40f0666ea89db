/**
 * Demo accounts created by `npm run db:seed` (listed in the README). Only these accounts have a
 * password; every other seeded user signs in by OTP only (passwordHash null).
 */
export const DEMO_PASSWORD = "Demo@1234";

export type DemoAccountKey = "student" | "sibling" | "teacher" | "admin";

export interface DemoAccount {
  role: "student" | "teacher" | "admin";
  firstName: string;
  lastName: string;
  email: string;
  /** National number, digits only. */
  mobile: string;
  countryCode: string;
  password: string;
  timeZone: string;
  referralCode: string;
  /** One line for the README. */
  note: string;
}

export const DEMO_ACCOUNTS: Readonly<Record<DemoAccountKey, DemoAccount>> = {
  student: {
    role: "student",
    firstName: "Aarav",
    lastName: "Mehta",
    email: "student@demo.tutor.example",
    mobile: "9000000001",
    countryCode: "+91",
    password: DEMO_PASSWORD,
    timeZone: "Asia/Kolkata",
    referralCode: "DEMOSTU1",
    note: "Student account.",
  },
  sibling: {
    role: "student",
    firstName: "Diya",
    lastName: "Mehta",
    email: "sibling@demo.tutor.example",
    mobile: "9000000001",
    countryCode: "+91",
    password: DEMO_PASSWORD,
    timeZone: "Asia/Kolkata",
    referralCode: "DEMOSIB1",
    note: "Second student on the same mobile as the demo student (siblings under one parent's number).",
  },
  teacher: {
    role: "teacher",
    firstName: "Rohan",
    lastName: "Mathew",
    email: "teacher@demo.tutor.example",
    mobile: "9000000002",
    countryCode: "+91",
    password: DEMO_PASSWORD,
    timeZone: "Asia/Kolkata",
    referralCode: "DEMOTCH1",
    note: "Featured guitar teacher with a full profile.",
  },
  admin: {
    role: "admin",
    firstName: "Site",
    lastName: "Admin",
    email: "admin@demo.tutor.example",
    mobile: "9000000003",
    countryCode: "+91",
    password: DEMO_PASSWORD,
    timeZone: "Asia/Kolkata",
    referralCode: "DEMOADM1",
    note: "Administrator.",
  },
};

/** The demo teacher's profile (stream and subjects by slug). */
export const DEMO_TEACHER_PROFILE = {
  streamSlug: "music",
  primarySubjectSlug: "guitar",
  secondarySubjectSlugs: ["keyboard", "piano"],
  headline: "Guitarist & music producer · Trinity Grade 8 · 11 years teaching",
  bio: "I have played guitar in bands and recording studios in Kochi and Bengaluru for over fifteen years and have been teaching for 11 years. My classes are built around songs my students love, from Bollywood and Malayalam film music to rock and fingerstyle, with a short practice plan after every session. I especially enjoy working with adults who always wanted to learn but never found the time.",
  experienceYears: 11,
  languages: ["English", "Hindi", "Malayalam"],
  priceInrMinor: 79900,
  priceUsdMinor: 2000,
  rating: 4.92,
  ratingCount: 184,
  isFeatured: true,
} as const;
