import type { Db } from "@/db/client";
import { classSessions, sessionEnrolments, teacherSlots } from "@/db/schema";
import { addDays, toWallTime, weekdayOf } from "@/lib/scheduling/zoned-time";
import { cookieHeaderFor, type RouteHandler } from "./legacy-client";

// Helpers of the booking integration tests (tests/integration/booking*.test.ts).

/** The local date `days` days after today in the zone. */
export function localDateIn(zone: string, days: number, now: Date = new Date()): string {
  return addDays(toWallTime(now, zone).date, days);
}

/**
 * A weekly slot of the teacher that runs on the teacher-local date `days` days from today, at
 * `time` (teacher-local). Returns the slot and that date (the ig_date of a booking).
 */
export async function makeSlotOn(
  db: Db,
  teacher: { id: number; timeZone: string },
  days: number,
  over: Partial<typeof teacherSlots.$inferInsert> & { time?: string } = {},
) {
  const date = localDateIn(teacher.timeZone, days);
  const { time = "17:00", ...rest } = over;
  const [slot] = await db
    .insert(teacherSlots)
    .values({
      teacherId: teacher.id,
      dayOfWeek: weekdayOf(date),
      startTime: time,
      durationMinutes: 60,
      isDemoSlot: true,
      capacity: 1,
      ...rest,
    })
    .returning();
  return { slot: slot!, date, occurrenceId: `${slot!.id}_${date}` };
}

/** A class (session and one enrolment) at a fixed time, e.g. in the past, without a slot. */
export async function makeBookedClass(
  db: Db,
  teacherId: number,
  studentId: number,
  startsAt: Date,
  minutes = 60,
) {
  const endsAt = new Date(startsAt.getTime() + minutes * 60000);
  const [session] = await db
    .insert(classSessions)
    .values({ teacherId, startsAt, endsAt, capacity: 1, enrolledCount: 1 })
    .returning();
  await db
    .insert(sessionEnrolments)
    .values({ sessionId: session!.id, studentId, startsAt, endsAt });
  return session!;
}

/** POSTs JSON (or a query) to a route handler as `user` (anonymous when null). */
export async function postAs(
  handler: RouteHandler,
  path: string,
  user: { id: number; role: "student" | "teacher" | "admin" } | null,
  body: unknown = {},
  headers: Record<string, string> = {},
) {
  const cookie = user ? await cookieHeaderFor(user) : {};
  const response = await handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...cookie, ...headers },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json(), response };
}
