import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SESSION_STATUS, sessionEnrolments, users } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { rowsOf } from "../../db-rows";
import { badRequest, notFound } from "../../errors";
import { viewerTime } from "../../scheduling/booking/format";
import { SITE_NAME } from "../../site";
import { loadTeacherClass } from "../class-access";
import { CLASS_RULES } from "../constants";
import { CLASS_MESSAGES } from "../messages";
import { assertBegun } from "./class-time";
import { AFTER_MESSAGES } from "./messages";
import { messageUser, type Transports } from "./notify";

export type MissingNoticeResult =
  { sent: true; count: number } | { sent: false; count: typeof CLASS_RULES.missingNoticeCap };

/** The text the student gets: who noticed, which class, in the student's own zone. */
export function missingNoticeText(input: {
  studentName: string;
  teacherName: string;
  startsAt: Date;
  zone: string;
}) {
  const when = viewerTime(input.startsAt, input.zone);
  return `Hello ${input.studentName}, ${input.teacherName} missed you in your ${SITE_NAME} class on ${when.whenText}. Please join your next class on time, or reply to reschedule.`;
}

/**
 * The teacher of a class tells a student who did not come. The count goes up by one atomically and
 * only while it is under the cap (a single upsert guarded by its WHERE, so concurrent clicks never
 * pass it); the message goes out in the same transaction, so a send that fails takes the count back.
 */
export async function notifyMissingStudent(
  db: Db,
  transports: Transports,
  user: SessionUser,
  enrolmentId: number,
  now: Date,
): Promise<MissingNoticeResult> {
  const [enrolment] = await db
    .select()
    .from(sessionEnrolments)
    .where(eq(sessionEnrolments.id, enrolmentId));
  if (!enrolment) throw notFound(AFTER_MESSAGES.enrolmentNotFound);
  const session = await loadTeacherClass(db, user, enrolment.sessionId);
  assertBegun(session, now);
  if (enrolment.status === SESSION_STATUS.cancelled) throw badRequest(AFTER_MESSAGES.seatCancelled);
  if (enrolment.attendedAt) throw badRequest(AFTER_MESSAGES.studentAttended);

  return db.transaction(async (tx) => {
    const cap = CLASS_RULES.missingNoticeCap;
    const [row] = rowsOf<{ count: number }>(
      await tx.execute(sql`
        insert into missing_student_notices (enrolment_id, count, last_sent_at)
        values (${enrolment.id}, 1, ${now.toISOString()})
        on conflict (enrolment_id) do update
          set count = missing_student_notices.count + 1, last_sent_at = excluded.last_sent_at
          where missing_student_notices.count < ${cap}
        returning count`),
    );
    if (!row) return { sent: false as const, count: cap };
    const [student] = await tx.select().from(users).where(eq(users.id, enrolment.studentId));
    await messageUser(tx as unknown as Db, transports, student, {
      subject: `You missed your ${SITE_NAME} class`,
      body: missingNoticeText({
        studentName: student?.firstName ?? "there",
        teacherName: user.name,
        startsAt: session.startsAt,
        zone: student?.timeZone ?? "Asia/Kolkata",
      }),
    });
    return { sent: true as const, count: Number(row.count) };
  });
}

export const missingNoticeMessage = (result: MissingNoticeResult) =>
  result.sent ? AFTER_MESSAGES.notified : CLASS_MESSAGES.notifiedMaximum;
