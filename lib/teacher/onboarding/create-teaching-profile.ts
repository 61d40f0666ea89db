import type { Db } from "@/db/client";
import { teacherProfiles, teacherSubjects } from "@/db/schema";
import { refreshSearchDocuments } from "../../catalog/search-document";

/** What a teaching profile starts with (decision 038). */
export interface TeachingProfileInput {
  teacherId: number;
  streamId: number;
  headline: string;
  bio?: string;
  experienceYears?: number;
  languages?: string[];
  priceInrMinor: number;
  priceUsdMinor: number;
  /** The subject the teacher mainly teaches; none yet for a draft made on approval. */
  primarySubjectId?: number | null;
  secondarySubjectIds?: readonly number[];
  /**
   * `draft`: made on approval, the teacher still completes it and sets a price (not listed yet).
   * `complete`: made whole at once (the demo seed, test factories): complete and priced.
   */
  status: "draft" | "complete";
}

/**
 * THE way a teaching profile comes to exist (decision 038): the teacher_profiles rows, their
 * teacher_subjects and their search documents, in the caller's transaction. Idempotent: a profile
 * that already exists is left as it is (ON CONFLICT DO NOTHING on the primary key), so two admins
 * approving one applicant at once make one profile. Many at once in a few statements (the bulk
 * seed passes a thousand). Answers the ids of the profiles this call created.
 */
export async function createTeachingProfiles(
  db: Db,
  inputs: readonly TeachingProfileInput[],
  now: Date,
): Promise<number[]> {
  if (inputs.length === 0) return [];
  const created = await db
    .insert(teacherProfiles)
    .values(
      inputs.map((p) => {
        const done = p.status === "complete" ? now : null;
        return {
          userId: p.teacherId,
          streamId: p.streamId,
          headline: p.headline,
          bio: p.bio ?? "",
          experienceYears: p.experienceYears ?? 0,
          languages: p.languages ?? [],
          priceInrMinor: p.priceInrMinor,
          priceUsdMinor: p.priceUsdMinor,
          completedAt: done,
          priceSetAt: done,
          // Nobody to tell: a profile made complete (seed, factories) never sends "you are live".
          liveNoticeAt: done,
        };
      }),
    )
    .onConflictDoNothing({ target: teacherProfiles.userId })
    .returning({ id: teacherProfiles.userId });
  const ids = new Set(created.map((r) => r.id));
  const subjectRows = inputs
    .filter((p) => ids.has(p.teacherId))
    .flatMap((p) => [
      ...(p.primarySubjectId
        ? [{ teacherId: p.teacherId, subjectId: p.primarySubjectId, kind: "primary" as const }]
        : []),
      ...[...new Set(p.secondarySubjectIds ?? [])]
        .filter((s) => s !== p.primarySubjectId)
        .map((subjectId) => ({ teacherId: p.teacherId, subjectId, kind: "secondary" as const })),
    ]);
  if (subjectRows.length > 0) {
    await db.insert(teacherSubjects).values(subjectRows).onConflictDoNothing();
  }
  await refreshSearchDocuments(db, { teacherIds: [...ids] });
  return [...ids];
}

/** One profile: true when this call created it, false when it existed already. */
export async function createTeachingProfile(
  db: Db,
  input: TeachingProfileInput,
  now: Date,
): Promise<boolean> {
  return (await createTeachingProfiles(db, [input], now)).length === 1;
}
