import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuardedHandler } from "@/lib/http/create-route";
import { isOtherMethod } from "@/lib/http/fallback-routes";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { LEGACY_CALLS } from "@/lib/legacy/table";
import { routePath } from "@/lib/legacy/route-files";
import { takeConsoleErrors } from "../support/console-errors";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

// The walk of issue 12: every route handler under app/ is built by the route wrapper, so every
// write gets the cross-site check, the body cap and the content-type rule without the route
// file doing anything by hand. A route that hand-rolls its handler fails here.

const APP = path.resolve(import.meta.dirname, "../../app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

interface Handler {
  file: string;
  method: (typeof METHODS)[number];
  handler: GuardedHandler;
}

let t: TestDatabase;
const handlers: Handler[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  for (const file of routeFiles(APP)) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = mod[method];
      if (typeof handler === "function") {
        handlers.push({
          file: path.relative(APP, file),
          method,
          handler: handler as GuardedHandler,
        });
      }
    }
  }
}, 120_000);
afterAll(() => t.destroy());

const url = (file: string) => {
  const urlPath = routePath(`app/${file}`);
  // Auth.js parses its action from the path: name a real one.
  return urlPath.startsWith("/api/auth/")
    ? "http://localhost/api/auth/callback/password"
    : `http://localhost${urlPath.replace(/\{[^}]+\}/g, "1")}`;
};
const params = { params: Promise.resolve({ id: "1", provider: "sandbox", nextauth: ["session"] }) };

describe("every route under app/", () => {
  it("finds the routes, including every answered legacy call's handler", () => {
    expect(handlers.length).toBeGreaterThan(100);
    const files = new Set(handlers.map((h) => `app/${h.file}`));
    for (const call of LEGACY_CALLS) {
      if (call.handler) expect(files, call.path).toContain(call.handler);
    }
  });

  it("is built by the route wrapper, with its guards declared", () => {
    const bare = handlers.filter((h) => !h.handler.guards).map((h) => `${h.method} ${h.file}`);
    expect(bare).toEqual([]);
  });

  it("takes every method: one a route does not take answers 405 JSON naming the others", async () => {
    const files = [...new Set(handlers.map((h) => h.file))];
    const wrong: string[] = [];
    for (const file of files) {
      const own = handlers.filter((h) => h.file === file);
      if (own.length !== METHODS.length) wrong.push(`${file} exports ${own.length} methods`);
      const takes = own.filter((h) => !isOtherMethod(h.handler)).map((h) => h.method);
      for (const h of own.filter((h) => isOtherMethod(h.handler))) {
        const res = await h.handler(new Request(url(file), { method: h.method }), params);
        const body = (await res.json()) as { status: string; responseCode: number };
        if (res.status !== 405 || body.responseCode !== 405 || body.status !== "error")
          wrong.push(`${h.method} ${file} → ${res.status}`);
        if (res.headers.get("allow") !== takes.join(", "))
          wrong.push(`${h.method} ${file}: Allow ${res.headers.get("allow")}, takes ${takes}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers an unknown call under /ng-api/, /api/ or the rewrite's route with the JSON 404", async () => {
    const cases = [
      ["ng-api/[...path]/route.ts", "/ng-api/v1/", ["v1", "noSuchCall"], "/ng-api/v1/noSuchCall"],
      ["api/[...path]/route.ts", "/api/", ["no-such-call"], "/api/no-such-call"],
      ["unknown-call/[...path]/route.ts", "/unknown-call/", ["save-buddy"], "/save-buddy"],
    ] as const;
    for (const [file, prefix, path, shown] of cases) {
      for (const h of handlers.filter((h) => h.file === file)) {
        const res = await h.handler(
          new Request(`http://localhost${prefix}${path.join("/")}`, { method: h.method }),
          { params: Promise.resolve({ path: [...path] }) },
        );
        expect(res.status, `${h.method} ${file}`).toBe(404);
        expect(await res.json()).toMatchObject({
          status: "error",
          responseCode: 404,
          message: `No call answers ${h.method} ${shown}.`,
        });
      }
    }
  });

  it("refuses a write from another site with 403, before reading anything", async () => {
    const open: string[] = [];
    for (const h of handlers.filter((h) => WRITES.has(h.method))) {
      if (h.handler.guards?.crossSite === "allow") continue;
      const res = await h.handler(
        new Request(url(h.file), {
          method: h.method,
          headers: {
            host: "localhost",
            origin: "https://evil.example",
            "sec-fetch-site": "cross-site",
            "content-type": "application/json",
          },
          body: "{}",
        }),
        params,
      );
      if (res.status !== 403 || (await res.json()).message !== HTTP_MESSAGES.crossSite) {
        open.push(`${h.method} ${h.file} → ${res.status}`);
      }
    }
    expect(open).toEqual([]);
  });

  it("refuses a body past the route's cap: 413, or 401/403 first where a login is needed", async () => {
    const accepted: string[] = [];
    for (const h of handlers.filter((h) => WRITES.has(h.method))) {
      const cap = h.handler.guards?.maxBodyBytes ?? 64 * 1024;
      const res = await h.handler(
        new Request(url(h.file), {
          method: h.method,
          headers: { "content-type": "application/json", "content-length": String(cap + 1) },
          body: "x".repeat(cap + 1),
        }),
        params,
      );
      if (![401, 403, 413].includes(res.status))
        accepted.push(`${h.method} ${h.file} → ${res.status}`);
    }
    expect(accepted).toEqual([]);
  });

  it("never answers 500 to a text/plain JSON post, a broken multipart body or a NUL", async () => {
    const crashed: string[] = [];
    const bodies: [string, string][] = [
      ["text/plain", '{"a":1}'],
      ["multipart/form-data; boundary=zz", "not multipart"],
      ["application/json", '{"name":"a\\u0000b","email":"a\\u0000@b.c","mobile":"\\u0000"}'],
      ["application/json", '{"slot_id":99999999999,"id":99999999999,"batchId":99999999999}'],
    ];
    for (const h of handlers.filter((h) => WRITES.has(h.method))) {
      for (const [type, body] of bodies) {
        const res = await h.handler(
          new Request(`${url(h.file)}?x=%00`, {
            method: h.method,
            headers: { "content-type": type, "x-forwarded-for": "198.51.100.9" },
            body,
          }),
          params,
        );
        if (res.status >= 500) crashed.push(`${h.method} ${h.file} (${type}) → ${res.status}`);
      }
    }
    expect(crashed).toEqual([]);
    // Auth.js logs the bad posts it refuses (no CSRF token); nothing else may log an error.
    expect(takeConsoleErrors().filter((e) => !/\[auth\]|@auth\/core/.test(e))).toEqual([]);
  }, 120_000);
});
