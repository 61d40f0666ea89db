import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  batches,
  curriculumStamps,
  streams,
  subjects,
  teacherOffers,
  teacherProfiles,
  teacherSubjects,
} from "@/db/schema";
import { afterTeacherChange } from "../../catalog/cache-tags";
import { refreshSearchDocuments } from "../../catalog/search-document";
import { badRequest, conflict } from "../../errors";
import { noticeIfLive } from "../onboarding/live-notice";
import { loadOnboardingFacts, missingProfileMessageFor } from "../onboarding/status";
import { isListed } from "../onboarding/steps";
import { PROFILE_MESSAGES as M, type TeacherProfileForm } from "./schemas";

/** What the settings screen shows: the offer, the batches and curricula, the public profile. */
export async function loadTeacherSettings(db: Db, teacherId: number) {
  const [profile] = await db
    .select({
      headline: teacherProfiles.headline,
      bio: teacherProfiles.bio,
      languages: teacherProfiles.languages,
      streamId: teacherProfiles.streamId,
      priceInrMinor: teacherProfiles.priceInrMinor,
      priceUsdMinor: teacherProfiles.priceUsdMinor,
      avatarPath: teacherProfiles.avatarPath,
      experienceYears: teacherProfiles.experienceYears,
      completedAt: teacherProfiles.completedAt,
      priceSetAt: teacherProfiles.priceSetAt,
    })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId));
  if (!profile) return null;
  const [offer] = await db
    .select()
    .from(teacherOffers)
    .where(eq(teacherOffers.teacherId, teacherId));
  const taught = await db
    .select({ subjectId: teacherSubjects.subjectId, kind: teacherSubjects.kind })
    .from(teacherSubjects)
    .where(eq(teacherSubjects.teacherId, teacherId));
  // Every subject, by stream: the main subject may be of any stream, the others of its stream.
  const allSubjects = await db
    .select({
      id: subjects.id,
      name: subjects.name,
      streamId: subjects.streamId,
      stream: streams.name,
    })
    .from(subjects)
    .innerJoin(streams, eq(streams.id, subjects.streamId))
    .orderBy(asc(streams.sortOrder), asc(streams.id), asc(subjects.name));
  const myBatches = await db
    .select({
      id: batches.id,
      name: batches.name,
      stampId: batches.stampId,
      otherCurriculum: batches.otherCurriculum,
    })
    .from(batches)
    .where(eq(batches.teacherId, teacherId))
    .orderBy(asc(batches.name));
  const stamps = await db
    .select({
      id: curriculumStamps.id,
      name: curriculumStamps.name,
      isOther: curriculumStamps.isOther,
    })
    .from(curriculumStamps)
    .orderBy(asc(curriculumStamps.id));
  const primary = taught.find((t) => t.kind === "primary")?.subjectId ?? null;
  return {
    complete: profile.completedAt !== null,
    priced: profile.priceSetAt !== null,
    offer: {
      price: offer ? offer.priceInrMinor / 100 : profile.priceInrMinor / 100,
      // Before the first price the dollar field is empty: left so, it is converted (decision 038).
      priceUsd:
        profile.priceSetAt === null
          ? null
          : offer
            ? offer.priceUsdMinor / 100
            : profile.priceUsdMinor / 100,
      packName: offer?.packName ?? "",
      classCount: offer?.classCount ?? 8,
    },
    batches: myBatches,
    stamps,
    profile: {
      headline: profile.headline,
      bio: profile.bio,
      languages: profile.languages.join(", "),
      primarySubjectId: primary,
      secondarySubjectIds: taught.filter((t) => t.kind === "secondary").map((t) => t.subjectId),
      avatarPath: profile.avatarPath,
      experienceYears: profile.experienceYears,
    },
    subjects: allSubjects,
  };
}

/**
 * Saves the teacher's teaching profile (main subject and its stream, other subjects of that
 * stream, headline, bio, languages, experience) in one transaction with the search document and
 * marks it complete (decision 038), then drops the cached public pages that show the teacher
 * (afterTeacherChange): search and the profile page show the change at once.
 */
export async function updateTeacherProfile(db: Db, teacherId: number, input: TeacherProfileForm) {
  return afterTeacherChange(
    teacherId,
    db.transaction(async (txx) => {
      const tx = txx as unknown as Db;
      const [profile] = await tx
        .select({ userId: teacherProfiles.userId })
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, teacherId))
        .for("update");
      if (!profile) throw conflict(await missingProfileMessageFor(tx, teacherId));
      const [current] = await tx
        .select({ subjectId: teacherSubjects.subjectId })
        .from(teacherSubjects)
        .where(and(eq(teacherSubjects.teacherId, teacherId), eq(teacherSubjects.kind, "primary")));
      const primaryId = input.primarySubjectId ?? current?.subjectId;
      if (!primaryId) throw badRequest(M.primary, { primarySubjectId: [M.primary] });
      const [primary] = await tx
        .select({ streamId: subjects.streamId })
        .from(subjects)
        .where(eq(subjects.id, primaryId));
      if (!primary) throw badRequest(M.primary, { primarySubjectId: [M.primary] });
      const ids = [...new Set(input.secondarySubjectIds)].filter((id) => id !== primaryId);
      if (ids.length > 0) {
        const allowed = await tx
          .select({ id: subjects.id })
          .from(subjects)
          .where(and(inArray(subjects.id, ids), eq(subjects.streamId, primary.streamId)));
        if (allowed.length !== ids.length)
          throw badRequest(M.subjects, { secondarySubjectIds: [M.subjects] });
      }
      await tx
        .update(teacherProfiles)
        .set({
          streamId: primary.streamId,
          headline: input.headline,
          bio: input.bio,
          languages: input.languages,
          ...(input.experienceYears === undefined
            ? {}
            : { experienceYears: input.experienceYears }),
          // A bookkeeping time (decision 015): nothing compares it with the clock.
          completedAt: sql`coalesce(${teacherProfiles.completedAt}, now())`,
        })
        .where(eq(teacherProfiles.userId, teacherId));
      await tx.delete(teacherSubjects).where(eq(teacherSubjects.teacherId, teacherId));
      await tx
        .insert(teacherSubjects)
        .values([
          { teacherId, subjectId: primaryId, kind: "primary" as const },
          ...ids.map((subjectId) => ({ teacherId, subjectId, kind: "secondary" as const })),
        ]);
      await refreshSearchDocuments(tx, { teacherIds: [teacherId] });
      await noticeIfLive(tx, teacherId);
      const facts = await loadOnboardingFacts(tx, teacherId);
      return { message: facts && isListed(facts) ? M.saved : M.savedNotListed };
    }),
  );
}
