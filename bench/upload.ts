/**
 * The upload scenario (issue 17): CLIENTS students each stream a SIZE_MB MB video to
 * POST /api/upload-video at once, through the production server. Measures throughput (MB/s over
 * the wall time), each upload's time (p50, max), failures, and the server's RSS before and at its
 * peak. `npm run bench` runs it after the other scenarios; `npx tsx bench/upload.ts` runs it alone
 * on a fresh Postgres database with one server worker (WEB_CONCURRENCY=1, so RSS is one process's)
 * and writes bench/results/{date}-upload.{md,json}.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BenchServer } from "./server";

export interface UploadResult {
  clients: number;
  sizeMb: number;
  uploaded: number;
  failed: number;
  failures: string[];
  wallS: number;
  throughputMbPerS: number;
  uploadS: { p50: number; max: number };
  rssMb: { before: number; peak: number; growth: number };
}

const MB = 1024 * 1024;

/** A multipart body of one video file (an MP4 head, then zero chunks), streamed chunk by chunk. */
function videoForm(size: number) {
  const boundary = `----bench-${Math.random().toString(16).slice(2)}`;
  const enc = new TextEncoder();
  const pre = enc.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mp42isom"),
  ]);
  const post = enc.encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(256 * 1024);
  let sent = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < 0) {
        controller.enqueue(pre);
        controller.enqueue(head);
        sent = head.length;
        return;
      }
      const n = Math.min(chunk.length, size - sent);
      if (n > 0) {
        controller.enqueue(n === chunk.length ? chunk : chunk.subarray(0, n));
        sent += n;
        return;
      }
      controller.enqueue(post);
      controller.close();
    },
  });
  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: pre.length + size + post.length,
  };
}

export async function runUploadScenario(
  server: Pick<BenchServer, "url" | "memory">,
  cookies: string[],
  sizeMb = 50,
): Promise<UploadResult> {
  const size = sizeMb * 1_000_000;
  const before = server.memory().rssMb;
  const times: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, i) => {
      const form = videoForm(size);
      const at = performance.now();
      try {
        const res = await fetch(`${server.url}/api/upload-video`, {
          method: "POST",
          headers: {
            cookie,
            "content-type": form.contentType,
            "content-length": String(form.length),
            "x-forwarded-for": `10.77.0.${i + 1}`,
          },
          body: form.body,
          duplex: "half",
        } as RequestInit);
        const json = (await res.json()) as { responseCode?: number; message?: string };
        if (res.status === 200 && json.responseCode === 200) times.push(performance.now() - at);
        else failures.push(`${res.status} ${json.responseCode} ${json.message}`);
      } catch (error) {
        failures.push(String(error));
      }
    }),
  );
  const wallS = (performance.now() - started) / 1000;
  const memory = server.memory();
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    clients: cookies.length,
    sizeMb,
    uploaded: times.length,
    failed: failures.length,
    failures: failures.slice(0, 5),
    wallS: round(wallS),
    throughputMbPerS: round((times.length * size) / MB / wallS),
    uploadS: {
      p50: round((times[Math.floor(times.length / 2)] ?? NaN) / 1000),
      max: round((times.at(-1) ?? NaN) / 1000),
    },
    rssMb: { before, peak: memory.peakRssMb, growth: round(memory.peakRssMb - before) },
  };
}

export function uploadSummary(r: UploadResult): string {
  return `${r.clients} clients × ${r.sizeMb} MB video uploads at once: ${r.uploaded} stored, ${r.failed} failed; ${r.throughputMbPerS} MB/s over ${r.wallS} s (each upload p50 ${r.uploadS.p50} s, max ${r.uploadS.max} s); server RSS ${r.rssMb.before} MB before, peak ${r.rssMb.peak} MB (+${r.rssMb.growth} MB).`;
}

/** A temporary uploads folder for a bench server (removed by the caller). */
export const benchUploadsDir = () => mkdtempSync(path.join(tmpdir(), "bench-uploads-"));

async function main() {
  const { default: postgres } = await import("postgres");
  const { migrateDatabase, openDatabase } = await import("../db/client");
  const { makeUser } = await import("../tests/support/factories");
  const { BENCH_AUTH_SECRET, ensureBuild, ROOT, startServer, today } = await import("./server");
  process.env.AUTH_SECRET ||= BENCH_AUTH_SECRET;
  const { sessionCookie } = await import("../lib/auth/session-cookie");
  const clients = Number(process.env.UPLOAD_BENCH_CLIENTS ?? 10);
  const sizeMb = Number(process.env.UPLOAD_BENCH_MB ?? 50);
  const port = Number(process.env.UPLOAD_BENCH_PORT ?? 3101);
  const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

  ensureBuild();
  const name = `wt_media_bench_upload_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), max: 2 });
  const uploads = benchUploadsDir();
  let server: BenchServer | null = null;
  try {
    await migrateDatabase(handle);
    const cookies: string[] = [];
    for (let i = 0; i < clients; i++) {
      const u = await makeUser(handle.db);
      const c = await sessionCookie(
        { id: u.id, role: "student", name: "Bench", sessionVersion: 0 },
        false,
      );
      cookies.push(`${c.name}=${c.value}`);
    }
    server = await startServer({
      port,
      databaseUrl: url.toString(),
      env: {
        WEB_CONCURRENCY: "1",
        SEED_ON_START: "false",
        JOBS_WORKERS: "false",
        UPLOADS_DIR: uploads,
      },
    });
    const result = await runUploadScenario(server, cookies, sizeMb);
    const report = { date: today(), ...result };
    const dir = path.join(ROOT, "bench", "results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `${report.date}-upload.json`),
      JSON.stringify(report, null, 2) + "\n",
    );
    writeFileSync(
      path.join(dir, `${report.date}-upload.md`),
      `# Upload bench ${report.date}\n\nOne server worker on Postgres, local-disk storage.\n\n${uploadSummary(result)}\n`,
    );
    console.info(uploadSummary(result));
    if (result.failed > 0) process.exitCode = 1;
  } finally {
    await server?.stop();
    await handle.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
    rmSync(uploads, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
