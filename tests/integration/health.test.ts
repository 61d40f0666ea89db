import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import {
  createTestDatabase,
  testDbKind,
  useAsAppDatabase,
  type TestDatabase,
} from "../support/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
});
afterAll(() => t.destroy());

describe("GET /api/health", () => {
  it("answers 200 with the database kind when the database answers", async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toMatchObject({
      status: "ok",
      database: { kind: testDbKind(), ok: true },
    });
  });

  it("answers 503 when the database is gone", async () => {
    const broken = { ...t, db: { execute: () => Promise.reject(new Error("connection refused")) } };
    useAsAppDatabase(broken as never);
    const res = await GET();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: "error",
      database: { ok: false, error: "connection refused" },
    });
    useAsAppDatabase(t);
  });
});
