import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  classSessions,
  contracts,
  families,
  orders,
  outboxMessages,
  packs,
  refunds,
  sessionEnrolments,
  subjects,
  teacherReviews,
  users,
} from "@/db/schema";
import { endSessions } from "@/lib/auth/revoke-sessions";
import { invalidatePublicPages, teacherChangeTags } from "@/lib/catalog/cache-tags";
import type { SessionUser } from "@/lib/auth/session-user";
import { badRequest, notFound } from "@/lib/errors";
import { loadRecipient } from "@/lib/notify/recipients";
import { sendNotice } from "@/lib/notify/send-notice";
import { createDraftTeachingProfile } from "@/lib/teacher/onboarding/draft-profile";
import { noticeIfLive } from "@/lib/teacher/onboarding/live-notice";
import { ONBOARDING_LINKS } from "@/lib/teacher/onboarding/steps";
import { audited } from "./audit";
import { ADMIN_MESSAGES } from "./messages";
import { PEOPLE_KINDS, type PeopleKind } from "./schemas";

export { PEOPLE_KINDS, type PeopleKind };

/** Escapes LIKE's wildcards in what the admin typed. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts by name, e-mail, mobile or id (students, teachers, admins), and families by parent,
 * e-mail or mobile; at most 50 of each, newest first.
 */
export async function searchPeople(db: Db, input: { q: string; kind: PeopleKind }) {
  const q = input.q.trim();
  const byId = /^[0-9]{1,9}$/.test(q) ? Number(q) : null;
  const people =
    input.kind === "family"
      ? []
      : await db
          .select({
            id: users.id,
            role: users.role,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            countryCode: users.countryCode,
            mobile: users.mobile,
            isActive: users.isActive,
            familyId: users.familyId,
            review: teacherReviews.status,
            createdAt: users.createdAt,
          })
          .from(users)
          .leftJoin(teacherReviews, eq(teacherReviews.teacherId, users.id))
          .where(
            and(
              input.kind === "all" ? undefined : eq(users.role, input.kind),
              q === ""
                ? undefined
                : or(
                    byId !== null ? eq(users.id, byId) : undefined,
                    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like(q)),
                    ilike(users.email, like(q)),
                    ilike(users.mobile, like(q)),
                  ),
            ),
          )
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(50);
  const fams =
    input.kind !== "all" && input.kind !== "family"
      ? []
      : await db
          .select({
            id: families.id,
            parentName: families.parentName,
            email: families.email,
            countryCode: families.countryCode,
            mobile: families.mobile,
            students: sql<number>`(select count(*)::int from users u where u.family_id = ${families.id})`,
          })
          .from(families)
          .where(
            q === ""
              ? undefined
              : or(
                  byId !== null ? eq(families.id, byId) : undefined,
                  ilike(families.parentName, like(q)),
                  ilike(families.email, like(q)),
                  ilike(families.mobile, like(q)),
                ),
          )
          .orderBy(desc(families.id))
          .limit(50);
  return { people, families: fams };
}
export type PeopleResult = Awaited<ReturnType<typeof searchPeople>>;

/** One account with what the console shows of it: bookings, orders, contracts, messages sent. */
export async function getPerson(db: Db, id: number) {
  const [person] = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      countryCode: users.countryCode,
      mobile: users.mobile,
      whatsappNumber: users.whatsappNumber,
      isActive: users.isActive,
      familyId: users.familyId,
      timeZone: users.timeZone,
      remark: users.remark,
      createdAt: users.createdAt,
      review: teacherReviews.status,
      reviewReason: teacherReviews.reason,
      reviewedAt: teacherReviews.decidedAt,
    })
    .from(users)
    .leftJoin(teacherReviews, eq(teacherReviews.teacherId, users.id))
    .where(eq(users.id, id));
  if (!person) throw notFound("No such account.");
  const siblings = person.familyId
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.familyId, person.familyId), sql`${users.id} <> ${id}`))
    : [];
  const bookings = await db
    .select({
      id: sessionEnrolments.id,
      startsAt: sessionEnrolments.startsAt,
      status: sessionEnrolments.status,
      isDemo: sessionEnrolments.isDemo,
      attendedAt: sessionEnrolments.attendedAt,
      subject: subjects.name,
      teacherId: classSessions.teacherId,
    })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(eq(sessionEnrolments.studentId, id))
    .orderBy(desc(sessionEnrolments.startsAt))
    .limit(50);
  const taught =
    person.role === "teacher"
      ? await db
          .select({
            id: classSessions.id,
            startsAt: classSessions.startsAt,
            status: classSessions.status,
            isDemo: classSessions.isDemo,
            enrolled: classSessions.enrolledCount,
          })
          .from(classSessions)
          .where(eq(classSessions.teacherId, id))
          .orderBy(desc(classSessions.startsAt))
          .limit(50)
      : [];
  const orderRows = await db
    .select({
      reference: orders.reference,
      status: orders.status,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
      createdAt: orders.createdAt,
      pack: packs.name,
      refundedMinor: sql<number>`(select coalesce(sum(${refunds.amountMinor}), 0)::int from ${refunds} where ${refunds.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(packs, eq(packs.id, orders.packId))
    .where(eq(orders.userId, id))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  const contractRows = await db
    .select({
      id: contracts.id,
      subject: subjects.name,
      teacherId: contracts.teacherId,
      totalClasses: contracts.totalClasses,
      reversedClasses: contracts.reversedClasses,
      createdAt: contracts.createdAt,
    })
    .from(contracts)
    .innerJoin(subjects, eq(subjects.id, contracts.subjectId))
    .where(eq(contracts.studentId, id))
    .orderBy(desc(contracts.createdAt));
  const to: SQL[] = [];
  if (person.email) to.push(eq(sql`lower(${outboxMessages.to})`, person.email.toLowerCase()));
  if (person.mobile) to.push(eq(outboxMessages.to, `${person.countryCode}${person.mobile}`));
  if (person.whatsappNumber) to.push(eq(outboxMessages.to, person.whatsappNumber));
  const messages = to.length
    ? await db
        .select({
          id: outboxMessages.id,
          channel: outboxMessages.channel,
          to: outboxMessages.to,
          subject: outboxMessages.subject,
          kind: outboxMessages.kind,
          // One-time codes and secrets are never shown, not even to admins.
          body: sql<string>`case when ${outboxMessages.kind} = 'notice' then ${outboxMessages.body} else '(hidden: ' || ${outboxMessages.kind} || ')' end`,
          status: outboxMessages.status,
          createdAt: outboxMessages.createdAt,
        })
        .from(outboxMessages)
        .where(or(...to))
        .orderBy(desc(outboxMessages.id))
        .limit(50)
    : [];
  return {
    person,
    siblings,
    bookings,
    taught,
    orders: orderRows,
    contracts: contractRows,
    messages,
  };
}
export type PersonView = Awaited<ReturnType<typeof getPerson>>;

/**
 * Deactivates or reactivates an account (audited). Deactivating ends every session at once (the
 * session version moves on, lib/auth/revoke-sessions.ts). Admins are not switched off here.
 */
export async function setPersonActive(
  db: Db,
  admin: SessionUser,
  input: { userId: number; active: boolean; reason: string },
  now: Date,
) {
  if (!input.reason.trim()) throw badRequest(ADMIN_MESSAGES.reasonRequired);
  let role: string | null = null;
  const done = await audited(
    db,
    admin,
    input.active ? "user.reactivate" : "user.deactivate",
    { type: "user", id: input.userId },
    now,
    async (tx) => {
      const [row] = await tx
        .select({ role: users.role, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, input.userId))
        .for("update");
      if (!row) throw notFound("No such account.");
      if (row.role === "admin") throw badRequest(ADMIN_MESSAGES.notAdmin);
      role = row.role;
      await tx
        .update(users)
        .set({ isActive: input.active, ...(input.active ? {} : endSessions()) })
        .where(eq(users.id, input.userId));
      return {
        result: { userId: input.userId, isActive: input.active },
        before: { isActive: row.isActive },
        after: { isActive: input.active },
        reason: input.reason,
      };
    },
  );
  // A deactivated teacher leaves search and the public pages at once (decision 038).
  if (role === "teacher") invalidatePublicPages(teacherChangeTags(input.userId));
  return done;
}

/**
 * Approves or rejects a teacher applicant with a reason the teacher is sent, inside the caller's
 * transaction (the teacher-applicants queue's decision, lib/admin/queue/definitions.ts): the review
 * row and the notice commit together. Answers the review before and after, for the audit log.
 */
export async function applyTeacherReview(
  tx: Db,
  admin: SessionUser,
  input: { teacherId: number; decision: "approved" | "rejected"; reason: string },
  now: Date,
) {
  const reason = input.reason.trim();
  if (!reason) throw badRequest(ADMIN_MESSAGES.reasonRequired);
  const [teacher] = await tx
    .select({ role: users.role, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, input.teacherId))
    .for("update");
  if (!teacher) throw notFound("No such account.");
  if (teacher.role !== "teacher") throw badRequest(ADMIN_MESSAGES.notTeacher);
  const [prev] = await tx
    .select()
    .from(teacherReviews)
    .where(eq(teacherReviews.teacherId, input.teacherId));
  const values = { status: input.decision, reason, decidedBy: admin.id, decidedAt: now };
  await tx
    .insert(teacherReviews)
    .values({ teacherId: input.teacherId, ...values })
    .onConflictDoUpdate({ target: teacherReviews.teacherId, set: values });
  // Approval makes the teacher's draft teaching profile (decision 038): settings, price and
  // weekly slots open at once; a teacher approved again keeps the profile they had.
  if (input.decision === "approved") await createDraftTeachingProfile(tx, input.teacherId, now);
  await sendNotice(tx, await loadRecipient(tx, input.teacherId), {
    subject: "Your teacher application",
    body:
      input.decision === "approved"
        ? `Hi ${teacher.firstName}, your teacher application was approved. ${reason} Next: complete your teaching profile, set your price and add your weekly slots (${ONBOARDING_LINKS.dashboard}); families find and book you once they are done.`
        : `Hi ${teacher.firstName}, your teacher application was not approved. Reason: ${reason} You can fix your resume or video and send them again to re-apply (${ONBOARDING_LINKS.resume}).`,
  });
  if (input.decision === "approved") await noticeIfLive(tx, input.teacherId);
  return {
    before: prev ? { status: prev.status, reason: prev.reason } : { status: "pending" },
    after: { status: input.decision, reason },
  };
}
