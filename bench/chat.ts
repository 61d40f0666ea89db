/**
 * `npx tsx bench/chat.ts`: live chat under load (issue 19). The production build (BENCH_DIST_DIR,
 * default .next-bench, built when missing) on a fresh Postgres database; 50 teachers with 4 students
 * each in one class; 200 students hold a live stream (/api/chat/stream) open; the 50 teachers send
 * MESSAGES group messages each to their class at once (one every PACE_MS). Measures the delivery
 * latency (send started → the student's stream hears the message: p50, p95, max), missing
 * deliveries and the server's memory. One worker (WEB_CONCURRENCY=1) so RSS is one process's.
 * Writes bench/results/{date}-chat.{md,json}.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { migrateDatabase, openDatabase } from "../db/client";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../tests/support/factories";
import { makeClass } from "../tests/support/timetable-factories";
import { BENCH_AUTH_SECRET, ensureBuild, ROOT, startServer, today } from "./server";

const TEACHERS = 50;
const STUDENTS_PER_CLASS = 4;
const MESSAGES = Number(process.env.CHAT_BENCH_MESSAGES ?? 10);
const PACE_MS = 500;
const PORT = Number(process.env.CHAT_BENCH_PORT ?? 3207);
const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

process.env.AUTH_SECRET ||= BENCH_AUTH_SECRET;
const { sessionCookie } = await import("../lib/auth/session-cookie");

const cookieFor = async (id: number, role: "student" | "teacher") => {
  const c = await sessionCookie({ id, role, name: "Bench", sessionVersion: 0 }, false);
  return `${c.name}=${c.value}`;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  ensureBuild();
  const name = `bench_chat_${Date.now()}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), max: 5 });
  await migrateDatabase(handle);
  const db = handle.db;
  const subject = await makeSubject(db, (await makeStream(db)).id);
  const classes: { teacher: number; classId: number; students: number[] }[] = [];
  for (let t = 0; t < TEACHERS; t++) {
    const teacher = (await makeTeacher(db, subject)).user.id;
    const students: number[] = [];
    for (let s = 0; s < STUDENTS_PER_CLASS; s++) students.push((await makeUser(db)).id);
    const session = await makeClass(db, {
      teacherId: teacher,
      slotId: null,
      startsAt: new Date(Date.now() + (t + 1) * 3 * 3_600_000),
      students: students.map((id) => ({ id })),
    });
    classes.push({ teacher, classId: session.id, students });
  }

  const server = await startServer({
    port: PORT,
    databaseUrl: url.toString(),
    env: { WEB_CONCURRENCY: "1", SEED_ON_START: "false", JOBS_WORKERS: "false" },
  });
  const arrivals = new Map<string, number>(); // `${messageId}:${student}` → ms
  const aborts: AbortController[] = [];
  let ready = 0;
  const listen = async (student: number) => {
    const abort = new AbortController();
    aborts.push(abort);
    const res = await fetch(`${server.url}/api/chat/stream`, {
      headers: { cookie: await cookieFor(student, "student") },
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (frame.includes("event: ready")) ready++;
            const data = /^event: message\ndata: (.*)$/m.exec(frame)?.[1];
            if (data)
              arrivals.set(
                `${(JSON.parse(data) as { id: number }).id}:${student}`,
                performance.now(),
              );
          }
        }
      } catch {
        // aborted at the end
      }
    })();
  };
  const allStudents = classes.flatMap((c) => c.students);
  await Promise.all(allStudents.map(listen));
  while (ready < allStudents.length) await new Promise((r) => setTimeout(r, 50));
  const idle = server.memory();

  const sent: { id: number; at: number; students: number[] }[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    classes.map(async (c) => {
      const cookie = await cookieFor(c.teacher, "teacher");
      for (let i = 0; i < MESSAGES; i++) {
        const at = performance.now();
        const res = await fetch(`${server.url}/send-chat-msg`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ message: `Bench ${i}`, msg_type: "group", class_id: c.classId }),
        });
        if (res.status !== 200) failures++;
        else
          sent.push({
            id: ((await res.json()) as { data: { id: number } }).data.id,
            at,
            students: c.students,
          });
        await new Promise((r) => setTimeout(r, PACE_MS));
      }
    }),
  );
  const expected = sent.length * STUDENTS_PER_CLASS;
  const deadline = performance.now() + 30_000;
  const delivered = () =>
    sent.reduce((n, m) => n + m.students.filter((s) => arrivals.has(`${m.id}:${s}`)).length, 0);
  while (delivered() < expected && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  const elapsedS = (performance.now() - started) / 1000;
  const latencies = sent
    .flatMap((m) => m.students.map((s) => (arrivals.get(`${m.id}:${s}`) ?? NaN) - m.at))
    .filter((n) => Number.isFinite(n))
    .sort((a, b) => a - b);
  const memory = server.memory();
  for (const a of aborts) a.abort();
  await server.stop();
  await handle.close();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end({ timeout: 5 });

  const result = {
    date: today(),
    streams: allStudents.length,
    senders: TEACHERS,
    messages: sent.length,
    sendFailures: failures,
    deliveriesExpected: expected,
    deliveriesMissing: expected - latencies.length,
    latencyMs: {
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      max: Math.round(latencies.at(-1) ?? NaN),
    },
    messagesPerSecond: Math.round(sent.length / elapsedS),
    rssMb: { idleWithStreams: idle.rssMb, peak: memory.peakRssMb, hwm: memory.hwmMb },
  };
  const dir = path.join(ROOT, "bench", "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${result.date}-chat.json`), JSON.stringify(result, null, 2) + "\n");
  writeFileSync(
    path.join(dir, `${result.date}-chat.md`),
    [
      `# Chat bench ${result.date}`,
      "",
      `${result.streams} open live streams, ${result.senders} teachers sending ${MESSAGES} group messages each (4 students per class), one server worker on Postgres.`,
      "",
      "| Measure | Value |",
      "| --- | --- |",
      `| Messages sent (failed) | ${result.messages} (${result.sendFailures}) |`,
      `| Deliveries expected / missing | ${result.deliveriesExpected} / ${result.deliveriesMissing} |`,
      `| Delivery latency p50 / p95 / max | ${result.latencyMs.p50} / ${result.latencyMs.p95} / ${result.latencyMs.max} ms |`,
      `| Server RSS with streams open / peak | ${result.rssMb.idleWithStreams} / ${result.rssMb.peak} MB |`,
      "",
    ].join("\n"),
  );
  console.info(JSON.stringify(result, null, 2));
}

await main();
