/**
 * Engagement demo data (issue 22): story characters with original artwork (public/characters),
 * the school's holidays, approved showcase work (public/showcase) and the points the seeded class
 * history earns under lib/engagement/points/rules.ts — attendance per attended seat, a rating per
 * rated class and streak bonuses — so the demo student's dashboard shows points, a rank and
 * unlocked characters.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { holidays, showcaseItems, storyCharacters } from "../schema/engagement";
import { POINTS } from "../../lib/engagement/points/rules";
import { awardStreak } from "../../lib/engagement/points/streak";
import { rowsOf } from "../../lib/db-rows";

export const SEED_CHARACTERS = [
  {
    slug: "ollie-owl",
    name: "Ollie the Owl",
    story:
      "Ollie reads one page of music every night and hoots the tune at sunrise. Ollie joins every new learner's story.",
    imageUrl: "/characters/owl.svg",
    unlockPoints: 0,
  },
  {
    slug: "fia-fox",
    name: "Fia the Fox",
    story: "Fia is the fastest drummer in the forest. She practises slowly first, then speeds up.",
    imageUrl: "/characters/fox.svg",
    unlockPoints: 50,
  },
  {
    slug: "tara-turtle",
    name: "Tara the Turtle",
    story: "Tara sings under the sea. Slow and steady, she never misses a class.",
    imageUrl: "/characters/turtle.svg",
    unlockPoints: 150,
  },
  {
    slug: "bolt-robot",
    name: "Bolt the Robot",
    story: "Bolt codes little games and asks a question in every class.",
    imageUrl: "/characters/robot.svg",
    unlockPoints: 300,
  },
  {
    slug: "zuri-dragon",
    name: "Zuri the Dragon",
    story: "Zuri paints with warm colours and breathes music instead of fire.",
    imageUrl: "/characters/dragon.svg",
    unlockPoints: 500,
  },
  {
    slug: "wally-whale",
    name: "Wally the Whale",
    story:
      "Wally's song can be heard across every ocean. Only the most dedicated learners meet him.",
    imageUrl: "/characters/whale.svg",
    unlockPoints: 800,
  },
] as const;

/** The school's holidays (India dates). */
export const SEED_HOLIDAYS: { name: string; startsOn: string; endsOn: string }[] = [
  { name: "Diwali break", startsOn: "2026-11-07", endsOn: "2026-11-09" },
  { name: "Christmas", startsOn: "2026-12-25", endsOn: "2026-12-25" },
  { name: "New Year break", startsOn: "2026-12-31", endsOn: "2027-01-01" },
  { name: "Republic Day", startsOn: "2027-01-26", endsOn: "2027-01-26" },
  { name: "Holi", startsOn: "2027-03-22", endsOn: "2027-03-22" },
  { name: "Summer break", startsOn: "2027-05-24", endsOn: "2027-05-30" },
  { name: "Independence Day", startsOn: "2027-08-15", endsOn: "2027-08-15" },
  { name: "Gandhi Jayanti", startsOn: "2027-10-02", endsOn: "2027-10-02" },
  { name: "Diwali break", startsOn: "2027-10-28", endsOn: "2027-10-30" },
  { name: "Christmas", startsOn: "2027-12-25", endsOn: "2027-12-25" },
];

const SHOWCASE = [
  {
    title: "My first guitar song",
    description: "Twinkle Twinkle on three strings, played for my grandmother.",
    image: "/showcase/guitar-song.svg",
    status: "approved",
  },
  {
    title: "Sunset over the sea",
    description: "Watercolours after our colour-mixing class.",
    image: "/showcase/sunset.svg",
    status: "approved",
  },
  {
    title: "Rocket game",
    description: "A rocket that dodges stars; my first game in Scratch.",
    image: "/showcase/rocket.svg",
    status: "approved",
  },
  {
    title: "The Rain Song",
    description: "A poem with a rhyme in every line.",
    image: "/showcase/poem.svg",
    status: "approved",
  },
  {
    title: "Waiting for a look",
    description: "Not approved yet: never shown.",
    image: "/showcase/poem.svg",
    status: "pending",
  },
] as const;

const DAY = 86_400_000;

/** Rows of the engagement tables the seed writes. */
export async function countEngagementRows(db: Db) {
  return {
    storyCharacters: await db.$count(storyCharacters),
    holidays: await db.$count(holidays),
    showcaseItems: await db.$count(showcaseItems),
  };
}

/** Characters, holidays, showcase (by the given students) and the points of the class history. */
export async function seedEngagement(tx: Db, showcaseStudentIds: number[], now: Date) {
  await tx.insert(storyCharacters).values(SEED_CHARACTERS.map((c, i) => ({ ...c, sortOrder: i })));
  await tx.insert(holidays).values(SEED_HOLIDAYS);
  if (showcaseStudentIds.length > 0) {
    await tx.insert(showcaseItems).values(
      SHOWCASE.map((s, i) => ({
        studentId: showcaseStudentIds[i % showcaseStudentIds.length]!,
        title: s.title,
        description: s.description,
        imageUrl: s.image,
        status: s.status,
        approvedAt: s.status === "approved" ? new Date(now.getTime() - (i + 1) * DAY) : null,
        createdAt: new Date(now.getTime() - (i + 2) * DAY),
      })),
    );
  }
  // The points the seeded history earned, by the rules (rules.ts), as the events would award them.
  await tx.execute(sql`
    insert into point_entries (student_id, points, reason, ref, created_at)
    select e.student_id, ${POINTS.attendance}, 'attendance', 'enrolment:' || e.id, e.attended_at
    from session_enrolments e where e.attended_at is not null and e.attended_at <= ${now.toISOString()}::timestamptz
    on conflict do nothing`);
  await tx.execute(sql`
    insert into point_entries (student_id, points, reason, ref, created_at)
    select r.student_id, ${POINTS.rating}, 'rating', 'session:' || r.session_id, r.created_at
    from class_ratings r
    on conflict do nothing`);
  const attendees = rowsOf<{ student_id: number }>(
    await tx.execute(
      sql`select distinct student_id from session_enrolments where attended_at is not null`,
    ),
  );
  for (const a of attendees) await awardStreak(tx, a.student_id, now);
  return countEngagementRows(tx);
}
