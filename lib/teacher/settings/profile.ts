import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  batches,
  curriculumStamps,
  subjects,
  teacherOffers,
  teacherProfiles,
  teacherSubjects,
} from "@/db/schema";
import { afterTeacherChange } from "../../catalog/cache-tags";
import { refreshSearchDocuments } from "../../catalog/search-document";
import { badRequest, notFound } from "../../errors";
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
  const streamSubjects = await db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(eq(subjects.streamId, profile.streamId))
    .orderBy(asc(subjects.name));
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
    offer: {
      price: offer ? offer.priceInrMinor / 100 : profile.priceInrMinor / 100,
      priceUsd: offer ? offer.priceUsdMinor / 100 : profile.priceUsdMinor / 100,
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
    },
    subjects: streamSubjects,
  };
}

/**
 * Saves the teacher's public profile (headline, bio, languages, secondary subjects of their
 * stream) in one transaction with the search document, then drops the cached public pages that
 * show the teacher (afterTeacherChange): search and the profile page show the change at once.
 */
export async function updateTeacherProfile(db: Db, teacherId: number, input: TeacherProfileForm) {
  return afterTeacherChange(
    teacherId,
    db.transaction(async (txx) => {
      const tx = txx as unknown as Db;
      const [profile] = await tx
        .update(teacherProfiles)
        .set({ headline: input.headline, bio: input.bio, languages: input.languages })
        .where(eq(teacherProfiles.userId, teacherId))
        .returning({ streamId: teacherProfiles.streamId });
      if (!profile) throw notFound("Teacher profile not found.");
      const ids = [...new Set(input.secondarySubjectIds)];
      if (ids.length > 0) {
        const allowed = await tx
          .select({ id: subjects.id })
          .from(subjects)
          .where(and(inArray(subjects.id, ids), eq(subjects.streamId, profile.streamId)));
        if (allowed.length !== ids.length)
          throw badRequest(M.subjects, { secondarySubjectIds: [M.subjects] });
      }
      const [primary] = await tx
        .select({ subjectId: teacherSubjects.subjectId })
        .from(teacherSubjects)
        .where(and(eq(teacherSubjects.teacherId, teacherId), eq(teacherSubjects.kind, "primary")));
      await tx
        .delete(teacherSubjects)
        .where(and(eq(teacherSubjects.teacherId, teacherId), ne(teacherSubjects.kind, "primary")));
      const secondary = ids.filter((id) => id !== primary?.subjectId);
      if (secondary.length > 0) {
        await tx
          .insert(teacherSubjects)
          .values(
            secondary.map((subjectId) => ({ teacherId, subjectId, kind: "secondary" as const })),
          );
      }
      await refreshSearchDocuments(tx, { teacherIds: [teacherId] });
      return { message: M.saved };
    }),
  );
}
