import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { getAvatarOwner, type AvatarOwner } from "../../media/avatar-owner";
import { classesRemaining, type RemainingClasses } from "../classes-remaining";
import { classListCall, classRow } from "../lists/calls";
import { listClasses } from "../lists/list-classes";
import type { ClassListAnswer, ClassRow } from "../lists/schemas";
import { FIRST_PAGE } from "./first-page";

/** How many classes waiting for a rating the student dashboard lists. */
export const RATINGS_TO_GIVE = 5;

export interface StudentDashboardData {
  /** The first page of upcoming classes with the four counts; its first row is the next class. */
  upcoming: ClassListAnswer;
  /** Attended classes the student has not rated yet, latest first. */
  toRate: ClassRow[];
  /** Classes left in the student's packs, per subject (and teacher). */
  remaining: RemainingClasses[];
  /** Who the "Profile photo" card is about (null when the account is gone). */
  profilePhoto: AvatarOwner | null;
}

/**
 * What /st/dashboard shows under the welcome, in four queries: the upcoming classes (the next
 * one gets the Join button), classes waiting for a rating, classes remaining in the student's
 * packs and the profile photo. Times are in `zone`, kinds (upcoming, past) as of `now`.
 */
export async function loadStudentDashboard(
  db: Db,
  { user, zone, now }: { user: SessionUser; zone: string; now: Date },
): Promise<StudentDashboardData> {
  const [upcoming, toRate, remaining, profilePhoto] = await Promise.all([
    classListCall(db, user, "upcoming", FIRST_PAGE, zone, now),
    listClasses(
      db,
      { id: user.id, role: "student" },
      { kinds: ["past"], page: 1, limit: RATINGS_TO_GIVE, unratedOnly: true },
      now,
    ),
    classesRemaining(db, user.id),
    getAvatarOwner(db, user.id),
  ]);
  return {
    upcoming,
    toRate: toRate.items.map((item) => classRow(item, zone)),
    remaining,
    profilePhoto,
  };
}
