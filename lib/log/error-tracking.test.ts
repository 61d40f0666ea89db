import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fakeFetch } from "@/tests/support/fake-fetch";
import { loggedLines, takeLoggedErrors } from "@/tests/support/logged-lines";
import { parseDsn } from "./dsn";
import {
  createErrorTracker,
  errorTrackerFromEnv,
  NO_ERROR_TRACKING,
  type ErrorTrackerDeps,
} from "./error-tracking";
import { reportUnexpected } from "./report-unexpected";
import { inRequestScope } from "./request-context";

const DSN = "https://pub1c0key@errors.example.com/42";
const AT = new Date("2026-03-01T10:00:00.000Z");

function tracker(fetch: typeof globalThis.fetch, overrides: Partial<ErrorTrackerDeps> = {}) {
  const failures: unknown[] = [];
  const t = createErrorTracker({
    dsn: parseDsn(DSN)!,
    fetch,
    now: () => AT,
    environment: "staging",
    onFailure: (error) => failures.push(error),
    ...overrides,
  });
  return { tracker: t, failures };
}

/** The envelope's three lines: its header, the item's header, the event. */
function envelope(body: RequestInit["body"]) {
  const [head, item, event] = String(body)
    .split("\n")
    .map((line) => JSON.parse(line));
  return { head, item, event };
}

describe("parseDsn", () => {
  it("reads the key, the project and the envelope endpoint (under any path prefix)", () => {
    expect(parseDsn(DSN)).toEqual({
      key: "pub1c0key",
      projectId: "42",
      envelopeUrl: "https://errors.example.com/api/42/envelope/",
    });
    expect(parseDsn("http://k@localhost:8000/tracker/7")?.envelopeUrl).toBe(
      "http://localhost:8000/tracker/api/7/envelope/",
    );
  });

  it.each([
    "errors.example.com/42",
    "https://errors.example.com/42",
    "ftp://k@errors.example.com/42",
    "https://k@errors.example.com/",
    "https://k@errors.example.com/project",
    "https://k@errors.example.com/42?x=1",
  ])("refuses %s", (value) => {
    expect(parseDsn(value)).toBeNull();
  });
});

describe("the error tracker", () => {
  it("posts one envelope to the DSN's endpoint with the key in X-Sentry-Auth", async () => {
    const fetch = fakeFetch();
    const { tracker: t, failures } = tracker(fetch.impl);
    const error = new TypeError("cannot read x");
    await t.capture({
      error,
      message: "Unhandled error in route handler",
      requestId: "req-12345678",
      route: "POST /ng-api/v1/bookDemo",
    });
    expect(failures).toEqual([]);
    expect(fetch.calls).toHaveLength(1);
    const [call] = fetch.calls;
    expect(call!.url).toBe("https://errors.example.com/api/42/envelope/");
    expect(call!.init.method).toBe("POST");
    expect(call!.init.headers).toEqual({
      "content-type": "application/x-sentry-envelope",
      "x-sentry-auth":
        "Sentry sentry_version=7, sentry_client=tutoring-marketplace/1.0, sentry_key=pub1c0key",
    });
    const { head, item, event } = envelope(call!.init.body);
    expect(head).toEqual({
      event_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      sent_at: AT.toISOString(),
    });
    expect(item).toEqual({ type: "event", content_type: "application/json" });
    expect(event).toMatchObject({
      event_id: head.event_id,
      timestamp: "2026-03-01T10:00:00.000Z",
      platform: "node",
      level: "error",
      environment: "staging",
      message: { formatted: "Unhandled error in route handler" },
      exception: { values: [{ type: "TypeError", value: "cannot read x" }] },
      tags: { requestId: "req-12345678", route: "POST /ng-api/v1/bookDemo" },
      extra: { stack: expect.stringContaining("error-tracking.test.ts") },
    });
  });

  it("sends no query parameters (an OTP) to the tracker either", async () => {
    const fetch = fakeFetch();
    const { tracker: t } = tracker(fetch.impl);
    const error = new DrizzleQueryError("insert into otp_codes values ($1)", ["482913"], undefined);
    await t.capture({ error, message: "Registration failed" });
    expect(String(fetch.calls[0]!.init.body)).not.toContain("482913");
  });

  it("never throws when the tracker is down, refuses or is slow to fail: it reports the failure", async () => {
    const refusing = fakeFetch(() => new Response("no", { status: 429 }));
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    for (const fetch of [refusing.impl, down]) {
      const { tracker: t, failures } = tracker(fetch);
      await expect(t.capture({ error: new Error("x"), message: "m" })).resolves.toBeUndefined();
      expect(failures).toHaveLength(1);
    }
    const { tracker: t } = tracker(down, {
      onFailure: () => {
        throw new Error("the logger failed too");
      },
    });
    await expect(t.capture({ error: new Error("x"), message: "m" })).resolves.toBeUndefined();
  });

  it("is off without ERROR_TRACKING_DSN, and takes the environment's name", async () => {
    const fetch = fakeFetch();
    const deps = { fetch: fetch.impl, now: () => AT, onFailure: () => {} };
    expect(errorTrackerFromEnv({}, deps)).toBe(NO_ERROR_TRACKING);
    expect(errorTrackerFromEnv({ ERROR_TRACKING_DSN: " " }, deps)).toBe(NO_ERROR_TRACKING);
    const on = errorTrackerFromEnv(
      { ERROR_TRACKING_DSN: DSN, NODE_ENV: "production", ERROR_TRACKING_ENV: "staging" },
      deps,
    );
    await on.capture({ error: new Error("x"), message: "m" });
    expect(envelope(fetch.calls[0]!.init.body).event.environment).toBe("staging");
    await errorTrackerFromEnv({ ERROR_TRACKING_DSN: DSN, NODE_ENV: "production" }, deps).capture({
      error: new Error("x"),
      message: "m",
    });
    expect(envelope(fetch.calls[1]!.init.body).event.environment).toBe("production");
  });
});

describe("reportUnexpected", () => {
  it("logs the error with the request's id, method and path and sends it to the tracker", async () => {
    const fetch = fakeFetch();
    const { tracker: t } = tracker(fetch.impl);
    const request = new Request("http://localhost/api/x?token=abc", {
      method: "POST",
      headers: { "x-request-id": "req-87654321" },
    });
    inRequestScope(request, () => reportUnexpected(new Error("boom"), "Registration failed", t));
    await new Promise((resolve) => setImmediate(resolve));
    expect(takeLoggedErrors()).toMatchObject([
      {
        msg: "Registration failed",
        requestId: "req-87654321",
        method: "POST",
        path: "/api/x",
        err: { message: "boom" },
      },
    ]);
    expect(envelope(fetch.calls[0]!.init.body).event.tags).toEqual({
      requestId: "req-87654321",
      route: "POST /api/x",
    });
  });

  it("outside a request: the line and the event carry no request fields", async () => {
    const fetch = fakeFetch();
    const { tracker: t } = tracker(fetch.impl);
    reportUnexpected(new Error("boom"), "Unhandled error in server action", t);
    await new Promise((resolve) => setImmediate(resolve));
    const [line] = takeLoggedErrors();
    expect(line).not.toHaveProperty("requestId");
    expect(line).not.toHaveProperty("path");
    expect(envelope(fetch.calls[0]!.init.body).event.tags).toEqual({});
    expect(loggedLines).toEqual([]);
  });
});
