import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// scripts/server.mjs with a stand-in handler (tests/support/server-stand-in.mjs) instead of Next:
// the trusted client IP (finding 3), the size cap, the supervisor (finding 12) and the shutdown.
const ROOT = path.resolve(import.meta.dirname, "../..");

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}
const started: Running[] = [];

afterEach(() => {
  for (const s of started.splice(0)) if (s.child.exitCode === null) s.child.kill("SIGKILL");
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: {
    pid: number;
    forwardedFor: string | null;
    realIp: string | null;
    proto: string | null;
    forwardedHost: string | null;
    requestId: string | null;
  };
}

/** A raw request, so a test can send any header (a lying Content-Length included). */
function request(
  url: string,
  {
    path: p = "/",
    method = "GET",
    headers = {},
  }: Partial<Record<"path" | "method", string>> & {
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${p}`, { method, headers, agent: false }, (res) => {
      let text = "";
      res.on("data", (d: Buffer) => (text += d.toString()));
      res.on("end", () => {
        try {
          resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on("error", reject);
    // A connection accepted just as its worker died is lost with it; a client would retry.
    req.setTimeout(3000, () => req.destroy(new Error("no answer")));
    req.end();
  });
}

async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function startServer(
  env: Record<string, string> = {},
  { wait = true } = {},
): Promise<Running> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    SERVER_HANDLER: "tests/support/server-stand-in.mjs",
    ...env,
  };
  delete childEnv.DATABASE_URL; // the embedded database: exactly one worker
  const child = spawn(
    process.execPath,
    ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"],
    { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const running = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  started.push(running);
  if (wait) await until(`the server answers\n${output}`, 15, () => request(running.url));
  return running;
}

describe("scripts/server.mjs", () => {
  it("ignores a client's X-Forwarded-For, X-Real-IP and forwarded proto/host with no proxy in front", async () => {
    const server = await startServer();
    const res = await request(server.url, {
      headers: {
        "x-forwarded-for": "6.6.6.6, 7.7.7.7",
        "x-real-ip": "8.8.8.8",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "evil.example",
      },
    });
    expect(res.body).toMatchObject({
      forwardedFor: "127.0.0.1",
      realIp: null,
      proto: "http",
      forwardedHost: null,
    });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    // No header at all: still the socket's address.
    expect((await request(server.url)).body.forwardedFor).toBe("127.0.0.1");
  });

  it("takes the entry our one proxy appended when TRUSTED_PROXY_HOPS=1, and its https", async () => {
    const server = await startServer({ TRUSTED_PROXY_HOPS: "1" });
    const res = await request(server.url, {
      headers: {
        "x-forwarded-for": "6.6.6.6, 203.0.113.9",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "tutor.example",
      },
    });
    expect(res.body).toMatchObject({
      forwardedFor: "203.0.113.9",
      proto: "https",
      forwardedHost: "tutor.example",
    });
    expect(res.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  it("answers 413 to a Content-Length over 12 MiB without reaching the app", async () => {
    const server = await startServer();
    const res = await request(server.url, {
      method: "POST",
      path: "/upload",
      headers: { "content-type": "application/octet-stream", "content-length": "13631488" },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      status: "error",
      responseCode: 413,
      message: "The request is too large.",
      messageDescription: "The request is too large.",
      requestId: res.headers["x-request-id"],
    });
  });

  it("lets the streamed media uploads declare up to 256 MiB, and no more", async () => {
    const server = await startServer();
    const big = await request(server.url, {
      method: "POST",
      path: "/api/upload-video",
      headers: { "content-type": "application/octet-stream", "content-length": "13631488" },
    });
    expect(big.status).not.toBe(413);
    const chunk = await request(server.url, {
      method: "PUT",
      path: "/api/media-uploads/0b6f2c3e-1a2b-4c5d-8e9f-0123456789ab",
      headers: { "content-type": "application/octet-stream", "content-length": "13631488" },
    });
    expect(chunk.status).not.toBe(413);
    const huge = await request(server.url, {
      method: "POST",
      path: "/api/upload-video",
      headers: {
        "content-type": "application/octet-stream",
        "content-length": String(257 * 1024 * 1024),
      },
    });
    expect(huge.status).toBe(413);
    const other = await request(server.url, {
      method: "POST",
      path: "/api/upload-videos",
      headers: { "content-type": "application/octet-stream", "content-length": "13631488" },
    });
    expect(other.status).toBe(413);
  });

  it("gives every request one id (the caller's when well formed), on the answer and one access line", async () => {
    const server = await startServer();
    const kept = await request(server.url, {
      path: "/courses?token=s3cret",
      headers: { "x-request-id": "lb-0123456789abcdef" },
    });
    expect(kept.body.requestId).toBe("lb-0123456789abcdef");
    expect(kept.headers["x-request-id"]).toBe("lb-0123456789abcdef");
    const replaced = await request(server.url, {
      path: "/teachers",
      headers: { "x-request-id": "not a good id" },
    });
    const id = replaced.body.requestId!;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(replaced.headers["x-request-id"]).toBe(id);

    const accessLines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"msg":"request"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    await until("both access lines are written", 5, async () =>
      accessLines().some((l) => l.requestId === id) ? true : undefined,
    );
    const [first, second] = ["lb-0123456789abcdef", id].map((rid) =>
      accessLines().filter((l) => l.requestId === rid),
    );
    expect(first).toEqual([
      expect.objectContaining({
        level: "info",
        method: "GET",
        path: "/courses",
        status: 200,
        durationMs: expect.any(Number),
        pid: kept.body.pid,
      }),
    ]);
    expect(second).toEqual([expect.objectContaining({ path: "/teachers", status: 200 })]);
    expect(server.output()).not.toContain("s3cret");
    expect(server.output()).not.toContain("not a good id");
  });

  it("restarts a worker killed with SIGKILL", async () => {
    const server = await startServer();
    const first = (await request(server.url)).body.pid;
    process.kill(first, "SIGKILL");
    const next = await until("a new worker answers", 8, async () => {
      const { body } = await request(server.url);
      return body.pid !== first ? body.pid : undefined;
    });
    expect(next).not.toBe(first);
    expect(server.output()).toMatch(new RegExp(`Worker ${first} exited \\(signal SIGKILL\\)`));
    expect(server.child.exitCode).toBeNull();
  });

  it("stops with the worker's exit code when the worker never starts (no restart loop)", async () => {
    const server = await startServer({ STAND_IN_FAIL_AT_START: "1" }, { wait: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("before serving; stopping");
    expect(server.output()).not.toContain("restarting");
  });

  it("on SIGTERM finishes the request in flight, closes the app and exits 0", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "server-test-"));
    const mark = path.join(dir, "closed");
    try {
      const server = await startServer({ STAND_IN_CLOSED_FILE: mark });
      const slow = request(server.url, { path: "/slow?ms=1500" });
      await until("the slow request reached the app", 5, async () =>
        server.output().includes("slow request started") ? true : undefined,
      );
      server.child.kill("SIGTERM");
      const res = await slow;
      expect(res.status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(existsSync(mark) && readFileSync(mark, "utf8")).toBe(`closed by ${res.body.pid}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
