import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { idempotencyKeys, otpCodes, outboxMessages, rateLimits } from "@/db/schema";
import { pruneIdempotencyKeys } from "@/lib/jobs/retention/prune-idempotency-keys";
import { pruneOtpCodes } from "@/lib/jobs/retention/prune-otp-codes";
import { pruneRateLimits } from "@/lib/jobs/retention/prune-rate-limits";
import { SCHEDULED_JOBS } from "@/lib/jobs/app-jobs";
import type { JobQueue } from "@/lib/jobs/types";
import { OTP_VERIFIED_GRACE_MS } from "@/lib/auth/otp";
import { outboxKeepDays, pruneOutbox } from "@/lib/messaging/prune-outbox";
import { REDACTED_BODY, redactOutbox } from "@/lib/messaging/redact-outbox";
import { makeUser } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { createTestQueue } from "../support/test-queue";

const NOW = new Date("2026-11-20T10:00:00.000Z");
const MS = 1;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

/** An outbox row holding a code, addressed to a label the test sorts by. */
const message = (to: string, over: Partial<typeof outboxMessages.$inferInsert> = {}) => ({
  channel: "sms" as const,
  to,
  body: `123456 is your code (${to})`,
  transport: "sms-http",
  ...over,
});
/** The outbox's bodies by destination, sorted. */
const bodies = async () =>
  Object.fromEntries(
    (await t.db.select().from(outboxMessages).orderBy(asc(outboxMessages.to))).map((r) => [
      r.to,
      r.body,
    ]),
  );

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe("pruneOtpCodes", () => {
  beforeEach(() => t.db.delete(otpCodes));

  const code = (
    label: string,
    expiresAt: Date,
    extra: Partial<typeof otpCodes.$inferInsert> = {},
  ) =>
    t.db.insert(otpCodes).values({
      purpose: "register",
      destination: label,
      codeHash: "hash",
      createdAt: new Date(expiresAt.getTime() - 10 * MINUTE),
      expiresAt,
      ...extra,
    });
  const left = async () =>
    (await t.db.select().from(otpCodes).orderBy(asc(otpCodes.destination))).map(
      (r) => r.destination,
    );

  it("deletes codes past their expiry and the verified grace, and nothing else", async () => {
    // A code dies at its expiry, but one verified just before it still creates the account for
    // the grace period after: the row goes only at expires_at + grace.
    await code("a-dead-by-a-millisecond", at(-OTP_VERIFIED_GRACE_MS - MS));
    await code("b-dead-exactly-now", at(-OTP_VERIFIED_GRACE_MS));
    await code("c-verified-just-before-expiry", at(-OTP_VERIFIED_GRACE_MS + MS), {
      verifiedAt: at(-OTP_VERIFIED_GRACE_MS),
    });
    await code("d-expired-recently", at(-MINUTE));
    await code("e-live", at(5 * MINUTE));
    expect(await pruneOtpCodes(t.db, NOW)).toBe(2);
    expect(await left()).toEqual(["c-verified-just-before-expiry", "d-expired-recently", "e-live"]);
    // Idempotent.
    expect(await pruneOtpCodes(t.db, NOW)).toBe(0);
    // The clock moves on: the rest follow in turn.
    expect(await pruneOtpCodes(t.db, at(MS))).toBe(1);
    expect(await pruneOtpCodes(t.db, at(5 * MINUTE + OTP_VERIFIED_GRACE_MS))).toBe(2);
    expect(await left()).toEqual([]);
  });
});

describe("pruneRateLimits", () => {
  it("deletes counters whose expiry has come, keeps live ones and those without expiry", async () => {
    await t.db.insert(rateLimits).values([
      { key: "a-expired-long-ago", points: 3, expire: at(-DAY) },
      { key: "b-expiring-now", points: 1, expire: NOW },
      { key: "c-live-for-a-millisecond", points: 1, expire: at(MS) },
      { key: "d-no-expiry", points: 1, expire: null },
    ]);
    expect(await pruneRateLimits(t.db, NOW)).toBe(2);
    const keys = (await t.db.select().from(rateLimits).orderBy(asc(rateLimits.key))).map(
      (r) => r.key,
    );
    expect(keys).toEqual(["c-live-for-a-millisecond", "d-no-expiry"]);
    expect(await pruneRateLimits(t.db, NOW)).toBe(0);
  });
});

describe("pruneIdempotencyKeys", () => {
  it("deletes stored answers older than 24 hours; one exactly 24 hours old stays", async () => {
    const user = await makeUser(t.db);
    const answer = (key: string, createdAt: Date) => ({
      userId: user.id,
      route: "/api/book",
      key,
      status: 200,
      contentType: "application/json",
      body: "{}",
      createdAt,
    });
    await t.db
      .insert(idempotencyKeys)
      .values([
        answer("a-older", at(-DAY - MS)),
        answer("b-exactly-24h", at(-DAY)),
        answer("c-recent", at(-HOUR)),
      ]);
    expect(await pruneIdempotencyKeys(t.db, NOW)).toBe(1);
    const keys = (await t.db.select().from(idempotencyKeys).orderBy(asc(idempotencyKeys.key))).map(
      (r) => r.key,
    );
    expect(keys).toEqual(["b-exactly-24h", "c-recent"]);
  });
});

describe("outbox retention", () => {
  beforeEach(() => t.db.delete(outboxMessages));

  it("redacts OTP and secret bodies once sent or failed and past redact_after, never before", async () => {
    await t.db
      .insert(outboxMessages)
      .values([
        message("a-otp-expired", { kind: "otp", status: "sent", redactAfter: at(-MS) }),
        message("b-otp-expiring-now", { kind: "otp", status: "sent", redactAfter: NOW }),
        message("c-otp-still-valid", { kind: "otp", status: "sent", redactAfter: at(MS) }),
        message("d-otp-still-queued", { kind: "otp", status: "queued", redactAfter: at(-HOUR) }),
        message("e-otp-failed", { kind: "otp", status: "failed", redactAfter: at(-HOUR) }),
        message("f-secret-sent", { kind: "secret", status: "sent", redactAfter: at(-MINUTE) }),
        message("g-notice", { kind: "notice", status: "sent", createdAt: at(-DAY) }),
      ]);
    expect(await redactOutbox(t.db, NOW)).toBe(4);
    expect(await bodies()).toEqual({
      "a-otp-expired": REDACTED_BODY,
      "b-otp-expiring-now": REDACTED_BODY,
      "c-otp-still-valid": "123456 is your code (c-otp-still-valid)",
      "d-otp-still-queued": "123456 is your code (d-otp-still-queued)",
      "e-otp-failed": REDACTED_BODY,
      "f-secret-sent": REDACTED_BODY,
      "g-notice": "123456 is your code (g-notice)",
    });
    // Each row is redacted once.
    expect(await redactOutbox(t.db, NOW)).toBe(0);
  });

  it("deletes messages older than the kept days; one exactly that old stays", async () => {
    await t.db
      .insert(outboxMessages)
      .values([
        message("a-too-old", { createdAt: at(-30 * DAY - MS) }),
        message("b-exactly-30-days", { createdAt: at(-30 * DAY) }),
        message("c-queued-but-too-old", { status: "queued", createdAt: at(-31 * DAY) }),
        message("d-recent", { createdAt: at(-DAY) }),
      ]);
    expect(await pruneOutbox(t.db, NOW, 30)).toBe(2);
    expect(Object.keys(await bodies())).toEqual(["b-exactly-30-days", "d-recent"]);
    expect(await pruneOutbox(t.db, NOW, 1)).toBe(1);
    expect(Object.keys(await bodies())).toEqual(["d-recent"]);
  });

  it("reads OUTBOX_KEEP_DAYS, 30 by default", () => {
    expect(outboxKeepDays({})).toBe(30);
    expect(outboxKeepDays({ OUTBOX_KEEP_DAYS: " " })).toBe(30);
    expect(outboxKeepDays({ OUTBOX_KEEP_DAYS: "7" })).toBe(7);
    expect(outboxKeepDays({ OUTBOX_KEEP_DAYS: "0" })).toBe(30);
    expect(outboxKeepDays({ OUTBOX_KEEP_DAYS: "2.5" })).toBe(30);
  });
});

describe("retention through the queue", () => {
  let queue: JobQueue;
  let clock = NOW;
  beforeAll(async () => {
    queue = await createTestQueue(t, { now: () => clock, outboxKeepDays: 7 });
  });
  afterAll(() => queue.stop());

  it("runs every scheduled job through the queue", async () => {
    for (const job of SCHEDULED_JOBS) await queue.send(job.name, {});
    expect(await queue.drain()).toEqual({ completed: SCHEDULED_JOBS.length, failed: 0 });
  });

  it("runs a scheduled job with the clock's now at the time it runs", async () => {
    await t.db.delete(outboxMessages);
    await t.db
      .insert(outboxMessages)
      .values([
        message("kept", { createdAt: at(-6 * DAY) }),
        message("pruned", { createdAt: at(-8 * DAY) }),
      ]);
    await queue.send("prune-outbox", {});
    clock = at(-2 * DAY); // when the job runs, the 8-day-old row is only 6 days old: kept
    expect(await queue.drain()).toEqual({ completed: 1, failed: 0 });
    expect(Object.keys(await bodies())).toEqual(["kept", "pruned"]);
    await queue.send("prune-outbox", {});
    clock = NOW;
    expect(await queue.drain()).toEqual({ completed: 1, failed: 0 });
    expect(Object.keys(await bodies())).toEqual(["kept"]);
  });
});
