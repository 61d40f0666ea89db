import { asc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { storyCharacters } from "@/db/schema";
import { totalPoints } from "../points/ledger";
import { POINTS, STREAK_WEEKS } from "../points/rules";

export interface CharacterJson {
  id: number;
  slug: string;
  name: string;
  story: string;
  image_url: string;
  unlock_points: number;
}

export interface LearnerCharacterJson extends CharacterJson {
  unlocked: boolean;
  /** Points still needed (0 when unlocked). */
  points_needed: number;
}

/** Every character, by unlock points. */
export async function allCharacters(db: Db): Promise<CharacterJson[]> {
  const rows = await db
    .select()
    .from(storyCharacters)
    .orderBy(
      asc(storyCharacters.unlockPoints),
      asc(storyCharacters.sortOrder),
      asc(storyCharacters.id),
    );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    story: r.story,
    image_url: r.imageUrl,
    unlock_points: r.unlockPoints,
  }));
}

/** GET /st/load-all-story-characters: every character, by the points that unlock it. */
export async function loadAllStoryCharacters(db: Db) {
  return { status: true as const, data: await allCharacters(db) };
}

/**
 * GET get-story-characters: the child's characters — each marked unlocked when the child's points
 * reach its threshold — with the child's points and the next character to unlock.
 */
export async function loadLearnerCharacters(db: Db, studentId: number) {
  const [characters, points] = await Promise.all([allCharacters(db), totalPoints(db, studentId)]);
  return learnerCharacters(characters, points);
}

/** The characters as a child with `points` sees them (unlocked, points needed, the next one). */
export function learnerCharacters(characters: CharacterJson[], points: number) {
  const data: LearnerCharacterJson[] = characters.map((c) => ({
    ...c,
    unlocked: points >= c.unlock_points,
    points_needed: Math.max(c.unlock_points - points, 0),
  }));
  const next = data.find((c) => !c.unlocked) ?? null;
  return {
    status: true as const,
    total_points: points,
    unlocked_count: data.filter((c) => c.unlocked).length,
    next_character: next ? { name: next.name, points_needed: next.points_needed } : null,
    data,
  };
}

/** GET /st/load-how-story-character-work: how a child earns points and unlocks characters. */
export async function howStoryCharactersWork(db: Db) {
  const characters = await allCharacters(db);
  return {
    status: true as const,
    title: "How story characters work",
    steps: [
      "Every class you attend, every activity you finish and every class you rate earns points.",
      "When your points reach a character's number, that character joins your story.",
      "Your points also place you on the leaderboard: keep learning to climb it!",
    ],
    ways_to_earn: [
      { reason: "attendance", label: "Attend a class", points: POINTS.attendance },
      { reason: "rating", label: "Rate a class you attended", points: POINTS.rating },
      { reason: "survey", label: "Answer the class survey", points: POINTS.survey },
      { reason: "activity", label: "Finish a class activity", points: null },
      {
        reason: "streak",
        label: `Attend classes ${STREAK_WEEKS} weeks in a row`,
        points: POINTS.streak,
      },
    ],
    thresholds: characters.map((c) => ({ name: c.name, unlock_points: c.unlock_points })),
  };
}
