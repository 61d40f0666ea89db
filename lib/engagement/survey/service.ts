import { and, desc, eq, gte, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  classSessions,
  classSurveys,
  courses,
  pointEntries,
  SESSION_STATUS,
  sessionEnrolments,
  users,
} from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { loadStudentClass } from "../../classes/class-access";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { formatWhenIn } from "../../scheduling/date-format";
import { awardPoints } from "../points/award";
import { POINTS } from "../points/rules";
import { SURVEY_MESSAGES, SURVEY_OFFER_DAYS, SURVEY_OPTIONS } from "./options";
import { surveyFeedbackSchema, type SurveyView } from "./schemas";

type SurveyRow = typeof classSurveys.$inferSelect;

/** The survey of (class, student), made on first sight; null when the student did not attend. */
async function surveyFor(db: Db, user: SessionUser, sessionId: number, now: Date) {
  const { session, enrolment } = await loadStudentClass(db, user, sessionId);
  if (!enrolment.attendedAt) throw forbidden(SURVEY_MESSAGES.onlyAttended);
  await db
    .insert(classSurveys)
    .values({ sessionId, studentId: user.id, teacherId: session.teacherId, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(classSurveys)
    .where(and(eq(classSurveys.sessionId, sessionId), eq(classSurveys.studentId, user.id)));
  return row!;
}

/** The latest class the student attended lately whose survey is not closed yet. */
async function pendingSessionId(db: Db, studentId: number, now: Date) {
  const since = new Date(now.getTime() - SURVEY_OFFER_DAYS * 86_400_000);
  const [row] = await db
    .select({ sessionId: sessionEnrolments.sessionId })
    .from(sessionEnrolments)
    .leftJoin(
      classSurveys,
      and(
        eq(classSurveys.sessionId, sessionEnrolments.sessionId),
        eq(classSurveys.studentId, sessionEnrolments.studentId),
      ),
    )
    .where(
      and(
        eq(sessionEnrolments.studentId, studentId),
        ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
        isNotNull(sessionEnrolments.attendedAt),
        gte(sessionEnrolments.startsAt, since),
        lte(sessionEnrolments.startsAt, now),
        isNull(classSurveys.closedAt),
      ),
    )
    .orderBy(desc(sessionEnrolments.startsAt))
    .limit(1);
  return row?.sessionId ?? null;
}

async function viewOf(db: Db, survey: SurveyRow, zone: string): Promise<SurveyView> {
  const [info] = await db
    .select({
      title: sql<string>`coalesce(${classSessions.title}, ${courses.name}, 'Your class')`,
      teacher: users.firstName,
      startsAt: classSessions.startsAt,
    })
    .from(classSessions)
    .leftJoin(courses, eq(courses.id, classSessions.courseId))
    .innerJoin(users, eq(users.id, classSessions.teacherId))
    .where(eq(classSessions.id, survey.sessionId));
  return {
    surveyId: survey.id,
    slot_id: survey.sessionId,
    class_title: info?.title ?? "Your class",
    teacher_first_name: info?.teacher ?? "",
    class_time: info ? formatWhenIn(info.startsAt, zone) : "",
    rating: survey.rating,
    feedback: survey.feedback,
    remarks: survey.remarks,
    step: survey.rating === null ? 1 : survey.answeredAt === null ? 2 : "done",
    options: SURVEY_OPTIONS.map((o) => ({ value: o.value, label: o.label, remarks: o.remarks })),
    points_on_finish: POINTS.survey,
  };
}

async function zoneOf(db: Db, userId: number) {
  const [row] = await db.select({ zone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.zone ?? "Asia/Kolkata";
}

/** The survey to show: of `sessionId`, or the caller's pending one; null when there is none. */
export async function showSurvey(
  db: Db,
  user: SessionUser,
  sessionId: number | undefined,
  now: Date,
): Promise<SurveyView | null> {
  const id = sessionId ?? (await pendingSessionId(db, user.id, now));
  if (id === null) return null;
  const survey = await surveyFor(db, user, id, now);
  if (survey.closedAt) return null;
  return viewOf(db, survey, await zoneOf(db, user.id));
}

/** Step 1: the rating (1–5) of the caller's own survey; may be changed until the survey closes. */
export async function rateSurvey(
  db: Db,
  user: SessionUser,
  input: { surveyId: number; rating: number; userId?: number },
) {
  if (input.userId !== undefined && input.userId !== user.id)
    throw forbidden(SURVEY_MESSAGES.rateOwnAccount);
  const [survey] = await db.select().from(classSurveys).where(eq(classSurveys.id, input.surveyId));
  if (!survey) throw notFound(SURVEY_MESSAGES.surveyNotFound);
  if (survey.studentId !== user.id) throw forbidden(SURVEY_MESSAGES.notYourSurvey);
  const [updated] = await db
    .update(classSurveys)
    .set({ rating: input.rating })
    .where(and(eq(classSurveys.id, survey.id), isNull(classSurveys.closedAt)))
    .returning({ id: classSurveys.id });
  if (!updated) throw conflict(SURVEY_MESSAGES.alreadyClosed);
}

/** Step 2: one option, remarks when it asks for them (the spec's two messages). */
export async function answerSurvey(
  db: Db,
  user: SessionUser,
  input: { sessionId: number | undefined; feedback?: string; remarks?: string },
  now: Date,
): Promise<SurveyView> {
  if (input.sessionId === undefined) throw notFound(SURVEY_MESSAGES.surveyNotFound);
  const parsed = surveyFeedbackSchema.safeParse({
    feedback: input.feedback,
    remarks: input.remarks,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? "feedback");
    throw badRequest(issue.message, {
      [field === "feedback" ? "feedback_val" : "remarks_val"]: [issue.message],
    });
  }
  const survey = await surveyFor(db, user, input.sessionId, now);
  if (survey.closedAt) throw conflict(SURVEY_MESSAGES.alreadyClosed);
  if (survey.rating === null) throw badRequest(SURVEY_MESSAGES.rateFirst);
  const [updated] = await db
    .update(classSurveys)
    .set({
      feedback: parsed.data.feedback,
      remarks: parsed.data.remarks ?? null,
      answeredAt: now,
    })
    .where(and(eq(classSurveys.id, survey.id), isNull(classSurveys.closedAt)))
    .returning();
  if (!updated) throw conflict(SURVEY_MESSAGES.alreadyClosed);
  return viewOf(db, updated, await zoneOf(db, user.id));
}

/**
 * Closing: never ask again for this class. A survey answered (rating and option) earns the
 * survey's points, once, in the same transaction (awardPoints is idempotent per class). Closing
 * again answers the same points. Answers the points earned and the student's new total.
 */
export async function closeSurvey(db: Db, user: SessionUser, sessionId: number, now: Date) {
  const survey = await surveyFor(db, user, sessionId, now);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [locked] = await tx
      .select()
      .from(classSurveys)
      .where(eq(classSurveys.id, survey.id))
      .for("update");
    let points = locked!.pointsAwarded;
    if (!locked!.closedAt) {
      const answered = locked!.rating !== null && locked!.answeredAt !== null;
      const awarded = answered
        ? await awardPoints(t, {
            studentId: user.id,
            reason: "survey",
            ref: `session:${sessionId}`,
            now,
          })
        : 0;
      points = awarded;
      await tx
        .update(classSurveys)
        .set({ closedAt: now, pointsAwarded: awarded })
        .where(eq(classSurveys.id, survey.id));
    }
    const [total] = await tx
      .select({ sum: sql<number>`coalesce(sum(${pointEntries.points}), 0)`.mapWith(Number) })
      .from(pointEntries)
      .where(eq(pointEntries.studentId, user.id));
    return { points, totalPoints: total?.sum ?? 0 };
  });
}
