/**
 * `npm run lighthouse`: Lighthouse 12 (mobile settings, its default) in Debian's Chromium on the
 * public pages (homepage, /courses, /courses/all, a stream, /search?text=guitar, a teacher profile,
 * a course page, /login) of the production build
 * (.next-bench, built when missing) started like `npm run bench` does: on DATABASE_URL when set,
 * otherwise on an embedded PGlite in bench/tmp/pglite-lighthouse (migrated and demo-seeded on start).
 * The teacher profile and course are the first ones linked from the search page and /courses/all.
 *
 * First-load JavaScript per route: the chunk list Next writes for each app route to
 * .next-bench/diagnostics/route-bundle-stats.json (firstLoadChunkPaths: the root main files plus
 * the route's own chunks, as `next build` prints), each file gzipped with zlib (level 9) and summed.
 *
 * The floor (issue 15: "within 15 kB of the framework's own floor"): the same measure on /dev/empty,
 * a page that renders nothing (React, the App Router runtime and the root layout's client parts),
 * and on the build's root main files alone (React and the App Router runtime, no app code). Each
 * page's row gives its JS above the empty page.
 *
 * Writes bench/results/{date}-lighthouse.{md,json}.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { DIST, DIST_DIR, ensureBuild, ROOT, startServer, today } from "./server";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--no-first-run",
];

interface BundleStat {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

const gzipOf = (paths: string[]) =>
  paths.reduce((sum, p) => {
    const file = path.join(DIST, p.replace(/^\.next[^/]*\//, ""));
    return sum + gzipSync(readFileSync(file), { level: 9 }).length;
  }, 0);

/** Gzipped first-load JS (bytes) of an app route pattern such as "/teacher-profile/[id]". */
function firstLoadJs(stats: BundleStat[], route: string) {
  const stat = stats.find((s) => s.route === route);
  if (!stat) return null;
  const gzip = gzipOf(stat.firstLoadChunkPaths);
  return {
    route,
    chunks: stat.firstLoadChunkPaths.length,
    rawBytes: stat.firstLoadUncompressedJsBytes,
    gzipBytes: gzip,
  };
}

async function main() {
  ensureBuild();
  const stats = JSON.parse(
    readFileSync(path.join(DIST, "diagnostics", "route-bundle-stats.json"), "utf8"),
  ) as BundleStat[];
  const empty = firstLoadJs(stats, "/dev/empty");
  const runtime = rootMainJs();
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const floor = {
    emptyPageGzipKb: empty ? kb(empty.gzipBytes) : null,
    emptyPageRawKb: empty ? kb(empty.rawBytes) : null,
    runtimeGzipKb: kb(runtime.gzipBytes),
    runtimeChunks: runtime.chunks,
  };
  const port = Number(process.env.BENCH_PORT || 3350);
  const server = await startServer({
    port,
    databaseUrl: process.env.DATABASE_URL || undefined,
    env: { PGLITE_DIR: path.join(ROOT, "bench", "tmp", "pglite-lighthouse") },
  });
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    const html = async (p: string) => (await fetch(server.url + p)).text();
    const teacher = (await html("/search?text=guitar")).match(
      /href="(\/teacher-profile\/[^"?#]+)"/,
    )?.[1];
    const course = (await html("/courses/all")).match(
      /href="(\/courses\/(?!all)[^"/?#]+\/[^"/?#]+)"/,
    )?.[1];
    if (!teacher || !course) throw new Error("no teacher profile or course link found");
    const stream = course.split("/").slice(0, 3).join("/");
    const pages = [
      { name: "homepage", path: "/", route: "/" },
      { name: "courses", path: "/courses", route: "/courses" },
      { name: "all courses", path: "/courses/all", route: "/courses/all" },
      { name: "stream page", path: stream, route: "/courses/[stream]" },
      { name: "search", path: "/search?text=guitar", route: "/search" },
      { name: "teacher profile", path: teacher, route: "/teacher-profile/[id]" },
      { name: "course page", path: course, route: "/courses/[stream]/[course]" },
      { name: "login", path: "/login", route: "/login" },
    ];
    chrome = await chromeLauncher.launch({
      chromePath: "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
    });
    const results = [];
    for (const page of pages) {
      await html(page.path); // warm the server's caches, as a visitor after the first would
      const run = await lighthouse(server.url + page.path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const { categories, audits } = run.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const js = firstLoadJs(stats, page.route);
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      const row = {
        ...page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        firstLoadJsGzipKb: js ? Math.round(js.gzipBytes / 102.4) / 10 : null,
        firstLoadJsRawKb: js ? Math.round(js.rawBytes / 102.4) / 10 : null,
        overEmptyPageKb: js && empty ? kb(js.gzipBytes - empty.gzipBytes) : null,
        failingAudits: failing,
      };
      results.push(row);
      console.info(
        `  ${page.name.padEnd(16)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcpMs} ms CLS ${row.cls} TBT ${row.tbtMs} ms JS ${row.firstLoadJsGzipKb} kB gz`,
      );
    }
    const report = {
      date: new Date().toISOString(),
      lighthouse: run_version(),
      chrome: "/usr/bin/chromium",
      settings: "mobile (Lighthouse default: Moto G Power emulation, simulated slow 4G throttling)",
      database: process.env.DATABASE_URL
        ? "postgres (DATABASE_URL)"
        : "embedded PGlite (demo seed)",
      buildDir: DIST_DIR,
      floor,
      pages: results,
    };
    const dir = path.join(ROOT, "bench", "results");
    mkdirSync(dir, { recursive: true });
    const base = path.join(dir, `${today()}-lighthouse`);
    writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(
      `${base}.md`,
      [
        `# Lighthouse ${report.date.slice(0, 10)}`,
        "",
        `Lighthouse ${report.lighthouse}, ${report.settings}, Chromium headless; ${report.database}. First-load JS: the route's chunks from ${DIST_DIR}/diagnostics/route-bundle-stats.json, each gzipped (zlib level 9) and summed.`,
        "",
        `Floor in the same build: the empty page /dev/empty loads ${floor.emptyPageGzipKb} kB (gzip; ${floor.emptyPageRawKb} kB raw), of which the root main files (React + the App Router runtime, ${floor.runtimeChunks} chunks) are ${floor.runtimeGzipKb} kB.`,
        "",
        "| Page | Path | Performance | Accessibility | Best practices | SEO | LCP ms | CLS | TBT ms | First-load JS kB (gzip) | Over the empty page kB | Failing audits |",
        "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |",
        ...results.map(
          (r) =>
            `| ${r.name} | ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.firstLoadJsGzipKb} | ${r.overEmptyPageKb} | ${r.failingAudits.join(", ")} |`,
        ),
        "",
      ].join("\n"),
    );
    console.info(`Wrote ${base}.{md,json}`);
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

/** The build's root main files (React and the App Router runtime), gzipped. */
function rootMainJs() {
  const manifest = JSON.parse(readFileSync(path.join(DIST, "build-manifest.json"), "utf8")) as {
    rootMainFiles?: string[];
  };
  const files = (manifest.rootMainFiles ?? []).filter((f) => f.endsWith(".js"));
  return { chunks: files.length, gzipBytes: gzipOf(files) };
}

function run_version(): string {
  return (
    JSON.parse(
      readFileSync(path.join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8"),
    ) as {
      version: string;
    }
  ).version;
}

main().catch((error: unknown) => {
  console.error(
    "lighthouse failed:",
    error instanceof Error ? (error.stack ?? error.message) : error,
  );
  process.exitCode = 1;
});
