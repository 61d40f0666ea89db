import { EventEmitter } from "node:events";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pathOf, trackRequest } from "./request-log.mjs";

function exchange(headers: Record<string, string | string[]>, url = "/a/b?token=s3cret") {
  const req = { method: "POST", url, headers: { ...headers } };
  const sent: Record<string, unknown> = {};
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    writableFinished: true,
    setHeader(name: string, value: unknown) {
      sent[name] = value;
      return this;
    },
  });
  const lines: [Record<string, unknown>, string][] = [];
  const log = { info: (fields: Record<string, unknown>, msg: string) => lines.push([fields, msg]) };
  const id = trackRequest(req, res as never, log as never);
  return { id, req, res, sent, lines };
}

describe("trackRequest", () => {
  it("keeps a well-formed X-Request-Id, for the app and on the answer", () => {
    const { id, req, sent } = exchange({ "x-request-id": "lb-0123456789abcdef" });
    expect(id).toBe("lb-0123456789abcdef");
    expect(req.headers["x-request-id"]).toBe(id);
    expect(sent["x-request-id"]).toBe(id);
  });

  it("replaces a missing, malformed or repeated one with a new UUID the app sees alone", () => {
    const cases: Record<string, string>[] = [
      {},
      { "x-request-id": "bad id" },
      { "x-request-id": "abcd1234, efgh5678" },
    ];
    for (const headers of cases) {
      const { id, req, sent } = exchange(headers);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(req.headers["x-request-id"]).toBe(id);
      expect(sent["x-request-id"]).toBe(id);
    }
  });

  it("writes one access line when the answer is done: method, path without query, status, time, id", () => {
    const { id, res, lines } = exchange({});
    expect(lines).toEqual([]);
    res.statusCode = 404;
    res.emit("close");
    expect(lines).toEqual([
      [
        {
          requestId: id,
          method: "POST",
          path: "/a/b",
          status: 404,
          durationMs: expect.any(Number),
        },
        "request",
      ],
    ]);
    expect(JSON.stringify(lines)).not.toContain("s3cret");
  });

  it("marks a request whose connection closed before the answer was sent", () => {
    const { res, lines } = exchange({});
    res.writableFinished = false;
    res.emit("close");
    expect(lines[0]![0]).toMatchObject({ aborted: true });
  });

  it("pathOf drops the query string", () => {
    expect(pathOf("/x?y=1")).toBe("/x");
    expect(pathOf(undefined)).toBe("/");
  });

  it("censors the token of a calendar feed, a buddy invite and an unsubscribe link (issue 43.15)", () => {
    const token = "Zq3kV9-s3cret_T0ken";
    for (const [target, shown] of [
      [`/calendar/feed/${token}.ics`, "/calendar/feed/[REDACTED]"],
      [`/buddy/${token}`, "/buddy/[REDACTED]"],
      [`/unsubscribe/${token}?x=1`, "/unsubscribe/[REDACTED]"],
      [`/unsubscribe?token=${token}`, "/unsubscribe"],
      [
        `/ng-api/v1/click-to-redirect-canvas?token=${token}&redirect=%2Fcanvas`,
        "/ng-api/v1/click-to-redirect-canvas",
      ],
    ]) {
      const { res, lines } = exchange({}, target);
      res.emit("close");
      expect(lines[0]![0].path).toBe(shown);
      expect(JSON.stringify(lines)).not.toContain(token);
    }
  });

  it("censors every path segment under app/ named as a token", () => {
    // A new page or route with a [token] segment must be added to redactPath's list.
    const found: string[] = [];
    const walk = (dir: string, url: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory()) continue;
        const segment = /^\(.+\)$/.test(entry.name) ? "" : `/${entry.name}`;
        if (/^\[.*token.*\]$/i.test(entry.name)) found.push(`${url}/s3cret`);
        walk(path.join(dir, entry.name), `${url}${segment}`);
      }
    };
    walk(path.resolve(import.meta.dirname, "../../app"), "");
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const url of found) expect(pathOf(url), url).not.toContain("s3cret");
  });
});
