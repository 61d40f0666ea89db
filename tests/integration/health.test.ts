import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/(api)/api/health/route";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
});
afterAll(() => t.destroy());

describe("GET /api/health", () => {
  it("answers 200 { status: ok } and nothing else when the database answers", async () => {
    const res = await GET(new Request("http://localhost/api/health"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers 503 { status: degraded } without the error, the kind or any detail", async () => {
    const leak = "password authentication failed for user app (pw=hunter2-SECRET-9f8e7d)";
    const broken = { ...t, db: { execute: () => Promise.reject(new Error(leak)) } };
    useAsAppDatabase(broken as never);
    try {
      const res = await GET(new Request("http://localhost/api/health"));
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ status: "degraded" });
      expect(text).not.toContain("hunter2");
      expect(text).not.toContain(t.kind);
    } finally {
      useAsAppDatabase(t);
    }
  });
});
