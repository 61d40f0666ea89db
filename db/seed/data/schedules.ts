/**
 * Demo availability: curriculum stamps, the demo teacher's batches, and weekly slots for every
 * seeded teacher. Times are local in each teacher's own zone (users.time_zone), so a teacher in
 * London teaches London mornings and evenings. Deterministic: a teacher's pattern follows their
 * place in the seed plan.
 */

export const CURRICULUM_STAMPS: readonly { name: string; isOther: boolean }[] = [
  { name: "CBSE", isOther: false },
  { name: "ICSE", isOther: false },
  { name: "IGCSE", isOther: false },
  { name: "IB", isOther: false },
  { name: "State Board", isOther: false },
  { name: "Other", isOther: true },
];

export interface SeedBatch {
  name: string;
  subjectSlug: string;
  /** A stamp's name, or null while the teacher has not chosen one. */
  stamp: string | null;
  otherCurriculum?: string;
}

/** The demo teacher's batches (guitar and keyboard). */
export const DEMO_TEACHER_BATCHES: readonly SeedBatch[] = [
  {
    name: "Weekend guitar beginners",
    subjectSlug: "guitar",
    stamp: "Other",
    otherCurriculum: "Trinity College London Rock & Pop",
  },
  { name: "Keyboard for school students", subjectSlug: "keyboard", stamp: null },
];

/** A weekly slot of the seed: weekday (0 = Sunday), local "HH:MM", minutes; demo slots take 4. */
export interface SeedSlot {
  dayOfWeek: number;
  startTime: string;
  durationMinutes: number;
  isDemoSlot: boolean;
  capacity: number;
}

type Pattern = readonly [day: number, time: string, minutes: number, demo?: "demo"][];

/** Morning and evening mixes of 4 to 8 slots, each with one group demo slot. */
const PATTERNS: readonly Pattern[] = [
  [
    [1, "07:00", 60],
    [3, "07:00", 60],
    [5, "07:00", 60],
    [2, "18:30", 60],
    [4, "18:30", 60],
    [6, "10:00", 45, "demo"],
  ],
  [
    [1, "17:00", 60],
    [2, "17:00", 60],
    [4, "19:00", 60],
    [6, "09:00", 60],
    [0, "11:00", 45, "demo"],
  ],
  [
    [2, "06:30", 60],
    [3, "20:00", 60],
    [5, "20:00", 60],
    [6, "16:00", 90],
    [0, "09:30", 60],
    [0, "17:30", 45, "demo"],
  ],
  [
    [1, "08:00", 60],
    [3, "08:00", 60],
    [4, "18:00", 60],
    [5, "18:00", 60],
    [6, "11:30", 60],
    [6, "15:00", 60],
    [2, "19:30", 60],
    [0, "10:00", 45, "demo"],
  ],
  [
    [3, "16:00", 60],
    [5, "07:30", 60],
    [6, "18:00", 60],
    [0, "08:00", 45, "demo"],
  ],
];

/** The demo teacher: weekday evenings, two early mornings and a Saturday group demo. */
const DEMO_TEACHER_PATTERN: Pattern = [
  [1, "18:00", 60],
  [3, "18:00", 60],
  [5, "18:00", 60],
  [2, "07:00", 60],
  [4, "07:00", 60],
  [6, "10:00", 45, "demo"],
  [0, "17:00", 60],
];

/** Seats of a seeded demo slot. */
export const SEED_DEMO_CAPACITY = 4;

const toSlots = (pattern: Pattern): SeedSlot[] =>
  pattern.map(([dayOfWeek, startTime, durationMinutes, demo]) => ({
    dayOfWeek,
    startTime,
    durationMinutes,
    isDemoSlot: demo === "demo",
    capacity: demo === "demo" ? SEED_DEMO_CAPACITY : 1,
  }));

/** The weekly slots of the teacher at `index` in the seed plan (the demo teacher has their own). */
export function seedSlotsFor(index: number, isDemoTeacher: boolean): SeedSlot[] {
  return toSlots(isDemoTeacher ? DEMO_TEACHER_PATTERN : PATTERNS[index % PATTERNS.length]!);
}
