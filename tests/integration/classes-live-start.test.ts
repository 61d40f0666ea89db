import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as startAny } from "@/app/(api)/api/ceate-and-join-meeting/route";
import { POST as resume } from "@/app/(api)/api/resume-meeting/route";
import { POST as startClass } from "@/app/(api)/ng-api/v2/ceate-and-join-class/route";
import { POST as startDemo } from "@/app/(api)/ng-api/v2/ceate-and-join-demo/route";
import { classMeetings, classSessions, SESSION_STATUS, videoLicences } from "@/db/schema";
import { startMeetingResponse } from "@/lib/classes/live-schemas";
import { CLASS_MESSAGES } from "@/lib/classes/messages";
import type { VideoDeps } from "@/lib/classes/meetings/from-env";
import { MEETING_MESSAGES } from "@/lib/classes/meetings/messages";
import { NO_LICENCE_URL, resumeMeeting, startMeeting } from "@/lib/classes/meetings/start";
import { VideoProviderError, type VideoProvider } from "@/lib/classes/meetings/types";
import { postAs } from "../support/booking-fixtures";
import {
  jitsiDeps,
  liveClass,
  useAsAppVideoDeps,
  zoomDeps,
  liveClassesContext,
  type Who,
} from "../support/classes-live-fixtures";

const live = liveClassesContext();
const { newTeacher, bookedClass } = live;

const start = (user: Who | null, body: Record<string, unknown>) =>
  postAs(startAny, "/api/ceate-and-join-meeting", user, body);

const meetingsOf = (sessionId: number) =>
  live.db.select().from(classMeetings).where(eq(classMeetings.sessionId, sessionId));

beforeEach(() => useAsAppVideoDeps(jitsiDeps()));

describe("POST /api/ceate-and-join-meeting (Jitsi, the default)", () => {
  it("starts the class: an unguessable room, the class started, the host link with the name", async () => {
    const { teacher, session } = await bookedClass(5);
    const res = await start(teacher, { slot_id: session.id, user_id: teacher.id, is_demo: "0" });
    expect(res.status).toBe(200);
    expect(startMeetingResponse.parse(res.body)).toBeTruthy();
    expect(res.body).toMatchObject({ status: "success", message: MEETING_MESSAGES.started });
    const [meeting] = await meetingsOf(session.id);
    expect(meeting).toMatchObject({
      provider: "jitsi",
      teacherId: teacher.id,
      licenceId: null,
      licenceUntil: session.endsAt,
      resumedAt: null,
    });
    expect(meeting!.externalId).toMatch(/^class-[A-Za-z0-9_-]{24}$/);
    expect(res.body.meeting_url).toBe(
      `https://meet.jit.si/${meeting!.externalId}#userInfo.displayName=%22Test%22`,
    );
    const [row] = await live.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, session.id));
    expect(row!.status).toBe(SESSION_STATUS.started);
  });

  it("answers the same link when the class already has a meeting (no second meeting)", async () => {
    const { teacher, session } = await bookedClass(0);
    const first = await start(teacher, { slot_id: session.id });
    const again = await start(teacher, { slot_id: session.id });
    expect(again.body).toMatchObject({
      status: "success",
      meeting_url: first.body.meeting_url,
      message: MEETING_MESSAGES.alreadyStarted,
    });
    expect(await meetingsOf(session.id)).toHaveLength(1);
  });

  it("two starts at once make one meeting and both answer its link", async () => {
    const { teacher, session } = await bookedClass(0);
    const [a, b] = await Promise.all([
      start(teacher, { slot_id: session.id }),
      start(teacher, { slot_id: session.id }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.status).toBe("success");
    expect(b.body.meeting_url).toBe(a.body.meeting_url);
    expect(await meetingsOf(session.id)).toHaveLength(1);
  });

  it("a start that loses the race to another answers the winner's link and removes its own meeting", async () => {
    const { teacher, session } = await bookedClass(0);
    const deleted: string[] = [];
    const jitsi = jitsiDeps().provider;
    let raced = false;
    const racing: VideoProvider = {
      ...jitsi,
      async createMeeting(request) {
        if (!raced) {
          raced = true; // the other request finishes first, while this one talks to the provider
          await startMeeting(
            live.db,
            jitsiDeps(),
            teacher,
            { slotId: session.id },
            "any",
            new Date(),
          );
        }
        return jitsi.createMeeting(request);
      },
      async deleteMeeting(id) {
        deleted.push(id);
      },
    };
    const answer = await startMeeting(
      live.db,
      { provider: racing, hostUsers: [] },
      teacher,
      { slotId: session.id },
      "any",
      new Date(),
    );
    const [meeting] = await meetingsOf(session.id);
    expect(answer).toEqual({
      status: "success",
      meeting_url: `${meeting!.hostUrl}#userInfo.displayName=%22Test%22`,
      message: MEETING_MESSAGES.alreadyStarted,
    });
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).not.toBe(meeting!.externalId);
  });

  it("refuses anonymous (401), students and admins (403), another teacher (403)", async () => {
    const { student, session } = await bookedClass(5);
    const other = await newTeacher();
    expect((await start(null, { slot_id: session.id })).status).toBe(401);
    expect((await start(student, { slot_id: session.id })).status).toBe(403);
    expect((await start(live.admin, { slot_id: session.id })).status).toBe(403);
    const res = await start(other, { slot_id: session.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CLASS_MESSAGES.notYourClass);
    expect(await meetingsOf(session.id)).toHaveLength(0);
  });

  it("refuses a user_id other than the caller's (403), an unknown class (404), bad input (400)", async () => {
    const { teacher, session } = await bookedClass(5);
    const other = await newTeacher();
    const res = await start(teacher, { slot_id: session.id, user_id: other.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MEETING_MESSAGES.notYourUserId);
    expect((await start(teacher, { slot_id: 999999 })).status).toBe(404);
    expect((await start(teacher, { slot_id: "abc" })).status).toBe(400);
    expect((await start(teacher, {})).status).toBe(400);
    expect((await start(teacher, { slot_id: session.id, user_id: "x" })).status).toBe(400);
    expect(await meetingsOf(session.id)).toHaveLength(0);
  });

  it("fails a cancelled class, a class that is over, and a start more than 15 minutes early", async () => {
    const teacher = await newTeacher();
    const cancelled = await liveClass(live.db, {
      teacherId: teacher.id,
      startsIn: 0,
      status: SESSION_STATUS.cancelled,
    });
    const over = await liveClass(live.db, { teacherId: teacher.id, startsIn: -120 });
    const early = await liveClass(live.db, { teacherId: teacher.id, startsIn: 30 });
    const fails = async (slot: number, message: string) => {
      const res = await start(teacher, { slot_id: slot });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "fail", messageDescription: message });
      expect(await meetingsOf(slot)).toHaveLength(0);
    };
    await fails(cancelled.id, MEETING_MESSAGES.cancelled);
    await fails(over.id, CLASS_MESSAGES.meetingTimeOver);
    await fails(early.id, MEETING_MESSAGES.tooEarlyToStart);
  });

  it("opens exactly 15 minutes before the start and closes at the end (fixed clock)", async () => {
    const teacher = await newTeacher();
    const at = new Date("2027-03-01T10:00:00Z");
    const s = await liveClass(live.db, { teacherId: teacher.id, startsIn: 0, at });
    const deps = jitsiDeps();
    const minute = (m: number) => new Date(at.getTime() + m * 60_000);
    const go = (now: Date) => startMeeting(live.db, deps, teacher, { slotId: s.id }, "any", now);
    expect(await go(minute(-15.01))).toMatchObject({ status: "fail" });
    expect(await go(minute(60))).toEqual({
      status: "fail",
      messageDescription: CLASS_MESSAGES.meetingTimeOver,
    });
    expect(await go(minute(-15))).toMatchObject({ status: "success" });
    const [meeting] = await meetingsOf(s.id);
    expect(meeting!.startedAt).toEqual(minute(-15));
    expect(meeting!.licenceUntil).toEqual(minute(60));
  });

  it("a provider failure fails with a message and leaves the class as it was", async () => {
    const { teacher, session } = await bookedClass(0);
    useAsAppVideoDeps({
      provider: {
        ...jitsiDeps().provider,
        createMeeting: () => Promise.reject(new VideoProviderError("down", 503)),
      },
      hostUsers: [],
    });
    const res = await start(teacher, { slot_id: session.id });
    expect(res.body).toEqual({
      status: "fail",
      messageDescription: MEETING_MESSAGES.providerFailed,
    });
    expect(await meetingsOf(session.id)).toHaveLength(0);
    const [row] = await live.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, session.id));
    expect(row!.status).toBe(SESSION_STATUS.scheduled);
  });
});

describe("ceate-and-join-demo and ceate-and-join-class", () => {
  it("-demo starts a demo and fails a paid class", async () => {
    const demo = await bookedClass(0, { isDemo: true });
    const paid = await bookedClass(0);
    const ok = await postAs(startDemo, "/ng-api/v2/ceate-and-join-demo", demo.teacher, {
      slot_id: demo.session.id,
      user_id: demo.teacher.id,
      is_demo: 1,
      free_licence: false,
    });
    expect(ok.body.status).toBe("success");
    const no = await postAs(startDemo, "/ng-api/v2/ceate-and-join-demo", paid.teacher, {
      slot_id: paid.session.id,
    });
    expect(no.body).toEqual({ status: "fail", messageDescription: MEETING_MESSAGES.notADemo });
  });

  it("-class starts a paid class and fails a demo", async () => {
    const demo = await bookedClass(0, { isDemo: true });
    const paid = await bookedClass(0);
    const ok = await postAs(startClass, "/ng-api/v2/ceate-and-join-class", paid.teacher, {
      slot_id: paid.session.id,
    });
    expect(ok.body.status).toBe("success");
    const no = await postAs(startClass, "/ng-api/v2/ceate-and-join-class", demo.teacher, {
      slot_id: demo.session.id,
    });
    expect(no.body).toEqual({ status: "fail", messageDescription: MEETING_MESSAGES.isADemo });
    expect(await meetingsOf(demo.session.id)).toHaveLength(0);
  });

  it("refuse like the main call (401, 403 student, 404)", async () => {
    const demo = await bookedClass(0, { isDemo: true });
    const path = "/ng-api/v2/ceate-and-join-demo";
    expect((await postAs(startDemo, path, null, { slot_id: demo.session.id })).status).toBe(401);
    expect((await postAs(startDemo, path, demo.student, { slot_id: demo.session.id })).status).toBe(
      403,
    );
    expect((await postAs(startClass, path, demo.teacher, { slot_id: 999999 })).status).toBe(404);
  });
});

describe("Zoom licence pool", () => {
  /** A teacher whose previous class (ending in 5 minutes) holds a licence, and the next class. */
  async function teacherWithRunningClass(deps: VideoDeps) {
    const teacher = await newTeacher();
    const previous = await liveClass(live.db, { teacherId: teacher.id, startsIn: -55 });
    const next = await liveClass(live.db, { teacherId: teacher.id, startsIn: 5 });
    const started = await startMeeting(
      live.db,
      deps,
      teacher,
      { slotId: previous.id },
      "any",
      new Date(),
    );
    expect(started.status).toBe("success");
    return { teacher, previous, next };
  }

  const licenceOf = async (sessionId: number) => {
    const [m] = await meetingsOf(sessionId);
    if (!m?.licenceId) return null;
    const [l] = await live.db.select().from(videoLicences).where(eq(videoLicences.id, m.licenceId));
    return l!.hostUser;
  };

  it("hosts on a free licence and keeps the pool in step with the configured hosts", async () => {
    const hosts = ["pool1-a@x.org", "pool1-b@x.org"];
    const { deps, api } = zoomDeps(hosts);
    useAsAppVideoDeps(deps);
    const { teacher, session } = await bookedClass(0);
    const res = await start(teacher, { slot_id: session.id });
    expect(res.body).toMatchObject({ status: "success", message: MEETING_MESSAGES.started });
    const [meeting] = await meetingsOf(session.id);
    expect(meeting).toMatchObject({ provider: "zoom", licenceUntil: session.endsAt });
    expect(res.body.meeting_url).toBe(meeting!.hostUrl);
    expect(meeting!.hostUrl).toMatch(/^https:\/\/us05web\.zoom\.us\/s\//);
    expect(await licenceOf(session.id)).toBe("pool1-a@x.org");
    expect(api.hostsUsed()).toEqual(["pool1-a@x.org"]);
    const pool = await live.db.select().from(videoLicences);
    expect(pool.filter((l) => hosts.includes(l.hostUser)).every((l) => l.isActive)).toBe(true);
  });

  it("zoom_occupied while the previous class holds the licence; free_licence hosts on another", async () => {
    const { deps, api } = zoomDeps(["pool2-a@x.org", "pool2-b@x.org"]);
    useAsAppVideoDeps(deps);
    const { teacher, previous, next } = await teacherWithRunningClass(deps);
    expect(await licenceOf(previous.id)).toBe("pool2-a@x.org");

    const occupied = await start(teacher, { slot_id: next.id, user_id: teacher.id });
    expect(occupied.body).toEqual({
      status: "zoom_occupied",
      messageDescription: MEETING_MESSAGES.previousClassRunning,
    });
    expect(startMeetingResponse.parse(occupied.body)).toBeTruthy();
    expect(await meetingsOf(next.id)).toHaveLength(0);

    const res = await start(teacher, { slot_id: next.id, free_licence: "true" });
    expect(res.body).toMatchObject({ status: "success", message: MEETING_MESSAGES.started });
    expect(await licenceOf(next.id)).toBe("pool2-b@x.org");
    expect(await licenceOf(previous.id)).toBe("pool2-a@x.org");
    expect(api.hostsUsed()).toEqual(["pool2-a@x.org", "pool2-b@x.org"]);
  });

  it("answers meeting_url '201' when no licence is free, and makes no meeting", async () => {
    const { deps, api } = zoomDeps(["pool3-a@x.org"]);
    useAsAppVideoDeps(deps);
    const { teacher, next } = await teacherWithRunningClass(deps);
    const res = await start(teacher, { slot_id: next.id, free_licence: true });
    expect(res.body).toEqual({
      status: "success",
      meeting_url: NO_LICENCE_URL,
      message: MEETING_MESSAGES.slotUnavailable,
    });
    expect(await meetingsOf(next.id)).toHaveLength(0);
    expect(api.hostsUsed()).toHaveLength(1);
  });

  it("another teacher's running class keeps its licence: the next teacher gets '201'", async () => {
    const { deps } = zoomDeps(["pool4-a@x.org"]);
    useAsAppVideoDeps(deps);
    const a = await bookedClass(0);
    const b = await bookedClass(0);
    expect((await start(a.teacher, { slot_id: a.session.id })).body.status).toBe("success");
    const res = await start(b.teacher, { slot_id: b.session.id });
    expect(res.body).toMatchObject({ status: "success", meeting_url: NO_LICENCE_URL });
  });

  /** Zoom whose first meeting request loses its licence to `thief`'s class meanwhile. */
  function stolenLicenceZoom(
    hosts: string[],
    thief: { teacherId: number; id: number; endsAt: Date },
  ) {
    const { deps } = zoomDeps(hosts);
    let stolen = false;
    const deleted: string[] = [];
    const provider: VideoProvider = {
      ...deps.provider,
      async createMeeting(request) {
        if (!stolen) {
          stolen = true;
          const [licence] = await live.db
            .select()
            .from(videoLicences)
            .where(eq(videoLicences.hostUser, request.hostUser!));
          await live.db.insert(classMeetings).values({
            sessionId: thief.id,
            teacherId: thief.teacherId,
            provider: "zoom",
            externalId: "stolen",
            joinUrl: "https://zoom.example/j",
            hostUrl: "https://zoom.example/s",
            licenceId: licence!.id,
            startedAt: new Date(Date.now() - 60_000),
            licenceUntil: thief.endsAt,
          });
        }
        return deps.provider.createMeeting(request);
      },
      async deleteMeeting(id) {
        deleted.push(id);
      },
    };
    return { deps: { provider, hostUsers: hosts }, deleted };
  }

  it("a licence taken meanwhile (exclusion constraint) moves on to the next one", async () => {
    const other = await bookedClass(0);
    const mine = await bookedClass(0);
    const { deps, deleted } = stolenLicenceZoom(["pool5-a@x.org", "pool5-b@x.org"], other.session);
    const answer = await startMeeting(
      live.db,
      deps,
      mine.teacher,
      { slotId: mine.session.id },
      "any",
      new Date(),
    );
    expect(answer).toMatchObject({ status: "success", message: MEETING_MESSAGES.started });
    expect(await licenceOf(other.session.id)).toBe("pool5-a@x.org");
    expect(await licenceOf(mine.session.id)).toBe("pool5-b@x.org");
    expect(deleted).toHaveLength(1);
  });

  it("the last licence taken meanwhile answers '201', never a 500", async () => {
    const other = await bookedClass(0);
    const mine = await bookedClass(0);
    const { deps, deleted } = stolenLicenceZoom(["pool5-c@x.org"], other.session);
    useAsAppVideoDeps(deps);
    const res = await start(mine.teacher, { slot_id: mine.session.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", meeting_url: NO_LICENCE_URL });
    expect(await meetingsOf(mine.session.id)).toHaveLength(0);
    expect(deleted).toHaveLength(1);
    const [row] = await live.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, mine.session.id));
    expect(row!.status).toBe(SESSION_STATUS.scheduled);
  });

  it("a Zoom error fails with a message, never a 500", async () => {
    const { deps } = zoomDeps(["pool6-a@x.org"]);
    useAsAppVideoDeps({
      ...deps,
      provider: {
        ...deps.provider,
        createMeeting: () => Promise.reject(new VideoProviderError("Zoom 429", 429)),
      },
    });
    const { teacher, session } = await bookedClass(0);
    const res = await start(teacher, { slot_id: session.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "fail",
      messageDescription: MEETING_MESSAGES.providerFailed,
    });
  });
});

describe("POST /api/resume-meeting", () => {
  const resumeAs = (user: Who | null, body: Record<string, unknown>) =>
    postAs(resume, "/api/resume-meeting", user, body);

  it("answers the host link of a started class and records resumed_at", async () => {
    const { teacher, session } = await bookedClass(0);
    const started = await start(teacher, { slot_id: session.id });
    const res = await resumeAs(teacher, { slot_id: session.id, user_id: teacher.id });
    expect(res.body).toEqual({
      status: "success",
      meeting_url: started.body.meeting_url,
      message: MEETING_MESSAGES.resumed,
    });
    const [meeting] = await meetingsOf(session.id);
    expect(meeting!.resumedAt).toBeInstanceOf(Date);
  });

  it("answers a fresh Zoom start link", async () => {
    const { deps } = zoomDeps(["pool7-a@x.org"]);
    useAsAppVideoDeps(deps);
    const { teacher, session } = await bookedClass(0);
    await start(teacher, { slot_id: session.id });
    const [meeting] = await meetingsOf(session.id);
    const res = await resumeAs(teacher, { slot_id: session.id });
    expect(res.body.meeting_url).toBe(
      `https://api.zoom.us/v2/meetings/${meeting!.externalId}?zak=fresh`,
    );
  });

  it("fails a class not started, cancelled, or over", async () => {
    const { teacher, session } = await bookedClass(0);
    expect((await resumeAs(teacher, { slot_id: session.id })).body).toEqual({
      status: "fail",
      messageDescription: MEETING_MESSAGES.notStartedYet,
    });
    const at = new Date("2027-04-01T10:00:00Z");
    const s = await liveClass(live.db, { teacherId: teacher.id, startsIn: 0, at });
    const deps = jitsiDeps();
    await startMeeting(live.db, deps, teacher, { slotId: s.id }, "any", at);
    const later = new Date(at.getTime() + 60 * 60_000);
    expect(await resumeMeeting(live.db, deps, teacher, { slotId: s.id }, later)).toEqual({
      status: "fail",
      messageDescription: CLASS_MESSAGES.meetingTimeOver,
    });
    await live.db
      .update(classSessions)
      .set({ status: SESSION_STATUS.cancelled })
      .where(eq(classSessions.id, s.id));
    expect(await resumeMeeting(live.db, deps, teacher, { slotId: s.id }, at)).toEqual({
      status: "fail",
      messageDescription: MEETING_MESSAGES.cancelled,
    });
  });

  it("refuses anonymous 401, the student, an admin and another teacher 403, unknown 404, bad 400", async () => {
    const { teacher, student, session } = await bookedClass(0);
    await start(teacher, { slot_id: session.id });
    const other = await newTeacher();
    expect((await resumeAs(null, { slot_id: session.id })).status).toBe(401);
    for (const caller of [student, live.admin, other]) {
      const res = await resumeAs(caller, { slot_id: session.id });
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain("meet.jit.si");
    }
    expect((await resumeAs(teacher, { slot_id: session.id, user_id: other.id })).status).toBe(403);
    expect((await resumeAs(teacher, { slot_id: 999999 })).status).toBe(404);
    expect((await resumeAs(teacher, { slot_id: -1 })).status).toBe(400);
  });
});
