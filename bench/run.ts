/**
 * `npm run bench [-- --connections 50 --duration 10 --port 3300 | --smoke]`: drives the production
 * build (.next-bench) on DATABASE_URL (seeded by `npm run bench:seed`) with autocannon, one
 * scenario after another, each after a short warm-up, and measures the floor in the same run: the
 * exact SQL of the search and of the timetable (captured with a drizzle logger from the services,
 * replayed with postgres.js on one connection) and a /_next/static file served by the same server.
 * Latency percentiles come from every response's time (autocannon's 'response' event). Errors are
 * socket errors, timeouts, non-2xx answers, and 200 answers whose body says "status":"error".
 *
 * --smoke: creates a fresh database on TEST_DATABASE_URL's server (or the local Postgres), seeds it
 * with `bench:seed --smoke`, runs every scenario for 2 s with 5 connections, drops the database and
 * exits 1 when any scenario had an error. It reuses an existing build (.next-bench) and builds only
 * when there is none.
 *
 * Writes bench/results/{date}-bench.{md,json} (full runs) or bench/tmp/smoke-bench.{md,json}.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { withHeapCap } from "../scripts/heap-cap.mjs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { openDatabase } from "../db/client";
import { issueOtp } from "../lib/auth/otp";
import { sessionCookie } from "../lib/auth/session-cookie";
import { searchFiltersSchema } from "../lib/catalog/search/filters";
import { searchTeachers } from "../lib/catalog/search/search-teachers";
import { getTeacherTimetable } from "../lib/scheduling/timetable/get-teacher-timetable";
import { encodeId } from "../lib/ids";
import { BENCH_STUDENT_DOMAIN, seedBench, SMOKE } from "./seed";
import { benchUploadsDir, runUploadScenario, uploadSummary, type UploadResult } from "./upload";
import {
  BENCH_AUTH_SECRET,
  busyTeacherId,
  ensureBuild,
  ROOT,
  startServer,
  staticAssetPath,
  today,
  type BenchServer,
} from "./server";

interface Options {
  connections: number;
  duration: number;
  warmup: number;
  port: number;
  smoke: boolean;
  /** --only <regex>: run only the scenarios whose name matches. */
  only: RegExp | null;
}

function parseArgs(args: string[]): Options {
  const smoke = args.includes("--smoke");
  const num = (name: string, fallback: number) => {
    const at = args.indexOf(`--${name}`);
    if (at < 0) return fallback;
    const value = Number(args[at + 1]);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
    return value;
  };
  return {
    connections: num("connections", smoke ? 5 : 50),
    duration: num("duration", smoke ? 1.5 : 10),
    warmup: smoke ? 0.5 : 2,
    port: num("port", smoke ? 3390 : 3300),
    smoke,
    only: args.includes("--only") ? new RegExp(args[args.indexOf("--only") + 1] ?? "") : null,
  };
}

export interface ScenarioResult {
  name: string;
  method: string;
  path: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  bodyErrors: number;
  /** Server tree RSS peak (MB) at the end of this scenario. */
  peakRssMb: number;
  note?: string;
}

interface FloorResult {
  name: string;
  statements: number;
  iterations: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (n: number) => Math.round(n * 100) / 100;

interface RequestSpec {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Scenario {
  name: string;
  describe: string;
  /** Fixed request, or one per index (distinct students). */
  request: RequestSpec | ((i: number) => RequestSpec);
  /** How many distinct requests exist (finite pools: each one is used once). */
  pool?: number;
  /** Answers with HTTP 200 and {"status":"error"} count as errors. */
  checkBody?: boolean;
  connections?: number;
  note?: string;
}

async function runScenario(
  server: BenchServer,
  scenario: Scenario,
  options: Options,
  counter: { next: number },
): Promise<ScenarioResult> {
  const connections = scenario.connections ?? options.connections;
  const fixed = typeof scenario.request === "function" ? null : scenario.request;
  const make = typeof scenario.request === "function" ? scenario.request : () => fixed!;
  const run = (seconds: number, record: boolean) =>
    new Promise<{ result: autocannon.Result; latencies: number[]; bodyErrors: number }>(
      (resolve, reject) => {
        const latencies: number[] = [];
        let bodyErrors = 0;
        let sample = "";
        const remaining = scenario.pool === undefined ? undefined : scenario.pool - counter.next;
        if (remaining !== undefined && remaining <= 0) {
          reject(new Error(`${scenario.name}: the pool of distinct requests is used up`));
          return;
        }
        const first = make(0);
        const instance = autocannon(
          {
            // The path goes in the URL: autocannon ignores a separate `path` option here.
            url: server.url + first.path,
            connections,
            duration: seconds,
            ...(remaining !== undefined
              ? { amount: record ? remaining : Math.min(remaining, connections * 4) }
              : {}),
            timeout: 10,
            method: first.method ?? "GET",
            headers: first.headers,
            body: first.body,
            // A fixed request goes without `requests`: autocannon then reuses one prepared buffer.
            ...(fixed
              ? {}
              : {
                  requests: [
                    {
                      setupRequest: (req: autocannon.RequestParams) => {
                        const spec = make(counter.next++);
                        return {
                          ...req,
                          method: spec.method ?? "GET",
                          path: spec.path,
                          headers: spec.headers,
                          body: spec.body,
                        };
                      },
                      // Only where bodies are checked: autocannon keeps each body for onResponse.
                      ...(scenario.checkBody
                        ? {
                            onResponse: (status: number, body: string) => {
                              if (status < 300 && /"status":"error"/.test(body)) {
                                bodyErrors++;
                                if (!sample) sample = body.slice(0, 300);
                              }
                              if (status >= 300 && !sample)
                                sample = `${status} ${body.slice(0, 300)}`;
                            },
                          }
                        : {}),
                    },
                  ],
                }),
          },
          (error, result) => {
            clearTimeout(timer);
            if (error) reject(error);
            else {
              if (record && sample) console.warn(`    first error of ${scenario.name}: ${sample}`);
              resolve({ result, latencies, bodyErrors });
            }
          },
        );
        instance.on("response", (_client, _status, _bytes, responseTime) => {
          latencies.push(responseTime);
        });
        // With `amount` autocannon ignores `duration`: stop it at the time instead.
        const timer = setTimeout(() => instance.stop(), seconds * 1000 + 200);
      },
    );
  await run(options.warmup, false);
  const { result, latencies, bodyErrors } = await run(options.duration, true);
  latencies.sort((a, b) => a - b);
  const seconds = result.duration || options.duration; // autocannon reports seconds
  const errors = result.errors + result.timeouts;
  return {
    name: scenario.name,
    method: fixed?.method ?? make(0).method ?? "GET",
    path: scenario.describe,
    connections,
    requests: latencies.length,
    rps: round(latencies.length / Math.max(seconds, 0.001)),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
    non2xx: result.non2xx,
    bodyErrors,
    peakRssMb: server.memory().peakRssMb,
    note: scenario.note,
  };
}

/** Runs captured statements (text + params) on one postgres.js connection in a loop. */
async function floor(
  url: string,
  name: string,
  statements: { sql: string; params: unknown[] }[],
  seconds: number,
  prepare = false,
): Promise<FloorResult> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const once = async () => {
      for (const s of statements) await client.unsafe(s.sql, s.params as never[], { prepare });
    };
    for (let i = 0; i < 20; i++) await once();
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const t = performance.now();
      await once();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return {
      name,
      statements: statements.length,
      iterations: times.length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      p99: round(percentile(times, 99)),
    };
  } finally {
    await client.end({ timeout: 5 });
  }
}

async function captureStatements(
  url: string,
  work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<unknown>,
) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const handle = await openDatabase({
    url,
    max: 1,
    logger: { logQuery: (query, params) => void statements.push({ sql: query, params }) },
  });
  try {
    await work(handle.db);
  } finally {
    await handle.close();
  }
  return statements;
}

interface Fixtures {
  busyTeacher: number;
  /** The student with the most classes (a year of them): the class lists' worst case. */
  busyStudent: number;
  subjectSlug: string;
  freshStudents: { id: number; email: string }[];
  demoPairs: { slotId: number; subjectId: number; date: string }[];
}

async function loadFixtures(url: string): Promise<Fixtures> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const busyTeacher = await busyTeacherId(sql);
    const [student] = await sql`
      select student_id::int as id from session_enrolments
      group by student_id order by count(*) desc, student_id limit 1`;
    const fresh = await sql`
      select u.id::int as id, u.email from users u
      where u.email like ${"%@" + BENCH_STUDENT_DOMAIN}
        and not exists (select 1 from session_enrolments e where e.student_id = u.id)
        and not exists (select 1 from otp_codes o where o.destination = u.email)
      order by u.id`;
    // Demo slot occurrences from tomorrow to 4 weeks ahead, on the teacher's local dates.
    const pairs = await sql`
      select s.id::int as slot_id, s.subject_id::int as subject_id, to_char(d, 'YYYY-MM-DD') as date
      from teacher_slots s
      join users u on u.id = s.teacher_id
      cross join lateral generate_series(2, 28) k
      cross join lateral (select (now() at time zone u.time_zone)::date + k as d) x
      where s.is_demo_slot and s.is_active and s.subject_id is not null and s.capacity >= 5
        and extract(dow from d) = s.day_of_week
        and not exists (select 1 from class_sessions cs where cs.slot_id = s.id
                          and cs.starts_at::date between x.d - 1 and x.d + 1)
      order by k, s.id`;
    const [subject] = await sql`
      select s.slug from subjects s join teacher_subjects ts on ts.subject_id = s.id
      where ts.teacher_id = ${busyTeacher} limit 1`;
    return {
      busyTeacher,
      busyStudent: student!.id as number,
      subjectSlug: (subject?.slug as string) ?? "guitar",
      freshStudents: fresh.map((r) => ({ id: r.id as number, email: r.email as string })),
      demoPairs: pairs.map((r) => ({
        slotId: r.slot_id as number,
        subjectId: r.subject_id as number,
        date: r.date as string,
      })),
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const json = (body: unknown, extra: Record<string, string> = {}) => ({
  method: "POST" as const,
  headers: { "content-type": "application/json", ...extra },
  body: JSON.stringify(body),
});

async function main(args: string[]) {
  const options = parseArgs(args);
  const loadAtStart = os.loadavg().map(round);
  process.env.AUTH_SECRET ||= BENCH_AUTH_SECRET;
  let url = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (options.smoke) {
    const base = new URL(
      process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres",
    );
    const name = `bench_smoke_${process.pid}_${Date.now()}`;
    const admin = postgres(base.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const smokeUrl = new URL(base.toString());
    smokeUrl.pathname = `/${name}`;
    url = smokeUrl.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    };
  }
  if (!url) throw new Error("Set DATABASE_URL to a database seeded by `npm run bench:seed`.");
  let server: BenchServer | null = null;
  const cleanups: (() => void)[] = [];
  const interrupted = async () => {
    await server?.stop();
    await dropDatabase?.();
    process.exit(130);
  };
  process.once("SIGINT", () => void interrupted());
  process.once("SIGTERM", () => void interrupted());
  try {
    if (options.smoke) await seedBench(url, SMOKE);
    ensureBuild();
    const fx = await loadFixtures(url);
    console.info(
      `busy teacher ${fx.busyTeacher}, ${fx.freshStudents.length} fresh students, ${fx.demoPairs.length} demo occurrences`,
    );

    // Fresh students: half book demos, a quarter ask for login codes, a quarter log in with one.
    const n = fx.freshStudents.length;
    const bookers = fx.freshStudents.slice(
      0,
      Math.min(Math.floor(n / 2), options.smoke ? 400 : 10_000),
    );
    const senders = fx.freshStudents.slice(Math.floor(n / 2), Math.floor((3 * n) / 4));
    const loginCap = options.smoke ? 200 : 4000;
    const loggers = fx.freshStudents.slice(Math.floor((3 * n) / 4)).slice(0, loginCap);
    const cookies = await Promise.all(
      bookers.map(async (s) => {
        const c = await sessionCookie(
          { id: s.id, role: "student", name: "Bench", sessionVersion: 0 },
          false,
        );
        return `${c.name}=${c.value}`;
      }),
    );
    const OTP = "424242";
    {
      const handle = await openDatabase({ url, max: 8 });
      try {
        const now = new Date();
        for (let i = 0; i < loggers.length; i += 16) {
          await Promise.all(
            loggers
              .slice(i, i + 16)
              .map((s) =>
                issueOtp(handle.db, { purpose: "login", destination: s.email, now, code: OTP }),
              ),
          );
        }
      } finally {
        await handle.close();
      }
    }

    // The floor: the very statements of the search and the timetable.
    const searchFilters = searchFiltersSchema.parse({ text: "guitar" });
    const searchStatements = await captureStatements(url, (db) =>
      searchTeachers(db, null, searchFilters, "INR", { zone: "Asia/Kolkata", now: new Date() }),
    );
    const ttStatements = await captureStatements(url, (db) =>
      getTeacherTimetable(db, {
        teacherId: fx.busyTeacher,
        weekStatus: 0,
        viewerZone: "Asia/Kolkata",
        now: new Date(),
      }),
    );
    const floorSeconds = options.smoke ? 1 : 5;
    const floors = [
      await floor(url, "search SQL (text=guitar)", searchStatements, floorSeconds),
      await floor(url, "timetable SQL (busy teacher)", ttStatements, floorSeconds),
      // The search runs prepared (lib/catalog/search/execute-prepared.ts, issue 15): its floor
      // without parsing and planning on every call.
      await floor(url, "search SQL (text=guitar), prepared", searchStatements, floorSeconds, true),
    ];

    const cookieOf = async (id: number, role: "student" | "teacher") => {
      const c = await sessionCookie({ id, role, name: "Bench", sessionVersion: 0 }, false);
      return `${c.name}=${c.value}`;
    };
    const studentCookie = await cookieOf(fx.busyStudent, "student");
    const teacherCookie = await cookieOf(fx.busyTeacher, "teacher");

    const uploadsDir = benchUploadsDir();
    cleanups.push(() => rmSync(uploadsDir, { recursive: true, force: true }));
    server = await startServer({
      port: options.port,
      databaseUrl: url,
      env: { UPLOADS_DIR: uploadsDir },
    });
    const teacherPath = `/teacher-profile/${encodeId(fx.busyTeacher)}`;
    const ttPath = `/st/getTeacherTT?teacherId=${fx.busyTeacher}&weekStatus=0&tz=Asia/Kolkata`;
    const HTML = { accept: "text/html" };
    const scenarios: Scenario[] = [
      {
        name: "static asset",
        describe: "GET /_next/static/…",
        request: { path: staticAssetPath() },
      },
      // Public pages as a browser without a session asks for them (kept by the page cache, issue
      // 15), and the homepage of a signed-in visitor (rendered per request).
      { name: "homepage", describe: "GET / (text/html)", request: { path: "/", headers: HTML } },
      {
        name: "homepage (signed in)",
        describe: "GET / with a student's session (rendered per request)",
        request: { path: "/", headers: { ...HTML, cookie: studentCookie } },
      },
      {
        name: "course page",
        describe: "GET /courses/music/guitar-for-beginners (text/html)",
        request: { path: "/courses/music/guitar-for-beginners", headers: HTML },
      },
      {
        name: "search page",
        describe: "GET /search?text=guitar",
        request: { path: "/search?text=guitar" },
      },
      {
        name: "loadDashboardData: text",
        describe: "POST /loadDashboardData {text: guitar}",
        request: { path: "/loadDashboardData", ...json({ text: "guitar" }) },
      },
      {
        name: "loadDashboardData: text (1 conn)",
        describe: "POST /loadDashboardData {text: guitar}, 1 connection",
        request: { path: "/loadDashboardData", ...json({ text: "guitar" }) },
        connections: 1,
        note: "for the overhead ratio against the SQL floor (also one connection)",
      },
      {
        name: "loadDashboardData: filters",
        describe: "POST /loadDashboardData {class, rating, price, lang, sort}",
        request: {
          path: "/loadDashboardData",
          ...json({
            class: "music",
            rating: "4",
            price: "100-2000",
            lang: "English",
            filter: "price_desc",
          }),
        },
      },
      {
        name: "loadDashboardData: browse",
        describe: "POST /loadDashboardData {subject, experience, level, page 2}",
        request: {
          path: "/loadDashboardData",
          ...json({ subject: fx.subjectSlug, experience: "2-30", level: "beginner", page: "2" }),
        },
      },
      {
        name: "teacher profile",
        describe: "GET /teacher-profile/{busy teacher} (text/html)",
        request: { path: teacherPath, headers: HTML },
      },
      {
        name: "getTeacherTT",
        describe: "GET /st/getTeacherTT (busy teacher)",
        request: { path: ttPath },
      },
      {
        name: "getTeacherTT (1 conn)",
        describe: "GET /st/getTeacherTT (busy teacher), 1 connection",
        request: { path: ttPath },
        connections: 1,
        note: "for the overhead ratio against the SQL floor",
      },
      {
        name: "class lists",
        describe:
          "GET /get-all-past-classes?page=1&limit=10 (the busiest student: a page and 4 counts)",
        request: {
          path: "/get-all-past-classes?page=1&limit=10",
          headers: { cookie: studentCookie },
        },
      },
      {
        name: "get-community-posts",
        describe:
          "GET /get-community-posts?page=1 signed in (100k posts: a page of 6, tags, comments, likes, count)",
        request: { path: "/get-community-posts?page=1", headers: { cookie: studentCookie } },
      },
      {
        name: "get-community-posts (logged out, tag)",
        describe: "GET /get-community-posts?page=3&tag_id=2 without a session (consent filter)",
        request: { path: "/get-community-posts?page=3&tag_id=2" },
      },
      {
        name: "community feed page",
        describe: "GET /community (text/html, signed in)",
        request: { path: "/community", headers: { ...HTML, cookie: studentCookie } },
      },
      {
        name: "teacher dashboard",
        describe: "GET /em/dashboard (busy teacher: today's classes and the class lists)",
        request: { path: "/em/dashboard", headers: { cookie: teacherCookie } },
      },
      {
        name: "student dashboard",
        describe:
          "GET /st/dashboard (the busiest student: classes, family, points, leaderboard, characters, showcase, holidays, plans)",
        request: { path: "/st/dashboard", headers: { ...HTML, cookie: studentCookie } },
      },
      {
        // The floor of a page rendered per request (issue 15): the root layout (session, header)
        // and an empty page, in the same run as the dashboard.
        name: "empty page (signed in)",
        describe: "GET /dev/empty with the busy teacher's session (the per-request render floor)",
        request: { path: "/dev/empty", headers: { ...HTML, cookie: teacherCookie } },
      },
      {
        name: "book-demo",
        describe: "POST /api/book-demo, a distinct student each",
        pool: Math.min(bookers.length, fx.demoPairs.length * 5),
        checkBody: true,
        request: (i) => {
          const pair = fx.demoPairs[i % fx.demoPairs.length]!;
          return {
            path: "/api/book-demo",
            ...json(
              { timetable_id: pair.slotId, ig_date: pair.date, subId: pair.subjectId },
              { cookie: cookies[i]!, origin: server!.url },
            ),
          };
        },
      },
      {
        name: "sendOTP",
        describe: "POST /ng-api/v1/sendOTP, a distinct student (and client IP) each",
        pool: senders.length,
        checkBody: true,
        request: (i) => ({
          path: "/ng-api/v1/sendOTP",
          ...json({ engagement_id: 9, cust_id: senders[i]!.email }, { "x-forwarded-for": ipOf(i) }),
        }),
      },
      {
        name: "otpLogin",
        describe: "POST /ng-api/v1/otpLogin, codes issued with issueOtp beforehand",
        pool: loggers.length,
        checkBody: true,
        request: (i) => ({
          path: "/ng-api/v1/otpLogin",
          ...json(
            { engagement_id: 9, cust_id: loggers[i]!.email, cust_otp: OTP },
            { "x-forwarded-for": ipOf(100_000 + i) },
          ),
        }),
      },
    ];
    const results: ScenarioResult[] = [];
    // The smoke run skips the one-connection repeats (its ratios then use the loaded p50).
    const chosen = scenarios.filter(
      (x) =>
        (!options.smoke || x.connections !== 1) && (!options.only || options.only.test(x.name)),
    );
    for (const scenario of chosen) {
      const r = await runScenario(server, scenario, options, { next: 0 });
      results.push(r);
      console.info(
        `  ${r.name.padEnd(34)} ${String(r.rps).padStart(8)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  errors ${r.errors + r.non2xx + r.bodyErrors}  rss ${r.peakRssMb} MB`,
      );
    }
    // Uploads (issue 17): 10 students stream a 50 MB video each at once (5 MB each in the smoke run).
    const uploaders = await Promise.all(
      fx.freshStudents.slice(0, 10).map((s) => cookieOf(s.id, "student")),
    );
    const upload = await runUploadScenario(server, uploaders, options.smoke ? 5 : 50);
    console.info(`  upload: ${uploadSummary(upload)}`);
    const memory = server.memory();
    const by = (name: string) =>
      results.find((r) => r.name === name) ??
      results.find((r) => name.startsWith(r.name)) ??
      // Left out by --only: its ratios are NaN.
      ({ p50: NaN, rps: NaN } as ScenarioResult);
    const ratios = {
      search: round(by("loadDashboardData: text (1 conn)").p50 / floors[0]!.p50),
      searchAt50: round(by("loadDashboardData: text").p50 / floors[0]!.p50),
      timetable: round(by("getTeacherTT (1 conn)").p50 / floors[1]!.p50),
      timetableAt50: round(by("getTeacherTT").p50 / floors[1]!.p50),
      // Throughput ratio: the dashboard against an empty page rendered per request (same run).
      dashboardVsEmptyPage: round(by("teacher dashboard").rps / by("empty page (signed in)").rps),
      studentDashboardVsEmptyPage: round(
        by("student dashboard").rps / by("empty page (signed in)").rps,
      ),
    };
    const report = {
      date: new Date().toISOString(),
      smoke: options.smoke,
      connections: options.connections,
      durationS: options.duration,
      warmupS: options.warmup,
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: os.loadavg().map(round),
      },
      server: { ...memory, nodeOptions: withHeapCap(process.env).NODE_OPTIONS ?? "" },
      floors,
      ratios,
      scenarios: results,
      upload,
    };
    writeReport(report, options.smoke);
    const failed = results.filter((r) => r.errors + r.non2xx + r.bodyErrors > 0);
    if (upload.failed > 0) failed.push({ name: "upload" } as ScenarioResult);
    if (failed.length > 0) {
      // Zero errors is a target: a run with errors fails (the report is written all the same).
      console.error(`Scenarios with errors: ${failed.map((r) => r.name).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    await dropDatabase?.();
    for (const cleanup of cleanups) cleanup();
  }
}

function writeReport(
  report: {
    date: string;
    smoke: boolean;
    connections: number;
    durationS: number;
    machine: { cpus: number; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
    server: { peakRssMb: number; hwmMb: number; nodeOptions: string };
    floors: FloorResult[];
    ratios: Record<string, number>;
    scenarios: ScenarioResult[];
    upload: UploadResult;
  },
  smoke: boolean,
) {
  const dir = smoke ? path.join(ROOT, "bench", "tmp") : path.join(ROOT, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const base = smoke ? "smoke-bench" : `${today()}-bench`;
  writeFileSync(path.join(dir, `${base}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    `# Benchmark ${report.date.slice(0, 10)}${smoke ? " (smoke)" : ""}`,
    "",
    `${report.connections} connections, ${report.durationS} s per scenario after a warm-up; ${report.machine.cpus} CPUs, load average ${report.machine.loadAverageAtStart[0]} at the start and ${report.machine.loadAverageAtEnd[0]} at the end (other builds share the machine); server peak RSS ${report.server.peakRssMb} MB (process tree, VmRSS summed; largest VmHWM ${report.server.hwmMb} MB) with NODE_OPTIONS \`${report.server.nodeOptions}\`.`,
    "",
    "| Scenario | Request | Conns | Req/s | p50 ms | p95 ms | p99 ms | Errors | Non-2xx | Body errors | RSS MB |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
    ...report.scenarios.map(
      (r) =>
        `| ${r.name} | ${r.path} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.bodyErrors} | ${r.peakRssMb} |`,
    ),
    "",
    "## Uploads (issue 17)",
    "",
    uploadSummary(report.upload),
    "",
    "## Floor (same run, postgres.js, one connection, sequential)",
    "",
    "| Statements | Count | Iterations | p50 ms | p95 ms | p99 ms |",
    "| --- | --: | --: | --: | --: | --: |",
    ...report.floors.map(
      (f) => `| ${f.name} | ${f.statements} | ${f.iterations} | ${f.p50} | ${f.p95} | ${f.p99} |`,
    ),
    "",
    "Ratios (search and timetable: endpoint p50 / SQL floor p50; dashboardVsEmptyPage: req/s of the dashboard / req/s of the empty page rendered per request): " +
      Object.entries(report.ratios)
        .map(([k, v]) => `${k} ${v}×`)
        .join(", ") +
      ". The 1-connection rows compare like with like; at 50 connections p50 includes queueing on 2 cores.",
    "",
  ];
  writeFileSync(path.join(dir, `${base}.md`), lines.join("\n"));
  console.info(`Wrote ${path.join(dir, base)}.{md,json}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error("bench failed:", error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
