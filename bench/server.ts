/**
 * The production build in .next-bench and our server (scripts/server.mjs) on it, for `npm run bench` and
 * `npm run lighthouse`. The server's memory is its process tree's resident set, polled from
 * /proc/<pid>/status (VmRSS summed over the tree; VmHWM is each process's own peak).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type postgres from "postgres";
import { withHeapCap } from "../scripts/heap-cap.mjs";

export const ROOT = path.resolve(import.meta.dirname, "..");
/** The build the benchmark serves: its own by default; the test command points it at `.next`. */
export const DIST_DIR = process.env.BENCH_DIST_DIR || ".next-bench";
export const DIST = path.join(ROOT, DIST_DIR);
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const SERVER = path.join(ROOT, "scripts", "server.mjs");
export const BENCH_AUTH_SECRET = "bench-secret-0123456789abcdef0123456789abcdef";
const BENCH_KYC_MASTER_KEY = `bench:${Buffer.alloc(32, 5).toString("base64")}`;

/** Builds into .next-bench unless a build is there (or `force`). next build rewrites tsconfig.json: put it back. */
export function ensureBuild(force = false): void {
  if (!force && existsSync(path.join(DIST, "BUILD_ID"))) return;
  console.info(`Building the app into ${DIST_DIR} …`);
  const tsconfig = path.join(ROOT, "tsconfig.json");
  const before = readFileSync(tsconfig, "utf8");
  const built = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: ROOT,
    stdio: "inherit",
    // With DATABASE_URL set the app requires AUTH_SECRET, also while the build renders pages.
    env: {
      ...process.env,
      AUTH_SECRET: process.env.AUTH_SECRET || BENCH_AUTH_SECRET,
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  if (readFileSync(tsconfig, "utf8") !== before) writeFileSync(tsconfig, before);
  if (built.status !== 0) throw new Error("next build failed");
}

function children(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

function tree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]!));
  return all;
}

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+)`));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

export interface BenchServer {
  url: string;
  pid: number;
  /** Peak of the tree's summed VmRSS seen so far and the largest VmHWM, in MB. */
  memory(): { peakRssMb: number; hwmMb: number; rssMb: number };
  stop(): Promise<void>;
}

export async function startServer(options: {
  port: number;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Node flags for the server (its workers inherit them: cluster forks with process.execArgv). */
  execArgv?: string[];
  /** Every chunk of the server's stdout and stderr (bench/profile.ts reads its GC trace). */
  onOutput?: (chunk: string) => void;
}): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    AUTH_SECRET: process.env.AUTH_SECRET || BENCH_AUTH_SECRET,
    // Production on Postgres starts only with a KYC key (lib/env.ts, issue 43.14).
    KYC_MASTER_KEY: process.env.KYC_MASTER_KEY || BENCH_KYC_MASTER_KEY,
    AUTH_TRUST_HOST: "true",
    DEV_OUTBOX: "true",
    // The load generator stands in for a proxy: its X-Forwarded-For (one per simulated client, for
    // the per-IP limits) is the one entry the server trusts.
    TRUSTED_PROXY_HOPS: "1",
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // Served as `npm start` serves it: our server with the production heap cap (scripts/heap-cap.mjs).
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.execArgv ?? []), SERVER, "-p", String(options.port), "-H", "127.0.0.1"],
    { cwd: ROOT, env: withHeapCap(env), stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const onData = (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
    options.onOutput?.(d.toString());
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const pid = child.pid!;
  let peakRss = 0;
  let hwm = 0;
  let rss = 0;
  const poll = () => {
    const pids = tree(pid);
    rss = pids.reduce((sum, p) => sum + statusKb(p, "VmRSS"), 0);
    peakRss = Math.max(peakRss, rss);
    hwm = Math.max(hwm, ...pids.map((p) => statusKb(p, "VmHWM")));
  };
  const timer = setInterval(poll, 250);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    clearInterval(timer);
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    for (const p of tree(pid).reverse()) {
      try {
        process.kill(p, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  poll();
  const mb = (kb: number) => Math.round(kb / 102.4) / 10;
  return {
    url,
    pid,
    memory: () => ({ peakRssMb: mb(peakRss), hwmMb: mb(hwm), rssMb: mb(rss) }),
    stop,
  };
}

/** A file the server serves from /_next/static (the framework's floor for one request). */
export function staticAssetPath(): string {
  const dir = path.join(DIST, "static", "chunks");
  // The smallest chunk: the request's cost, not the transfer of a big file.
  const file = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .sort((a, b) => statSync(path.join(dir, a)).size - statSync(path.join(dir, b)).size)[0];
  if (!file) throw new Error("no static chunk in the build");
  return `/_next/static/chunks/${file}`;
}

export const today = () => new Date().toISOString().slice(0, 10);

/** The teacher with the most classes within a week either side of today (the dashboards' worst case). */
export async function busyTeacherId(sql: postgres.Sql): Promise<number> {
  const [busy] = await sql`
    select teacher_id::int as id from class_sessions
    where starts_at >= now() - interval '7 days' and starts_at < now() + interval '7 days'
    group by teacher_id order by count(*) desc, teacher_id limit 1`;
  return busy!.id as number;
}
