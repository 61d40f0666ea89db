import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bookDemo } from "@/app/(api)/api/book-demo/route";
import { GET as health } from "@/app/(api)/api/health/route";
import { POST as webhook } from "@/app/(api)/api/webhooks/[provider]/route";
import {
  isDriverSocketFault,
  migrateDatabase,
  openDatabase,
  POOL_REBUILD,
  type DbHandle,
} from "@/db/client";
import { contracts, orders, paymentEvents, sessionEnrolments } from "@/db/schema";
import { createOrder } from "@/lib/billing/orders/create-order";
import { reconcilePayments } from "@/lib/billing/payments/reconcile";
import { getProvider } from "@/lib/billing/payments/providers";
import { sandboxOrderId } from "@/lib/billing/payments/sandbox";
import { findSandboxPayment } from "@/lib/billing/payments/sandbox-ledger";
import { sandboxPay } from "@/lib/billing/payments/sandbox-checkout";
import { makeSlotOn, postAs } from "../support/booking-fixtures";
import { makePack } from "../integration/payments-support";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { useAsAppDatabase } from "../support/test-db";

// Issue 12, finding 12: a Postgres restart under load. Before, requests stalled up to 30 s and
// 17-19 of them answered 500 (one after its booking had committed). Now: every request ends
// within a few seconds with its answer or a 503 + Retry-After, and clients that retry with their
// Idempotency-Key end with exactly one booking each: none lost, none doubled.

const CLIENTS = 30;
const DOWN_MS = 1500;

let server: PrivatePostgres;
let handle: DbHandle;

beforeAll(async () => {
  server = await startPrivatePostgres();
  handle = await openDatabase({ url: server.url, max: 10 });
  await migrateDatabase(handle);
  useAsAppDatabase(handle);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await server?.destroy();
});

interface Attempt {
  status: number;
  ms: number;
  retryAfter: string | null;
}

describe("a Postgres restart under load", () => {
  it("loses and doubles no booking, answers no 500 and holds no request for long", async () => {
    const db = handle.db;
    const stream = await makeStream(db);
    const subject = await makeSubject(db, stream.id);
    const bookings: {
      student: { id: number; role: "student" };
      body: Record<string, unknown>;
      key: string;
    }[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      // A teacher each, with one demo slot in three days.
      const { user: teacher } = await makeTeacher(db, subject, {
        user: { timeZone: "Asia/Kolkata" },
      });
      const { slot, date } = await makeSlotOn(db, { id: teacher.id, timeZone: "Asia/Kolkata" }, 3);
      const kid = await makeUser(db, { role: "student" });
      bookings.push({
        student: { id: kid.id, role: "student" as const },
        body: { student_id: kid.id, timetable_id: slot.id, ig_date: date, subId: subject.id },
        key: `fault-${kid.id}`,
      });
    }

    const attempts: Attempt[] = [];
    /** A client that retries on 503 with the same Idempotency-Key until it gets an answer. */
    async function client(b: (typeof bookings)[number], delayMs: number) {
      await new Promise((r) => setTimeout(r, delayMs));
      for (let tries = 0; tries < 60; tries++) {
        const started = performance.now();
        const res = await postAs(bookDemo, "/api/book-demo", b.student, b.body, {
          "idempotency-key": b.key,
        });
        attempts.push({
          status: res.status,
          ms: performance.now() - started,
          retryAfter: res.response.headers.get("retry-after"),
        });
        if (res.status !== 503) return res.body as { responseCode: number };
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error("the client never got an answer");
    }

    const restart = new Promise((r) => setTimeout(r, 300)).then(() => server.restart(DOWN_MS));
    const answers = await Promise.all(bookings.map((b, i) => client(b, i * 100)));
    await restart;

    expect(attempts.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    const unavailable = attempts.filter((a) => a.status === 503);
    expect(unavailable.length, "the restart happened while clients were booking").toBeGreaterThan(
      0,
    );
    expect(unavailable.every((a) => a.retryAfter === "5")).toBe(true);
    // Generous bound: a request fails fast while the server is away, never waits out 30 s.
    expect(Math.max(...attempts.map((a) => a.ms))).toBeLessThan(8000);

    expect(answers.map((a) => a.responseCode)).toEqual(bookings.map(() => 200));
    for (const b of bookings) {
      const [seats] = await db
        .select({ n: count() })
        .from(sessionEnrolments)
        .where(eq(sessionEnrolments.studentId, b.student.id));
      expect(seats!.n, `student ${b.student.id}`).toBe(1);
    }
  }, 120_000);
});

// Issue 43, finding 7: postgres.js 3.4.9 breaks a connection for good when the server goes away while
// it writes (an uncaught TypeError, porsager/postgres#1154): that connection never sends again, so
// every query the pool gives it waits out the 5 s connect timeout and fails (503), and the worker
// stayed degraded for minutes. Orders paid while the database was away were never fulfilled: their
// one webhook got a 503 and nothing asked the provider again. Now the pool is rebuilt when the
// driver breaks (db/client.ts) and the reconcile-payments job asks the provider (here the sandbox)
// about every unpaid order and fulfils the paid ones exactly once (decision 043).
//
// "No request failing 60 s after the restart" without waiting 60 s: a broken connection does not
// heal with time (its write timer stays set for the life of the pool), and under this load every
// pooled connection is given a query many times a second, so before the fix failures recur every
// ~5 s per broken connection for as long as one watches (measured: 8 of 10 connections broken, their
// failures at 8, 13 and 19 s after the restart). A window of WINDOW_MS after SETTLE_MS without any
// failure therefore shows what 60 s would, in a fraction of the time.

const LOAD_CLIENTS = 20;
const PAID_DURING = 8;
/** One connect timeout (5 s) and a rebuild's gap: a request begun before may still fail. */
const SETTLE_MS = 6_000;
const WINDOW_MS = 15_000;

interface Timed {
  status: number;
  startedAt: number;
}

describe("recovering from a Postgres restart (issue 43, finding 7)", () => {
  it("no request fails once the server is back, and every order paid while it was away is fulfilled once", async () => {
    const db = handle.db;
    const stream = await makeStream(db);
    const subject = await makeSubject(db, stream.id);
    const pack = await makePack(db, subject.id);
    const paid: { id: number; reference: string }[] = [];
    for (let i = 0; i < PAID_DURING; i++) {
      const kid = await makeUser(db, { role: "student" });
      const { order } = await createOrder(db, {
        user: { id: kid.id, role: "student", name: kid.firstName, prefix: "st" },
        packId: pack.id,
        provider: "sandbox",
        now: new Date(),
      });
      await db
        .update(orders)
        .set({ providerOrderId: sandboxOrderId(order.reference) })
        .where(eq(orders.id, order.id));
      paid.push(order);
    }

    let driverFaults = 0;
    const countFault = (error: Error) => {
      if (isDriverSocketFault(error)) driverFaults++;
    };
    process.on("uncaughtExceptionMonitor", countFault);
    const rebuildsBefore = handle.poolRebuilds?.() ?? 0;

    // Load: clients one request after another, all the time: a quarter ask the health check (one
    // statement), the rest deliver a signed webhook for an order we do not know (a transaction that
    // locks, inserts and updates: what breaks the driver's connections when the server goes).
    const hooks = getProvider("sandbox", { origin: "http://localhost", now: new Date() });
    const seen: Timed[] = [];
    let stop = false;
    let n = 0;
    const request = (i: number) => {
      if (i % 4 === 0) return health(new Request("http://localhost/api/health"));
      const hook = hooks.buildWebhook({
        eventId: `evt_load_${++n}`,
        outcome: "paid",
        providerOrderId: "sbx_nobody",
        paymentId: `pay_load_${n}`,
        amountMinor: 100,
        currency: "INR",
        now: new Date(),
      });
      return webhook(
        new Request("http://localhost/api/webhooks/sandbox", { method: "POST", ...hook }),
        { params: Promise.resolve({ provider: "sandbox" }) },
      );
    };
    const loads = Array.from({ length: LOAD_CLIENTS }, async (_, i) => {
      while (!stop) {
        const startedAt = performance.now();
        const res = await request(i);
        await res.body?.cancel();
        seen.push({ status: res.status, startedAt });
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    await new Promise((r) => setTimeout(r, 500));

    // The sandbox takes the payments; their webhooks reach us while the server is away (503).
    // Each payment is recorded by the sandbox first; its webhook then waits for the server to go.
    let serverDown!: () => void;
    const down = new Promise<void>((r) => (serverDown = r));
    let allTaken!: () => void;
    const taken = new Promise<void>((r) => (allTaken = r));
    let waiting = 0;
    const webhookAnswers: number[] = [];
    const payments = paid.map((order) =>
      sandboxPay(db, order.reference, "paid", {
        origin: "http://localhost",
        now: new Date(),
        fetch: async (url, init) => {
          if (++waiting === PAID_DURING) allTaken();
          await down;
          const res = await webhook(new Request(url, init), {
            params: Promise.resolve({ provider: "sandbox" }),
          });
          webhookAnswers.push(res.status);
          return res;
        },
      }),
    );
    await taken;
    await server.restart(DOWN_MS, async () => {
      serverDown();
      await Promise.all(payments);
    });
    const back = performance.now();
    await new Promise((r) => setTimeout(r, SETTLE_MS + WINDOW_MS));
    stop = true;
    await Promise.all(loads);
    process.off("uncaughtExceptionMonitor", countFault);
    const rebuilds = (handle.poolRebuilds?.() ?? 0) - rebuildsBefore;
    const failedAfter = (ms: number) =>
      seen.filter((a) => a.startedAt >= back + ms && a.status !== 200).length;
    console.info(
      `restart: ${driverFaults} driver socket faults, ${rebuilds} pool rebuilds, ` +
        `${seen.length} requests, failed after the restart: ${failedAfter(0)}, ` +
        `after ${SETTLE_MS / 1000} s: ${failedAfter(SETTLE_MS)}`,
    );

    expect(webhookAnswers).toEqual(paid.map(() => 503));
    expect(seen.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(
      seen.some((a) => a.status === 503),
      "the restart failed requests while it lasted",
    ).toBe(true);
    const after = seen.filter((a) => a.startedAt >= back + SETTLE_MS);
    expect(after.length, "requests in the window").toBeGreaterThan(LOAD_CLIENTS * 10);
    expect(after.filter((a) => a.status !== 200)).toEqual([]);
    // The driver broke connections (it does in most runs, not all): the pool was rebuilt.
    if (driverFaults > 0) expect(rebuilds).toBeGreaterThan(0);
    expect(POOL_REBUILD.minGapMs).toBeLessThanOrEqual(SETTLE_MS);

    // Nothing fulfilled them yet; the reconcile job asks the sandbox and fulfils each once.
    const ids = paid.map((o) => o.id);
    const statuses = async () =>
      (await db.select({ status: orders.status }).from(orders).where(inArray(orders.id, ids))).map(
        (o) => o.status,
      );
    expect(await statuses()).toEqual(paid.map(() => "created"));
    const reconciled = await reconcilePayments(db, new Date());
    expect(reconciled.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(await statuses()).toEqual(paid.map(() => "fulfilled"));
    // Again, and with the provider's webhook finally arriving: nothing more.
    expect(await reconcilePayments(db, new Date())).toEqual([]);
    for (const order of paid) {
      const taken = (await findSandboxPayment(db, sandboxOrderId(order.reference)))!;
      const late = hooks.buildWebhook({
        outcome: "paid",
        providerOrderId: sandboxOrderId(order.reference),
        paymentId: taken.paymentId,
        amountMinor: taken.amountMinor,
        currency: taken.currency,
        now: new Date(),
      });
      const res = await webhook(
        new Request("http://localhost/api/webhooks/sandbox", { method: "POST", ...late }),
        { params: Promise.resolve({ provider: "sandbox" }) },
      );
      expect(await res.json()).toMatchObject({ outcome: "already" });
    }
    const [made] = await db
      .select({ n: count() })
      .from(contracts)
      .where(inArray(contracts.orderId, ids));
    expect(made!.n).toBe(PAID_DURING);
    const events = await db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(inArray(paymentEvents.orderId, ids));
    expect(events.filter((e) => e.outcome === "fulfilled")).toHaveLength(PAID_DURING);
  }, 120_000);
});
