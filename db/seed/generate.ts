/**
 * Builds the people in the demo seed (teachers, students, demo accounts) from the name pools in
 * data/, using a seeded PRNG so every run produces exactly the same rows. Pure: no database access.
 */
import { DEMO_ACCOUNTS, DEMO_TEACHER_PROFILE } from "./demo-accounts";
import {
  HOMES,
  INDIAN_ORIGINS,
  ORIGINS,
  STUDENT_ANGLO_FIRST_NAMES,
  STUDENT_FIRST_NAMES,
} from "./data/names";
import type { HomeKey, Origin, OriginKey } from "./data/names";
import { STREAMS } from "./data/streams";
import { SUBJECTS } from "./data/subjects";
import { AUDIENCES, STREAM_APPROACHES, SUBJECT_TEACHING } from "./data/teaching";
import { DEFAULT_SEED, SeededRandom } from "./prng";

export const EMAIL_DOMAIN = "demo.tutor.example";

/** Generated teachers per stream; the demo teacher (music) comes on top. */
export const GENERATED_TEACHERS_PER_STREAM: Readonly<Record<string, number>> = {
  music: 9,
  academics: 9,
  coding: 7,
  art: 6,
  languages: 8,
};

/** Homes abroad of Indian teachers living outside India. */
const DIASPORA_HOMES: readonly HomeKey[] = ["dubai", "london", "newYork"];
/** How many of the least experienced generated teachers are brand new (no ratings yet). */
const NEW_TEACHERS = 3;
/** Featured generated teachers per stream (the demo teacher is featured too). */
const FEATURED_PER_STREAM: Readonly<Record<string, number>> = {
  music: 1,
  academics: 2,
  coding: 2,
  art: 2,
  languages: 2,
};
/** Price premium in rupees by stream, on top of experience. */
const STREAM_PREMIUM: Readonly<Record<string, number>> = {
  music: 100,
  academics: 100,
  coding: 250,
  art: 0,
  languages: 50,
};

interface StudentSlot {
  home: HomeKey;
  /** Indian name pools unless "anglo". */
  origin?: "anglo";
  /** Students with the same family share a last name and one parent's mobile. */
  family?: string;
  /** Younger siblings are often registered by mobile only. */
  noEmail?: boolean;
}

const STUDENT_SLOTS: readonly StudentSlot[] = [
  { home: "india" },
  { home: "india" },
  { home: "india", family: "a" },
  { home: "india", family: "a", noEmail: true },
  { home: "india" },
  { home: "losAngeles" },
  { home: "india" },
  { home: "london" },
  { home: "india" },
  { home: "dubai" },
  { home: "india" },
  { home: "sydney", origin: "anglo" },
  { home: "london" },
];

export type Role = "student" | "teacher" | "admin";

export interface PlannedUser {
  role: Role;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  countryCode: string;
  timeZone: string;
  /** Unique, so it doubles as the key that links a user to its teacher profile. */
  referralCode: string;
  /** Demo accounts get the demo password; everyone else has no password. */
  isDemo: boolean;
}

export interface PlannedTeacher {
  referralCode: string;
  streamSlug: string;
  primarySubjectSlug: string;
  secondarySubjectSlugs: string[];
  headline: string;
  bio: string;
  experienceYears: number;
  languages: string[];
  priceInrMinor: number;
  priceUsdMinor: number;
  rating: number;
  ratingCount: number;
  isFeatured: boolean;
}

export interface SeedPlan {
  users: PlannedUser[];
  teachers: PlannedTeacher[];
}

const DIGITS = "0123456789";
/** Referral code alphabet without look-alikes (0/O, 1/I). */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "Lefèvre" -> "lefevre": e-mail local parts stay ASCII. */
function asciiSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

function yearsText(years: number): string {
  return years === 1 ? "a year" : `${years} years`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}

/** Keeps names, e-mails, mobiles and referral codes unique across everyone in the seed. */
class Registry {
  readonly names = new Set<string>();
  readonly firstNames = new Set<string>();
  readonly emails = new Set<string>();
  readonly mobiles = new Set<string>();
  readonly referralCodes = new Set<string>();

  constructor() {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      this.names.add(`${account.firstName} ${account.lastName}`);
      this.firstNames.add(account.firstName);
      this.emails.add(account.email);
      this.mobiles.add(`${account.countryCode} ${account.mobile}`);
      this.referralCodes.add(account.referralCode);
    }
  }

  /** A new full name, preferring a first name nobody in the seed has yet. */
  name(
    rng: SeededRandom,
    firstNames: readonly string[],
    lastNames: readonly string[],
    last?: string,
  ) {
    for (let attempt = 0; attempt < 300; attempt++) {
      const firstName = rng.pick(firstNames);
      const lastName = last ?? rng.pick(lastNames);
      const full = `${firstName} ${lastName}`;
      if (this.names.has(full) || (attempt < 100 && this.firstNames.has(firstName))) continue;
      this.names.add(full);
      this.firstNames.add(firstName);
      return { firstName, lastName };
    }
    throw new Error("Seed: ran out of unique names; add more to db/seed/data/names.ts");
  }

  email(firstName: string, lastName: string): string {
    const base = `${asciiSlug(firstName)}.${asciiSlug(lastName)}`;
    for (let n = 1; ; n++) {
      const email = `${n === 1 ? base : `${base}${n}`}@${EMAIL_DOMAIN}`;
      if (!this.emails.has(email)) {
        this.emails.add(email);
        return email;
      }
    }
  }

  mobile(rng: SeededRandom, home: HomeKey): string {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const mobile = mobileNumber(rng, home);
      const key = `${HOMES[home].countryCode} ${mobile}`;
      if (!this.mobiles.has(key)) {
        this.mobiles.add(key);
        return mobile;
      }
    }
    throw new Error(`Seed: could not find a free mobile number for ${home}`);
  }

  referralCode(rng: SeededRandom): string {
    for (;;) {
      const code = rng.string(8, CODE_ALPHABET);
      if (!this.referralCodes.has(code)) {
        this.referralCodes.add(code);
        return code;
      }
    }
  }
}

/**
 * A national mobile number (digits only) of the right shape for the home country. Outside India we
 * stay inside ranges reserved for fiction where they exist (US 555-01xx, UK 07700 900xxx,
 * AU 0491 570xxx).
 */
function mobileNumber(rng: SeededRandom, home: HomeKey): string {
  switch (home) {
    case "india":
      return rng.pick(["9", "8", "7"]) + rng.string(9, DIGITS);
    case "newYork":
      return rng.pick(["212", "646", "917", "718"]) + "55501" + rng.string(2, DIGITS);
    case "losAngeles":
      return rng.pick(["213", "310", "323", "424"]) + "55501" + rng.string(2, DIGITS);
    case "london":
      return "7700900" + rng.string(3, DIGITS);
    case "dubai":
      return rng.pick(["50", "52", "55", "56"]) + rng.string(7, DIGITS);
    case "sydney":
      return "491570" + rng.string(3, DIGITS);
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

interface GeneratedTeacher {
  user: Omit<PlannedUser, "referralCode">;
  teacher: Omit<PlannedTeacher, "referralCode">;
}

function generateTeachers(rng: SeededRandom, registry: Registry): GeneratedTeacher[] {
  // One slot per teacher: cycle through each stream's subjects (shuffled) so every subject has
  // at least one teacher, then shuffle so ids are not grouped by stream.
  const slots: { streamSlug: string; subjectSlug: string }[] = [];
  for (const stream of STREAMS) {
    const subjects = rng.shuffle(SUBJECTS.filter((s) => s.streamSlug === stream.slug));
    const count = GENERATED_TEACHERS_PER_STREAM[stream.slug] ?? 0;
    for (let i = 0; i < count; i++) {
      const subject = subjects[i % subjects.length];
      if (subject) slots.push({ streamSlug: stream.slug, subjectSlug: subject.slug });
    }
  }

  // Decide everyone's origin first, then move a fixed few Indian teachers abroad (the diaspora).
  const planned = rng.shuffle(slots).map((slot) => {
    const teaching = SUBJECT_TEACHING[slot.subjectSlug];
    if (!teaching) throw new Error(`Seed: no teaching text for subject ${slot.subjectSlug}`);
    const originKey: OriginKey = rng.pick(teaching.origins);
    const origin: Origin = ORIGINS[originKey];
    const home: HomeKey = origin.homesAbroad ? rng.pick(origin.homesAbroad) : "india";
    return { ...slot, teaching, originKey, origin, home };
  });
  const indianTeachers = planned.filter((t) => INDIAN_ORIGINS.includes(t.originKey));
  rng.sample(indianTeachers, DIASPORA_HOMES.length).forEach((t, i) => {
    t.home = DIASPORA_HOMES[i] ?? "india";
  });

  const generated = planned.map((slot): GeneratedTeacher => {
    const { streamSlug, subjectSlug, teaching, originKey, origin, home } = slot;
    const { firstName, lastName } = registry.name(rng, origin.firstNames, origin.lastNames);

    const years = rng.int(1, 25);
    const city = rng.pick(origin.cities);
    const isIndian = INDIAN_ORIGINS.includes(originKey);
    const languages = [
      ...new Set([
        "English",
        ...origin.languages,
        ...(isIndian && !origin.languages.includes("Hindi") && rng.chance(0.5) ? ["Hindi"] : []),
        ...(teaching.requiresLanguage ? [teaching.requiresLanguage] : []),
      ]),
    ];

    const credential = rng.chance(0.5) ? rng.pick(teaching.credentials) : null;
    const headline = [teaching.role, credential, `${years} year${years === 1 ? "" : "s"} teaching`]
      .filter(Boolean)
      .join(" · ");
    const isNative =
      teaching.requiresLanguage !== undefined &&
      origin.languages.includes(teaching.requiresLanguage);
    const backgrounds =
      isNative && teaching.nativeBackgrounds ? teaching.nativeBackgrounds : teaching.backgrounds;
    const bio = [
      fill(rng.pick(backgrounds), { city, years: yearsText(years) }),
      rng.pick(STREAM_APPROACHES[streamSlug] ?? []),
      rng.pick(AUDIENCES),
    ].join(" ");

    const rating = Math.round(Math.min(5, 3.8 + 1.2 * Math.sqrt(rng.float())) * 100) / 100;
    const ratingCount = Math.min(250, Math.round(years * (2 + rng.float() * 9)) + rng.int(1, 12));

    // ₹300 to ₹1,500 per class, rising with experience; half the prices end in 49/99.
    const raw = 350 + years * 28 + (STREAM_PREMIUM[streamSlug] ?? 0) + rng.int(-60, 120);
    const rupees = clamp(Math.round(raw / 50) * 50 - (rng.chance(0.5) ? 1 : 0), 300, 1500);
    const dollars = clamp(Math.round(rupees / 40), 8, 40);

    const secondaryCount = rng.int(0, Math.min(2, teaching.alsoTeaches.length));
    const secondarySubjectSlugs = rng.sample(teaching.alsoTeaches, secondaryCount);

    return {
      user: {
        role: "teacher",
        firstName,
        lastName,
        email: registry.email(firstName, lastName),
        mobile: registry.mobile(rng, home),
        countryCode: HOMES[home].countryCode,
        timeZone: HOMES[home].timeZone,
        isDemo: false,
      },
      teacher: {
        streamSlug,
        primarySubjectSlug: subjectSlug,
        secondarySubjectSlugs,
        headline,
        bio,
        experienceYears: years,
        languages,
        priceInrMinor: rupees * 100,
        priceUsdMinor: dollars * 100,
        rating,
        ratingCount,
        isFeatured: false,
      },
    };
  });

  // The least experienced teachers have just joined: no ratings yet.
  const newest = generated
    .map((g, index) => ({ index, years: g.teacher.experienceYears }))
    .sort((a, b) => a.years - b.years || a.index - b.index)
    .slice(0, NEW_TEACHERS);
  for (const { index } of newest) {
    const t = generated[index]?.teacher;
    if (t) {
      t.rating = 0;
      t.ratingCount = 0;
    }
  }

  // Feature the best rated established teachers of each stream.
  for (const stream of STREAMS) {
    const candidates = generated
      .map((g, index) => ({ index, t: g.teacher }))
      .filter(({ t }) => t.streamSlug === stream.slug && t.ratingCount >= 25)
      .sort((a, b) => b.t.rating - a.t.rating || a.index - b.index)
      .slice(0, FEATURED_PER_STREAM[stream.slug] ?? 0);
    for (const { t } of candidates) t.isFeatured = true;
  }

  return generated;
}

function generateStudents(
  rng: SeededRandom,
  registry: Registry,
): Omit<PlannedUser, "referralCode">[] {
  const families = new Map<string, { lastName: string; mobile: string }>();
  return STUDENT_SLOTS.map((slot) => {
    const home = HOMES[slot.home];
    const family = slot.family ? families.get(slot.family) : undefined;
    const origin = ORIGINS[slot.origin ?? rng.pick(INDIAN_ORIGINS)];
    const firstNames = slot.origin === "anglo" ? STUDENT_ANGLO_FIRST_NAMES : STUDENT_FIRST_NAMES;
    const { firstName, lastName } = registry.name(
      rng,
      firstNames,
      origin.lastNames,
      family?.lastName,
    );
    const mobile = family?.mobile ?? registry.mobile(rng, slot.home);
    if (slot.family && !family) families.set(slot.family, { lastName, mobile });
    return {
      role: "student",
      firstName,
      lastName,
      email: slot.noEmail ? null : registry.email(firstName, lastName),
      mobile,
      countryCode: home.countryCode,
      timeZone: home.timeZone,
      isDemo: false,
    };
  });
}

/** Everything about people in the seed, in insertion order: demo accounts, teachers, students. */
export function buildSeedPlan(seed: number = DEFAULT_SEED): SeedPlan {
  const registry = new Registry();
  // Separate streams of randomness, so adding a student never changes the teachers.
  const teachers = generateTeachers(new SeededRandom(seed), registry);
  const students = generateStudents(new SeededRandom(seed + 1), registry);
  const codes = new SeededRandom(seed + 2);

  const demoUsers: PlannedUser[] = (["student", "sibling", "teacher", "admin"] as const).map(
    (key) => {
      const a = DEMO_ACCOUNTS[key];
      return {
        role: a.role,
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        mobile: a.mobile,
        countryCode: a.countryCode,
        timeZone: a.timeZone,
        referralCode: a.referralCode,
        isDemo: true,
      };
    },
  );

  const { secondarySubjectSlugs, ...demoProfile } = DEMO_TEACHER_PROFILE;
  const demoTeacher: PlannedTeacher = {
    ...demoProfile,
    referralCode: DEMO_ACCOUNTS.teacher.referralCode,
    secondarySubjectSlugs: [...secondarySubjectSlugs],
    languages: [...demoProfile.languages],
  };

  const teacherUsers: PlannedUser[] = [];
  const plannedTeachers: PlannedTeacher[] = [demoTeacher];
  for (const { user, teacher } of teachers) {
    const referralCode = registry.referralCode(codes);
    teacherUsers.push({ ...user, referralCode });
    plannedTeachers.push({ ...teacher, referralCode });
  }
  const studentUsers = students.map((s) => ({ ...s, referralCode: registry.referralCode(codes) }));

  return { users: [...demoUsers, ...teacherUsers, ...studentUsers], teachers: plannedTeachers };
}
