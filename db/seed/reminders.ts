import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classReminders, classSessions, SESSION_STATUS, sessionEnrolments } from "@/db/schema";

/** How far back the seed records reminders as sent: the classes of the last two weeks. */
const SENT_DAYS_BACK = 14;

/**
 * The reminders the seeded classes of the last two weeks already got (decision 022): a day before
 * and 15 minutes before, to each booked family (an SMS and an e-mail) and to the teacher, dated at
 * their instants. Upcoming classes get theirs from the send-class-reminders job once the demo runs.
 */
export async function seedSentReminders(tx: Db, now: Date): Promise<void> {
  const since = new Date(now.getTime() - SENT_DAYS_BACK * 86_400_000).toISOString();
  const until = now.toISOString();
  for (const [kind, minutes] of [
    ["24h", 1440],
    ["15m", 15],
  ] as const) {
    const recipients = sql`
      select ${sessionEnrolments.studentId} as recipient, ${classSessions.id} as session, ${classSessions.startsAt} as starts
        from ${sessionEnrolments} join ${classSessions} on ${classSessions.id} = ${sessionEnrolments.sessionId}
       where ${classSessions.startsAt} between ${since}::timestamptz and ${until}::timestamptz
         and ${classSessions.status} <> ${SESSION_STATUS.cancelled}
         and ${sessionEnrolments.status} <> ${SESSION_STATUS.cancelled}
      union
      select ${classSessions.teacherId}, ${classSessions.id}, ${classSessions.startsAt}
        from ${classSessions}
       where ${classSessions.startsAt} between ${since}::timestamptz and ${until}::timestamptz
         and ${classSessions.status} <> ${SESSION_STATUS.cancelled}
         and ${classSessions.enrolledCount} > 0`;
    await tx.execute(sql`
      insert into ${classReminders} (session_id, starts_at, kind, recipient_id, messages, created_at)
      select r.session, r.starts, ${kind}, r.recipient, 2, r.starts - make_interval(mins => ${minutes})
        from (${recipients}) r
      on conflict do nothing`);
  }
}
