import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import type { VideoDeps } from "@/lib/classes/meetings/from-env";
import { jitsiProvider } from "@/lib/classes/meetings/jitsi";
import { ZOOM_API, ZOOM_TOKEN_URL, zoomProvider } from "@/lib/classes/meetings/zoom";
import { afterAll, beforeAll } from "vitest";
import { makeStream, makeSubject, makeTeacher, makeUser } from "./factories";
import { cookieHeaderFor, type RouteHandler } from "./legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "./test-db";

// Helpers of the live-class tests (tests/integration/classes-live*.test.ts and the Zoom unit test).

type Caller = { id: number; role: "student" | "teacher" | "admin" } | null;

/** Makes the app's getVideoDeps() (lib/classes/meetings/app-deps.ts) answer with these. */
export function useAsAppVideoDeps(deps: VideoDeps): void {
  (globalThis as unknown as { __videoDeps?: VideoDeps }).__videoDeps = deps;
}

export const jitsiDeps = (): VideoDeps => ({ provider: jitsiProvider(), hostUsers: [] });

/** A fake of Zoom's token endpoint and meetings API, recording every request. */
export function fakeZoomApi(
  over: { token?: () => Response; meeting?: () => Response; lookup?: () => Response } = {},
) {
  const calls: { url: string; init: RequestInit }[] = [];
  let tokens = 0;
  let meetings = 0;
  const fetch = async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (url === ZOOM_TOKEN_URL) {
      tokens++;
      return over.token?.() ?? Response.json({ access_token: `tok-${tokens}`, expires_in: 3600 });
    }
    if (url.startsWith(`${ZOOM_API}/users/`)) {
      meetings++;
      const id = 85746065000 + meetings;
      return (
        over.meeting?.() ??
        Response.json(
          {
            id,
            join_url: `https://us05web.zoom.us/j/${id}?pwd=abc`,
            start_url: `https://us05web.zoom.us/s/${id}?zak=xyz`,
          },
          { status: 201 },
        )
      );
    }
    if (url.startsWith(`${ZOOM_API}/meetings/`)) {
      if (init.method === "DELETE") return new Response(null, { status: 204 });
      return over.lookup?.() ?? Response.json({ start_url: `${url}?zak=fresh` });
    }
    return Response.json({ message: "not found" }, { status: 404 });
  };
  return {
    fetch,
    calls,
    tokenCalls: () => calls.filter((c) => c.url === ZOOM_TOKEN_URL),
    /** The host users meetings were created for, in order. */
    hostsUsed: () =>
      calls
        .filter((c) => c.url.startsWith(`${ZOOM_API}/users/`))
        .map((c) => decodeURIComponent(c.url.split("/users/")[1]!.split("/")[0]!)),
  };
}

/** Zoom video deps on a fake API, with these licence hosts. */
export function zoomDeps(hostUsers: string[], api = fakeZoomApi()) {
  const deps: VideoDeps = {
    provider: zoomProvider({
      accountId: "acc",
      clientId: "id",
      clientSecret: "secret",
      fetch: api.fetch,
      now: () => new Date(),
    }),
    hostUsers,
  };
  return { deps, api };
}

export interface LiveClassInput {
  teacherId: number;
  /** Minutes from `at` (default: now) to the class start; negative = already begun. */
  startsIn: number;
  minutes?: number;
  at?: Date;
  isDemo?: boolean;
  subjectId?: number | null;
  status?: number;
  students?: { id: number; status?: number; attendedAt?: Date }[];
}

/** A class session (with its booked students) placed relative to now. */
export async function liveClass(db: Db, input: LiveClassInput) {
  const base = (input.at ?? new Date()).getTime();
  const startsAt = new Date(base + input.startsIn * 60_000);
  const endsAt = new Date(startsAt.getTime() + (input.minutes ?? 60) * 60_000);
  const students = input.students ?? [];
  const active = students.filter((s) => s.status !== SESSION_STATUS.cancelled).length;
  const [session] = await db
    .insert(classSessions)
    .values({
      teacherId: input.teacherId,
      subjectId: input.subjectId ?? null,
      startsAt,
      endsAt,
      status: input.status ?? SESSION_STATUS.scheduled,
      isDemo: input.isDemo ?? false,
      capacity: Math.max(1, students.length),
      enrolledCount: active,
    })
    .returning();
  for (const s of students) {
    await db.insert(sessionEnrolments).values({
      sessionId: session!.id,
      studentId: s.id,
      startsAt,
      endsAt,
      status: s.status ?? SESSION_STATUS.scheduled,
      isDemo: input.isDemo ?? false,
      attendedAt: s.attendedAt ?? null,
    });
  }
  return session!;
}

export { makeContract } from "./factories";

async function send(handler: RouteHandler, request: Request) {
  const response = await handler(request);
  return { status: response.status, body: await response.json() };
}

/** GETs a route handler as `user` (anonymous when null). */
export async function getAs(handler: RouteHandler, path: string, user: Caller) {
  const headers = user ? await cookieHeaderFor(user) : {};
  return send(handler, new Request(`http://localhost${path}`, { headers }));
}

export type Role = "student" | "teacher" | "admin";
/** A caller as the tests post as (the session cookie names everyone "Test"). */
export type Who = SessionUser;

export const who = (u: { id: number; role: string }): Who => ({
  id: u.id,
  role: u.role as Role,
  name: "Test",
  prefix: u.role === "teacher" ? "em" : "st",
});

/**
 * A fresh test database for one live-class test file (the app's database, with Jitsi as the
 * video provider), a subject, an admin, and makers of teachers, students and booked classes.
 * Read the getters inside tests and hooks: they exist once the file's beforeAll has run.
 */
export function liveClassesContext() {
  let t: TestDatabase | undefined;
  let subject: { id: number; streamId: number } | undefined;
  let admin: Who | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
    useAsAppDatabase(t);
    useAsAppVideoDeps(jitsiDeps());
    const stream = await makeStream(t.db);
    subject = await makeSubject(t.db, stream.id);
    admin = who(await makeUser(t.db, { role: "admin" }));
  });
  afterAll(() => t?.destroy());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error("the live-class test context is read before beforeAll");
    return value;
  };
  const ctx = {
    get db() {
      return ready(t).db;
    },
    get subject() {
      return ready(subject);
    },
    get admin() {
      return ready(admin);
    },
    newTeacher: async () => who((await makeTeacher(ctx.db, ctx.subject)).user),
    newStudent: async () => who(await makeUser(ctx.db, { role: "student" })),
    /** A new teacher and a new student booked into a class starting in `startsIn` minutes. */
    async bookedClass(startsIn = 0, over: Omit<Partial<LiveClassInput>, "teacherId"> = {}) {
      const teacher = await ctx.newTeacher();
      const student = await ctx.newStudent();
      const session = await liveClass(ctx.db, {
        teacherId: teacher.id,
        startsIn,
        students: [{ id: student.id }],
        ...over,
      });
      return { teacher, student, session };
    },
  };
  return ctx;
}
