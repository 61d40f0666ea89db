import { and, asc, eq, gte, isNotNull, lte, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  classSessions,
  dstNotices,
  SESSION_STATUS,
  sessionEnrolments,
  subjects,
  users,
} from "@/db/schema";
import { loadRecipient } from "@/lib/notify/recipients";
import { sendNotice } from "@/lib/notify/send-notice";
import { firstDstShift } from "@/lib/trial/schedule/dst-notice";
import { SITE_NAME } from "../site";

/** How many days before the first class at the new time the family is told. */
export const DST_NOTICE_DAYS = 4;
/** Classes looked back at: the week before the change holds the old time. */
const LOOK_BACK_DAYS = 8;
const DAY = 24 * 60 * 60_000;

/** The notice as the family reads it (the class times in the family's zone). */
export const dstNoticeText = (subject: string, notice: string) => ({
  subject: `${SITE_NAME}: your ${subject} class time changes`,
  body: `${SITE_NAME}: your ${subject} class. ${notice}`,
});

/**
 * Daylight saving for families abroad (issue 23): a weekly class keeps the teacher's local time, so
 * when the family's zone (or the teacher's) changes its offset the family sees the class move by an
 * hour. For every booking series (a student's classes of one weekly slot) whose first class at the
 * new local time starts within DST_NOTICE_DAYS, the family gets one notice through lib/notify; the
 * dst_notices unique key makes it once per series per change (row and messages commit together).
 * Answers how many notices were recorded.
 */
export async function sendDstNotices(db: Db, now: Date): Promise<number> {
  const rows = await db
    .select({
      studentId: sessionEnrolments.studentId,
      slotId: classSessions.slotId,
      startsAt: classSessions.startsAt,
      zone: users.timeZone,
      subject: subjects.name,
    })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .innerJoin(users, eq(users.id, sessionEnrolments.studentId))
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(
      and(
        isNotNull(classSessions.slotId),
        ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
        ne(classSessions.status, SESSION_STATUS.cancelled),
        gte(classSessions.startsAt, new Date(now.getTime() - LOOK_BACK_DAYS * DAY)),
        lte(classSessions.startsAt, new Date(now.getTime() + DST_NOTICE_DAYS * DAY)),
      ),
    )
    .orderBy(
      asc(sessionEnrolments.studentId),
      asc(classSessions.slotId),
      asc(classSessions.startsAt),
    );

  const series = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.studentId}:${r.slotId}`;
    series.set(key, [...(series.get(key) ?? []), r]);
  }
  let recorded = 0;
  for (const classes of series.values()) {
    const first = classes[0]!;
    const shift = firstDstShift(
      classes.map((c) => c.startsAt),
      first.zone,
    );
    if (!shift || shift.startsAt <= now) continue;
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dstNotices)
        .values({
          studentId: first.studentId,
          slotId: first.slotId!,
          shiftAt: shift.startsAt,
          messages: 0,
        })
        .onConflictDoNothing()
        .returning({ id: dstNotices.id });
      if (!row) return false;
      const text = dstNoticeText(first.subject ?? "weekly", shift.notice);
      const sent = await sendNotice(tx, await loadRecipient(tx, first.studentId), text);
      if (sent) await tx.update(dstNotices).set({ messages: 1 }).where(eq(dstNotices.id, row.id));
      return true;
    });
    if (done) recorded++;
  }
  return recorded;
}
