import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/private-postgres";

// Issue 43.12 through the server process (scripts/server.mjs) with the stand-in handler in place
// of Next (tests/support/server-stand-in.mjs), so no build is needed: what Next answered 500 to at
// the page level (a NUL or a twice-decoded broken escape in a page's path, a broken multipart or
// oversized post to a page, a fetch action's broken body) is refused by the worker before the
// handler sees it; a valid post to a page reaches the handler with its bytes; a route handler's
// post (listed in the build's app-path-routes-manifest.json) is left to the route wrapper.

const ROOT = path.resolve(import.meta.dirname, "../..");
let child: ChildProcess;
let base: string;
let dist: string;

/** Every page and route handler under app/, as the build's manifest lists them: key → URL path. */
function appEntries(dir = path.join(ROOT, "app"), rel = ""): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    if (entry.isDirectory()) return appEntries(path.join(dir, entry.name), `${rel}/${entry.name}`);
    const kind = { "page.tsx": "page", "route.ts": "route" }[entry.name];
    if (!kind) return [];
    const url = rel.replace(/\/\([^)/]+\)/g, "") || "/";
    return [[`${rel}/${kind}`, url]];
  });
}
const entries = appEntries();
/** A URL path of a manifest path, every dynamic segment set to `value`. */
const addressOf = (route: string, value: string) => route.replace(/\[{1,2}[^\]]+\]{1,2}/g, value);
const pages = entries.filter(([key]) => key.endsWith("/page")).map(([, url]) => url);
const routes = entries.filter(([key]) => key.endsWith("/route")).map(([, url]) => url);

beforeAll(async () => {
  // The build's manifest as the worker reads it, made from app/: the worker tells pages from
  // route handlers by it.
  dist = mkdtempSync(path.join(tmpdir(), "edge-dist-"));
  writeFileSync(
    path.join(dist, "app-path-routes-manifest.json"),
    JSON.stringify(Object.fromEntries(entries)),
  );
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SERVER_HANDLER: "tests/support/server-stand-in.mjs",
    NEXT_DIST_DIR: path.relative(ROOT, dist),
  };
  delete env.DATABASE_URL; // the embedded database: exactly one worker
  child = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env,
    stdio: "ignore",
  });
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const up = await fetch(`${base}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 50));
  }
}, 30_000);

afterAll(() => {
  if (child?.exitCode === null) child.kill("SIGKILL");
  rmSync(dist, { recursive: true, force: true });
});

/** A raw request (fetch would normalise the path's escapes), answered as status and JSON body. */
function send(
  target: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${target}`, { method, headers, agent: false }, (res) => {
      let text = "";
      res.on("data", (d: Buffer) => (text += d.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text || "{}") }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const MULTIPART = "multipart/form-data; boundary=x";
const form = (value: string) =>
  `--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n${value}\r\n--x--\r\n`;

describe("the server process in front of pages (issue 43.12)", () => {
  it("refuses a NUL in any page's path and a broken multipart post to any page; passes routes' posts", async () => {
    expect(pages.length).toBeGreaterThan(80);
    expect(routes.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    for (const page of pages) {
      const target = page.includes("[") ? addressOf(page, "a%00b") : `${page}?q=%00`;
      const got = await send(target, { headers: { accept: "text/html" } });
      if (got.status !== 400) wrong.push(`GET ${target} → ${got.status}`);
      const post = await send(addressOf(page, "1"), {
        method: "POST",
        headers: { "content-type": MULTIPART, accept: "text/html" },
        body: "garbage",
      });
      if (post.status !== 400) wrong.push(`POST ${page} → ${post.status}`);
    }
    for (const route of routes) {
      // The stand-in answers 200 to what reaches it: the route wrapper's turn, not the worker's.
      const post = await send(addressOf(route, "1"), {
        method: "POST",
        headers: { "content-type": MULTIPART },
        body: "garbage",
      });
      if (post.status !== 200) wrong.push(`POST ${route} → ${post.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses a NUL, or a broken escape once decoded, in a page's path, and a NUL in the query", async () => {
    for (const target of [
      "/blog/%00",
      "/blog/a%00b",
      "/blog/%2500",
      "/blog/%25ff",
      "/blog/%25",
      "/search?q=%00",
    ]) {
      const res = await send(target, { headers: { accept: "text/html" } });
      expect(res.status, target).toBe(400);
      expect(res.body, target).toMatchObject({
        responseCode: 400,
        message: "The address is not valid.",
      });
    }
    expect((await send("/blog/MTI%3D")).status).toBe(200);
  });

  it("refuses a broken multipart post to a page with 400, before the handler reads it", async () => {
    const broken: [string, string][] = [
      [MULTIPART, "garbage"],
      ["multipart/form-data", form("v")],
      [MULTIPART, form("v").slice(0, -8)],
    ];
    for (const [type, body] of broken) {
      const res = await send("/blog/echo-body", {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      expect(res.status, `${type} ${body}`).toBe(400);
      expect(res.body).toMatchObject({ message: "The request body is not a valid form." });
    }
  });

  it("refuses a post to a page past Next's 1 MB action limit with 413, declared or streamed", async () => {
    const big = form("v".repeat(1024 * 1024));
    const declared = await send("/echo-body", {
      method: "POST",
      headers: { "content-type": MULTIPART, "content-length": String(Buffer.byteLength(big)) },
      body: big,
    });
    expect(declared.status).toBe(413);
    const streamed = await send("/echo-body", {
      method: "POST",
      headers: { "content-type": MULTIPART, "transfer-encoding": "chunked" },
      body: big,
    });
    expect(streamed.status).toBe(413);
  });

  it("refuses a fetch action whose body is not JSON with 400", async () => {
    const res = await send("/echo-body", {
      method: "POST",
      headers: { "next-action": "7f00", "content-type": "text/plain;charset=UTF-8" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "The request body is not a valid action call." });
  });

  it("hands a valid post to a page, and a fetch action's JSON, to the handler with its bytes", async () => {
    const body = form("héllo");
    const res = await send("/blog/x/echo-body", {
      method: "POST",
      headers: { "content-type": MULTIPART },
      body,
    });
    expect(res).toEqual({ status: 200, body: { body } });
    const action = await send("/echo-body", {
      method: "POST",
      headers: { "next-action": "7f00", "content-type": "text/plain;charset=UTF-8" },
      body: '["$K1"]',
    });
    expect(action).toEqual({ status: 200, body: { body: '["$K1"]' } });
  });

  it("leaves a route handler's post, broken or large, to the route wrapper", async () => {
    const big = form("v".repeat(2 * 1024 * 1024));
    for (const body of ["garbage", big]) {
      const res = await send("/api/media/echo-body", {
        method: "POST",
        headers: { "content-type": MULTIPART },
        body,
      });
      expect(res).toEqual({ status: 200, body: { body } });
    }
  });
});
