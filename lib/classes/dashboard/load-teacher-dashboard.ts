import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { getAvatarOwner, type AvatarOwner } from "../../media/avatar-owner";
import { formatShortDate } from "../../scheduling/date-format";
import { addDays, fromWallTime, toWallTime } from "../../scheduling/zoned-time";
import { classListCall, classRow } from "../lists/calls";
import { listClasses } from "../lists/list-classes";
import type { ClassListAnswer, ClassRow } from "../lists/schemas";
import { FIRST_PAGE } from "./first-page";

/** A teacher's day holds at most this many classes on the dashboard. */
const TODAY_LIMIT = 50;

export interface TeacherDashboardData {
  /** The teacher's classes with students on their own local date, in time order. */
  today: ClassRow[];
  /** The teacher's local date ("YYYY-MM-DD") and the zone the day is read in. */
  date: string;
  teacherZone: string;
  /** That date as the "Today's classes" heading shows it: "Wed, 11 Mar". */
  dayLabel: string;
  /** The first page of upcoming classes with the four counts. */
  upcoming: ClassListAnswer;
  /** Who the "Profile photo" card is about (null when the account is gone). */
  profilePhoto: AvatarOwner | null;
}

/** The instants a local date begins and ends in a zone (DST-correct). */
export function dayBounds(date: string, zone: string) {
  return {
    from: fromWallTime(date, "00:00", zone),
    to: fromWallTime(addDays(date, 1), "00:00", zone),
  };
}

/**
 * What /em/dashboard shows under the welcome: today's classes (the teacher's own day, in the
 * teacher's zone, whatever zone the browser is in), the upcoming list and the profile photo.
 * Row times are in `zone` (the viewer's), kinds as of `now`.
 */
export async function loadTeacherDashboard(
  db: Db,
  { user, zone, now }: { user: SessionUser; zone: string; now: Date },
): Promise<TeacherDashboardData> {
  const [[row], profilePhoto] = await Promise.all([
    db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, user.id)),
    getAvatarOwner(db, user.id),
  ]);
  const teacherZone = row?.timeZone ?? zone;
  const date = toWallTime(now, teacherZone).date;
  const [today, upcoming] = await Promise.all([
    listClasses(
      db,
      { id: user.id, role: "teacher" },
      {
        kinds: ["upcoming", "past", "missed"],
        page: 1,
        limit: TODAY_LIMIT,
        ...dayBounds(date, teacherZone),
        order: "asc",
      },
      now,
    ),
    classListCall(db, user, "upcoming", FIRST_PAGE, zone, now),
  ]);
  return {
    today: today.items.map((item) => classRow(item, zone)),
    date,
    teacherZone,
    dayLabel: formatShortDate(date),
    upcoming,
    profilePhoto,
  };
}
