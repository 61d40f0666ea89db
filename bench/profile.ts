/**
 * `npx tsx bench/profile.ts <cpu|heap> <scenario> [--seconds 15] [--connections 50]`: one bench
 * scenario against the production build (.next-bench) on DATABASE_URL (seeded by `npm run
 * bench:seed`), with the server's worker profiled (issue 15):
 *
 * - `cpu`: the worker runs with `--cpu-prof`; the profile is written when it exits and summarised
 *   as the top self-time frames and the self time per package (node_modules/<name>, node:internal,
 *   the app's own code, garbage collection).
 * - `heap`: the worker runs with `--heapsnapshot-signal=SIGUSR2` and `--trace-gc`; at the middle of
 *   the load it is sent SIGUSR2 (V8 collects, then writes the snapshot: only live objects), which is
 *   summarised as self size per constructor; the GC trace gives the heap before/after each full
 *   collection against the process's RSS.
 *
 * Scenarios: search (POST /loadDashboardData {text: guitar}), dashboard (GET /em/dashboard as the
 * busiest teacher), empty (GET /dev/empty signed in: the render floor of a page), homepage-signed-in.
 * Prints the summary as Markdown (for bench/results/…-perf2-profiles.md) and keeps the raw files
 * in bench/tmp/profile-<kind>-<scenario>/.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { sessionCookie } from "../lib/auth/session-cookie";
import { BENCH_AUTH_SECRET, busyTeacherId, ROOT, startServer } from "./server";

type Kind = "cpu" | "heap";

async function busyTeacher(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await busyTeacherId(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function cookieOf(id: number, role: "student" | "teacher") {
  const c = await sessionCookie({ id, role, name: "Bench", sessionVersion: 0 }, false);
  return `${c.name}=${c.value}`;
}

interface ProfileRequest {
  path: string;
  method?: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
}

async function requestOf(scenario: string, url: string): Promise<ProfileRequest> {
  const html = { accept: "text/html" };
  switch (scenario) {
    case "search":
      return {
        path: "/loadDashboardData",
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: "guitar" }),
      };
    case "dashboard":
      return {
        path: "/em/dashboard",
        headers: { ...html, cookie: await cookieOf(await busyTeacher(url), "teacher") },
      };
    case "empty":
      return {
        path: "/dev/empty",
        headers: { ...html, cookie: await cookieOf(await busyTeacher(url), "teacher") },
      };
    case "homepage-signed-in":
      return {
        path: "/",
        headers: { ...html, cookie: await cookieOf(await busyTeacher(url), "teacher") },
      };
    default:
      throw new Error(`unknown scenario ${scenario}`);
  }
}

const load = (url: string, request: ProfileRequest, connections: number, seconds: number) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: url + request.path,
        connections,
        duration: seconds,
        timeout: 10,
        method: request.method ?? "GET",
        headers: request.headers,
        body: request.body,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time per frame and per package of a .cpuprofile (samples × their time deltas). */
export function summariseCpuProfile(file: string, top = 25, skipMs = 0): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  // The first `skipMs` (the worker's start and the warm-up) are left out: the load's steady state.
  const self = new Map<number, number>();
  let elapsed = 0;
  profile.samples.forEach((id, i) => {
    elapsed += profile.timeDeltas[i] ?? 0;
    if (elapsed < skipMs * 1000) return;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const frames = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url.replace(/^file:\/\//, "").replace(`${ROOT}/`, "");
    const frame = `${functionName || "(anonymous)"} ${where ? `${shortPath(where)}:${lineNumber + 1}` : ""}`;
    frames.set(frame, (frames.get(frame) ?? 0) + us);
    const pkg = packageOf(functionName, where);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1)} %`;
  const rows = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `| ${k.replaceAll("|", "\\|")} | ${(us / 1000).toFixed(0)} | ${pct(us)} |`);
  return [
    `Profile ${path.basename(file)}: ${(total / 1e6).toFixed(1)} s of samples (the first ${(skipMs / 1000).toFixed(1)} s, start and warm-up, left out).`,
    "",
    "| Package / area | Self ms | Share |",
    "| --- | --: | --: |",
    ...rows(packages, 15),
    "",
    "| Frame (self time) | Self ms | Share |",
    "| --- | --: | --: |",
    ...rows(frames, top),
  ].join("\n");
}

function shortPath(where: string) {
  const nm = where.lastIndexOf("node_modules/");
  return nm >= 0 ? where.slice(nm + "node_modules/".length) : where;
}

function packageOf(functionName: string, where: string): string {
  if (!where) {
    if (/garbage collector/i.test(functionName)) return "(garbage collector)";
    if (/\(program\)|\(idle\)/.test(functionName)) return functionName;
    return "(native/V8)";
  }
  if (where.startsWith("node:")) return "node: internals";
  const nm = where.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = where.slice(nm + "node_modules/".length).split("/");
    const name = rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
    if (name === "next") {
      // Next ships React and its other vendored libraries inside dist/compiled.
      const compiled = rest.indexOf("compiled");
      if (compiled >= 0) return `next/compiled/${rest[compiled + 1]}`;
      return `next (${rest.slice(1, 3).join("/")})`;
    }
    return name;
  }
  if (where.includes(".next-bench/server/chunks")) return "app bundle (.next-bench/server/chunks)";
  if (where.includes(".next-bench/")) return "app bundle (.next-bench, other)";
  return where.split("/").slice(0, 2).join("/");
}

/** Self size and count per constructor of a .heapsnapshot (live objects only). */
export function summariseHeapSnapshot(file: string, top = 25): string {
  const snap = JSON.parse(readFileSync(file, "utf8")) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const types = snap.snapshot.meta.node_types[0];
  const by = new Map<string, { size: number; count: number }>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]!]!;
    const name = snap.strings[snap.nodes[i + nameAt]!]!;
    const size = snap.nodes[i + sizeAt]!;
    total += size;
    const key =
      type === "object" || type === "closure" ? `${type}: ${name.slice(0, 60)}` : `(${type})`;
    const entry = by.get(key) ?? { size: 0, count: 0 };
    entry.size += size;
    entry.count++;
    by.set(key, entry);
  }
  const mb = (b: number) => (b / 1048576).toFixed(1);
  return [
    `Snapshot ${path.basename(file)}: ${mb(total)} MB of live objects.`,
    "",
    "| Constructor / type | Objects | Self MB | Share |",
    "| --- | --: | --: | --: |",
    ...[...by.entries()]
      .sort((a, b) => b[1].size - a[1].size)
      .slice(0, top)
      .map(
        ([k, v]) =>
          `| ${k.replaceAll("|", "\\|")} | ${v.count} | ${mb(v.size)} | ${((100 * v.size) / total).toFixed(1)} % |`,
      ),
  ].join("\n");
}

async function main(args: string[]) {
  process.env.AUTH_SECRET ||= BENCH_AUTH_SECRET;
  const [kind, scenario] = args as [Kind, string];
  const num = (name: string, fallback: number) => {
    const at = args.indexOf(`--${name}`);
    return at < 0 ? fallback : Number(args[at + 1]);
  };
  const seconds = num("seconds", 15);
  const connections = num("connections", 50);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the bench database.");
  if (kind !== "cpu" && kind !== "heap") throw new Error("kind: cpu or heap");
  const dir = path.join(ROOT, "bench", "tmp", `profile-${kind}-${scenario}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const request = await requestOf(scenario, url);
  const flags =
    kind === "cpu"
      ? ["--cpu-prof", `--cpu-prof-dir=${dir}`]
      : ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${dir}`, "--trace-gc"];
  const startedAt = performance.now();
  let skipMs = 0;
  const gcLines: string[] = [];
  const server = await startServer({
    port: num("port", 3210),
    databaseUrl: url,
    execArgv: flags,
    onOutput: (chunk) => {
      for (const line of chunk.split("\n")) if (/Mark-Compact/.test(line)) gcLines.push(line);
    },
  });
  try {
    await load(server.url, request, connections, 2); // warm-up
    const started = performance.now();
    skipMs = started - startedAt;
    const running = load(server.url, request, connections, seconds);
    if (kind === "heap") {
      await new Promise((r) => setTimeout(r, (seconds * 1000) / 2));
      const worker = readdirSync("/proc")
        .filter((p) => /^\d+$/.test(p))
        .find((p) => {
          try {
            const stat = readFileSync(`/proc/${p}/stat`, "utf8");
            return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === server.pid;
          } catch {
            return false;
          }
        });
      if (!worker) throw new Error("no worker process");
      console.info(`RSS before the snapshot: ${JSON.stringify(server.memory())}`);
      process.kill(Number(worker), "SIGUSR2");
    }
    const result = await running;
    const rps = result.requests.total / ((performance.now() - started) / 1000);
    console.info(
      `${scenario}: ${rps.toFixed(1)} req/s, p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}, errors ${result.errors}; memory ${JSON.stringify(server.memory())}`,
    );
  } finally {
    await server.stop();
  }
  // The worker writes its profile as it exits, after the supervisor: wait for both files.
  const ext = kind === "cpu" ? ".cpuprofile" : ".heapsnapshot";
  for (let waited = 0; waited < 30_000; waited += 500) {
    if (readdirSync(dir).filter((x) => x.endsWith(ext)).length >= (kind === "cpu" ? 2 : 1)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 1000));
  if (gcLines.length > 0) {
    console.info(`\nFull collections (${gcLines.length}), heap MB before -> after:`);
    for (const line of gcLines.slice(-12)) console.info(line.trim());
  }
  const files = readdirSync(dir);
  // The largest file is the worker's (the supervisor's profile is mostly idle).
  const largest = files
    .filter((x) => x.endsWith(ext))
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)
    .slice(0, 1);
  for (const f of largest) {
    const full = path.join(dir, f);
    const summary =
      kind === "cpu" ? summariseCpuProfile(full, 25, skipMs) : summariseHeapSnapshot(full);
    console.info(`\n${summary}\n`);
  }
}

if (process.argv[1]?.endsWith("profile.ts")) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(
      "profile failed:",
      error instanceof Error ? (error.stack ?? error.message) : error,
    );
    process.exitCode = 1;
  });
}
