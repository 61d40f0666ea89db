import { and, asc, eq, gte, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  classSessions,
  courses,
  pointEntries,
  SESSION_STATUS,
  sessionEnrolments,
  users,
  weeklyDigests,
} from "@/db/schema";
import { contactOf } from "../../classes/after/notify";
import { log } from "../../log/logger";
import { createMessenger } from "../../messaging/messenger";
import type { Transports } from "../../messaging/types";
import { contactTypeOf } from "../../messaging/unsubscribe/contact";
import { isUnsubscribed } from "../../messaging/unsubscribe/contacts";
import { loadRecipient } from "../../notify/recipients";
import { addDays, fromWallTime, toWallTime } from "../../scheduling/zoned-time";
import { SITE_NAME, siteUrl } from "../../site";

/** The digest's week: Monday to Sunday in the school's zone (times are kept in IST, spec 3). */
export const DIGEST_ZONE = "Asia/Kolkata";

/** Sundays 18:00 IST: the week is over for children, parents read it in the evening. */
export const WEEKLY_DIGEST_CRON = "30 12 * * 0";

/** The Monday (a date in DIGEST_ZONE) of the week that holds `now`, and the week's instants. */
export function digestWeek(now: Date) {
  const today = toWallTime(now, DIGEST_ZONE);
  const monday = addDays(today.date, -((today.weekday + 6) % 7));
  return {
    weekStart: monday,
    from: fromWallTime(monday, "00:00", DIGEST_ZONE),
    to: fromWallTime(addDays(monday, 7), "00:00", DIGEST_ZONE),
  };
}

export interface ChildWeek {
  firstName: string;
  classes: { title: string; notes: string | null }[];
  pointsThisWeek: number;
  totalPoints: number;
}

/** The digest's words: per child, classes attended (with the teacher's notes) and points. */
export function digestText(parentName: string, weekStart: string, children: readonly ChildWeek[]) {
  const lines = [`${SITE_NAME}: hello ${parentName}, here is the week from ${weekStart}.`];
  for (const c of children) {
    lines.push("");
    lines.push(
      `${c.firstName}: ${c.classes.length} ${c.classes.length === 1 ? "class" : "classes"} attended, ${c.pointsThisWeek} points this week (${c.totalPoints} in all).`,
    );
    for (const k of c.classes) lines.push(`- ${k.title}${k.notes ? `: ${k.notes}` : ""}`);
  }
  lines.push("", `See the dashboard: ${siteUrl()}/st/dashboard`);
  return { subject: `${SITE_NAME}: your family's week`, body: lines.join("\n") };
}

export type DigestOutcome = "sent" | "unsubscribed" | "empty" | "no-contact";

/** One family's digest for the week: claimed, composed and queued in one transaction. */
async function digestForFamily(
  db: Db,
  familyId: number,
  week: ReturnType<typeof digestWeek>,
  transports: Transports,
  now: Date,
): Promise<DigestOutcome | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The claim: a second run (or a second worker) finds the row and sends nothing.
    const [claim] = await tx
      .insert(weeklyDigests)
      .values({ familyId, weekStart: week.weekStart, outcome: "sent", createdAt: now })
      .onConflictDoNothing()
      .returning({ id: weeklyDigests.id });
    if (!claim) return null;
    const settle = async (outcome: DigestOutcome) => {
      await tx.update(weeklyDigests).set({ outcome }).where(eq(weeklyDigests.id, claim.id));
      return outcome;
    };
    const kids = await tx
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.familyId, familyId), eq(users.role, "student"), eq(users.isActive, true)))
      .orderBy(asc(users.id));
    const ids = kids.map((k) => k.id);
    if (ids.length === 0) return settle("empty");
    const attended = await tx
      .select({
        studentId: sessionEnrolments.studentId,
        title: sql<string>`coalesce(${courses.name}, 'Class')`,
        notes: classSessions.title,
      })
      .from(sessionEnrolments)
      .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
      .leftJoin(courses, eq(courses.id, classSessions.courseId))
      .where(
        and(
          inArray(sessionEnrolments.studentId, ids),
          ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
          isNotNull(sessionEnrolments.attendedAt),
          gte(sessionEnrolments.startsAt, week.from),
          lt(sessionEnrolments.startsAt, week.to),
        ),
      )
      .orderBy(asc(sessionEnrolments.startsAt));
    const points = await tx
      .select({
        studentId: pointEntries.studentId,
        week: sql<number>`coalesce(sum(${pointEntries.points}) filter (where ${pointEntries.createdAt} >= ${week.from.toISOString()}::timestamptz and ${pointEntries.createdAt} < ${week.to.toISOString()}::timestamptz), 0)`.mapWith(
          Number,
        ),
        total: sql<number>`coalesce(sum(${pointEntries.points}), 0)`.mapWith(Number),
      })
      .from(pointEntries)
      .where(inArray(pointEntries.studentId, ids))
      .groupBy(pointEntries.studentId);
    const children: ChildWeek[] = kids.map((k) => {
      const p = points.find((r) => r.studentId === k.id);
      return {
        firstName: k.firstName,
        classes: attended
          .filter((a) => a.studentId === k.id)
          .map((a) => ({ title: a.title, notes: a.notes })),
        pointsThisWeek: p?.week ?? 0,
        totalPoints: p?.total ?? 0,
      };
    });
    if (children.every((c) => c.classes.length === 0 && c.pointsThisWeek === 0))
      return settle("empty");
    const recipient = await loadRecipient(t, ids[0]!);
    const contact = recipient ? contactOf(recipient.contact, transports) : null;
    if (!contact) return settle("no-contact");
    if (await isUnsubscribed(t, contactTypeOf(contact.channel), contact.to))
      return settle("unsubscribed");
    const { subject, body } = digestText(
      recipient!.firstName ? `${recipient!.firstName}'s family` : "there",
      week.weekStart,
      children,
    );
    await createMessenger(t, transports).send({
      ...contact,
      subject: contact.channel === "email" ? subject : undefined,
      body,
      topic: "weekly-digest",
    });
    return settle("sent");
  });
}

/**
 * The weekly progress digest job (issue 22): each family with an active child gets one message a
 * week (classes attended with the teacher's notes, points this week and in all) at its best
 * contact, through the messenger (marketing: an unsubscribed contact gets nothing, others get the
 * unsubscribe link). Idempotent per family per week (weekly_digests is the claim). Answers the
 * number of digests queued.
 */
export async function sendWeeklyDigests(
  db: Db,
  now: Date,
  deps: { transports: Transports },
): Promise<number> {
  const week = digestWeek(now);
  const families = await db
    .selectDistinct({ familyId: users.familyId })
    .from(users)
    .leftJoin(
      weeklyDigests,
      and(eq(weeklyDigests.familyId, users.familyId), eq(weeklyDigests.weekStart, week.weekStart)),
    )
    .where(
      and(
        eq(users.role, "student"),
        eq(users.isActive, true),
        isNotNull(users.familyId),
        sql`${weeklyDigests.id} is null`,
      ),
    );
  let sent = 0;
  for (const { familyId } of families) {
    try {
      const outcome = await digestForFamily(db, familyId!, week, deps.transports, now);
      if (outcome === "sent") sent++;
    } catch (error) {
      // One family's failure (rolled back, so retried next run) never stops the others.
      log.warn({ familyId, err: error }, "weekly digest failed");
    }
  }
  return sent;
}
