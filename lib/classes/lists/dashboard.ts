import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { addDays, fromWallTime, toWallTime } from "../../scheduling/zoned-time";
import { classesRemaining, type RemainingClasses } from "../classes-remaining";
import { CLASS_RULES } from "../constants";
import { classListCall, classRow } from "./calls";
import { listClasses } from "./list-classes";
import type { ClassListAnswer, ClassRow } from "./schemas";

/** How many classes waiting for a rating the student dashboard lists. */
export const RATINGS_TO_GIVE = 5;
/** A teacher's day holds at most this many classes on the dashboard. */
const TODAY_LIMIT = 50;

const FIRST_PAGE = { page: 1, limit: CLASS_RULES.listPageSize, action: "list" } as const;

export interface StudentDashboard {
  /** The first page of upcoming classes with the four counts; its first row is the next class. */
  upcoming: ClassListAnswer;
  /** Attended classes the student has not rated yet, latest first. */
  toRate: ClassRow[];
  remaining: RemainingClasses[];
}

/** What /st/dashboard shows, in three queries. */
export async function studentDashboard(
  db: Db,
  user: SessionUser,
  zone: string,
  now: Date,
): Promise<StudentDashboard> {
  const [upcoming, toRate, remaining] = await Promise.all([
    classListCall(db, user, "upcoming", FIRST_PAGE, zone, now),
    listClasses(
      db,
      { id: user.id, role: "student" },
      { kinds: ["past"], page: 1, limit: RATINGS_TO_GIVE, unratedOnly: true },
      now,
    ),
    classesRemaining(db, user.id),
  ]);
  return { upcoming, toRate: toRate.items.map((item) => classRow(item, zone)), remaining };
}

export interface TeacherDashboard {
  /** The teacher's classes with students on their own local date, in time order. */
  today: ClassRow[];
  /** The teacher's local date ("YYYY-MM-DD") and zone the day is read in. */
  date: string;
  teacherZone: string;
  upcoming: ClassListAnswer;
}

/** The instants a local date begins and ends in a zone (DST-correct). */
export function dayBounds(date: string, zone: string) {
  return {
    from: fromWallTime(date, "00:00", zone),
    to: fromWallTime(addDays(date, 1), "00:00", zone),
  };
}

/** What /em/dashboard shows: today's classes (the teacher's day in the teacher's zone) and lists. */
export async function teacherDashboard(
  db: Db,
  user: SessionUser,
  zone: string,
  now: Date,
): Promise<TeacherDashboard> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, user.id));
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
    upcoming,
  };
}
