import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classMeetings, classSessions, SESSION_STATUS } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { PG_EXCLUSION, PG_UNIQUE, pgViolation } from "@/lib/db-errors";
import { forbidden } from "@/lib/errors";
import { loadTeacherClass, type ClassSession } from "../class-access";
import type { StartMeetingAnswer } from "../live-schemas";
import { classWindow } from "./class-window";
import type { VideoDeps } from "./from-env";
import { personalLink } from "./jitsi";
import { freeLicences, type PoolLicence } from "./licence-choice";
import { heldByPreviousClass, loadPool, syncLicences } from "./licences";
import { MEETING_MESSAGES } from "./messages";
import { CLASS_MESSAGES } from "../messages";
import { VideoProviderError } from "./types";

/** Which call started it: ceate-and-join-meeting (any class), -demo (demos only), -class (no demos). */
export type StartKind = "any" | "demo" | "class";

export interface StartInput {
  slotId: number;
  /** The teacher id the old client sends; another than the caller's is refused. */
  userId?: number;
  /** true after zoom_occupied: host on another free licence. */
  freeLicence?: boolean;
}

type Meeting = typeof classMeetings.$inferSelect;

/** The answer "201": no licence is free (the client shows CLASS_MESSAGES.meetingSlotUnavailable). */
export const NO_LICENCE_URL = "201";

const fail = (messageDescription: string): StartMeetingAnswer => ({
  status: "fail",
  messageDescription,
});

function assertOwnUserId(teacher: SessionUser, userId: number | undefined) {
  if (userId !== undefined && userId !== teacher.id)
    throw forbidden(MEETING_MESSAGES.notYourUserId);
}

/** Why a class cannot be started or resumed now, or null when it can. */
function closedReason(session: ClassSession, now: Date): string | null {
  const window = classWindow(session, now);
  if (window === "cancelled") return MEETING_MESSAGES.cancelled;
  if (window === "over") return CLASS_MESSAGES.meetingTimeOver;
  if (window === "early") return MEETING_MESSAGES.tooEarlyToStart;
  return null;
}

export async function meetingOf(db: Db, sessionId: number): Promise<Meeting | null> {
  const [row] = await db.select().from(classMeetings).where(eq(classMeetings.sessionId, sessionId));
  return row ?? null;
}

/** The teacher's link to a stored meeting: a fresh one where the provider can make it (Zoom). */
async function hostLink(deps: VideoDeps, meeting: Meeting, teacher: SessionUser) {
  let url = meeting.hostUrl;
  const { provider } = deps;
  if (provider.name === meeting.provider && provider.refreshHostUrl) {
    url = await provider.refreshHostUrl(meeting.externalId).catch(() => meeting.hostUrl);
  }
  return personalLink(meeting.provider, url, teacher.name);
}

const success = (meeting_url: string, message: string): StartMeetingAnswer => ({
  status: "success",
  meeting_url,
  message,
});

/** Marker: the class was cancelled between reading it and starting it. */
class CancelledMeanwhile extends Error {}

type Attempt =
  | { outcome: "started"; meeting: Meeting }
  | { outcome: "exists" }
  | { outcome: "licence_taken" }
  | { outcome: "cancelled" };

/**
 * Makes the provider's meeting and records it with the class started, in one transaction. The
 * database settles races: a second meeting of the class (unique session key) or a licence held
 * twice (exclusion constraint) roll back, and the provider's meeting that lost is removed.
 */
async function tryStart(
  db: Db,
  deps: VideoDeps,
  session: ClassSession,
  licence: PoolLicence | null,
  now: Date,
): Promise<Attempt> {
  const created = await deps.provider.createMeeting({
    topic: session.title?.trim() || `${session.isDemo ? "Demo class" : "Class"} ${session.id}`,
    startsAt: session.startsAt,
    durationMinutes: Math.max(
      1,
      Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 60_000),
    ),
    hostUser: licence?.hostUser,
  });
  try {
    const meeting = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(classMeetings)
        .values({
          sessionId: session.id,
          teacherId: session.teacherId,
          provider: deps.provider.name,
          externalId: created.externalId,
          joinUrl: created.joinUrl,
          hostUrl: created.hostUrl,
          licenceId: licence?.id ?? null,
          startedAt: now,
          licenceUntil: session.endsAt,
        })
        .returning();
      const started = await tx
        .update(classSessions)
        .set({ status: SESSION_STATUS.started, updatedAt: now })
        .where(
          and(eq(classSessions.id, session.id), ne(classSessions.status, SESSION_STATUS.cancelled)),
        )
        .returning({ id: classSessions.id });
      if (started.length === 0) throw new CancelledMeanwhile();
      return row!;
    });
    return { outcome: "started", meeting };
  } catch (error) {
    const outcome = lostRace(error);
    if (!outcome) throw error;
    await deps.provider.deleteMeeting?.(created.externalId).catch(() => undefined);
    return { outcome };
  }
}

function lostRace(error: unknown): Exclude<Attempt["outcome"], "started"> | null {
  if (error instanceof CancelledMeanwhile) return "cancelled";
  const v = pgViolation(error, [PG_UNIQUE, PG_EXCLUSION]);
  if (v?.code === PG_UNIQUE && v.constraint === "class_meetings_session_key") return "exists";
  if (v?.code === PG_EXCLUSION && v.constraint === "class_meetings_licence_no_overlap") {
    return "licence_taken";
  }
  return null;
}

/** The meeting of a class that another request started first. */
async function answerExisting(db: Db, deps: VideoDeps, sessionId: number, teacher: SessionUser) {
  const meeting = await meetingOf(db, sessionId);
  if (!meeting) return fail(MEETING_MESSAGES.providerFailed);
  return success(await hostLink(deps, meeting, teacher), MEETING_MESSAGES.alreadyStarted);
}

/**
 * ceate-and-join-meeting / -demo / -class (spec 1 section 4 "Class start"): the class's teacher
 * starts it from CLASS_RULES.startEarlyMinutes before its time until it ends. A class that already
 * has a meeting answers the same link. With Zoom, a meeting occupies a licence until the class
 * ends: a teacher whose previous class still holds one is asked first (zoom_occupied), and with
 * free_licence hosts on a licence nobody holds until this class ends, or gets "201".
 */
export async function startMeeting(
  db: Db,
  deps: VideoDeps,
  teacher: SessionUser,
  input: StartInput,
  kind: StartKind,
  now: Date,
): Promise<StartMeetingAnswer> {
  assertOwnUserId(teacher, input.userId);
  const session = await loadTeacherClass(db, teacher, input.slotId);
  const closed = closedReason(session, now);
  if (closed) return fail(closed);
  if (kind === "demo" && !session.isDemo) return fail(MEETING_MESSAGES.notADemo);
  if (kind === "class" && session.isDemo) return fail(MEETING_MESSAGES.isADemo);
  if (await meetingOf(db, session.id)) return answerExisting(db, deps, session.id, teacher);

  let candidates: (PoolLicence | null)[] = [null];
  if (deps.provider.needsLicence) {
    await syncLicences(db, deps.provider.name, deps.hostUsers);
    const previous = await heldByPreviousClass(db, session.teacherId, session.id, now);
    if (previous && !input.freeLicence) {
      return { status: "zoom_occupied", messageDescription: MEETING_MESSAGES.previousClassRunning };
    }
    const pool = await loadPool(db, deps.provider.name, now);
    candidates = freeLicences(pool.licences, pool.holds, { from: now, until: session.endsAt });
  }

  for (const licence of candidates) {
    let attempt: Attempt;
    try {
      attempt = await tryStart(db, deps, session, licence, now);
    } catch (error) {
      if (error instanceof VideoProviderError) return fail(MEETING_MESSAGES.providerFailed);
      throw error;
    }
    if (attempt.outcome === "started") {
      return success(
        personalLink(attempt.meeting.provider, attempt.meeting.hostUrl, teacher.name),
        MEETING_MESSAGES.started,
      );
    }
    if (attempt.outcome === "exists") return answerExisting(db, deps, session.id, teacher);
    if (attempt.outcome === "cancelled") return fail(MEETING_MESSAGES.cancelled);
  }
  // A double start of this class may have lost on the licence rather than on the session key.
  if (await meetingOf(db, session.id)) return answerExisting(db, deps, session.id, teacher);
  return success(NO_LICENCE_URL, MEETING_MESSAGES.slotUnavailable);
}

/** resume-meeting: the teacher reopens a class they started that has not ended (sets resumed_at). */
export async function resumeMeeting(
  db: Db,
  deps: VideoDeps,
  teacher: SessionUser,
  input: Pick<StartInput, "slotId" | "userId">,
  now: Date,
): Promise<StartMeetingAnswer> {
  assertOwnUserId(teacher, input.userId);
  const session = await loadTeacherClass(db, teacher, input.slotId);
  const window = classWindow(session, now);
  if (window === "cancelled") return fail(MEETING_MESSAGES.cancelled);
  if (window === "over") return fail(CLASS_MESSAGES.meetingTimeOver);
  const meeting = await meetingOf(db, session.id);
  if (!meeting) return fail(MEETING_MESSAGES.notStartedYet);
  await db.update(classMeetings).set({ resumedAt: now }).where(eq(classMeetings.id, meeting.id));
  return success(await hostLink(deps, meeting, teacher), MEETING_MESSAGES.resumed);
}
