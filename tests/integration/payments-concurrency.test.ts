import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/(api)/api/webhooks/[provider]/route";
import { POST as purchase } from "@/app/(api)/purchase-course-package/route";
import { openDatabase, type DbHandle } from "@/db/client";
import { walletEntries } from "@/db/schema";
import { confirmReturn } from "@/lib/billing/payments/fulfil";
import { makeStream, makeSubject, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { credits, deliver, makePack, orderByRef, post, sandboxHook } from "./payments-support";

// The same webhook delivered 5 times at once. On the Postgres server the deliveries really run at
// once, each in its own transaction on its own pooled connection; PGlite has one connection, so
// there they run one after another and must give the same result: exactly one credit.

const N = 5;
let t: TestDatabase;
let pool: DbHandle;
let subjectId: number;

async function race<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (t.kind === "postgres") return Promise.all(tasks.map((task) => task()));
  const out: T[] = [];
  for (const task of tasks) out.push(await task());
  return out;
}

beforeAll(async () => {
  t = await createTestDatabase();
  pool = t.kind === "postgres" ? await openDatabase({ url: t.url, max: 10 }) : t;
  useAsAppDatabase(pool);
  const stream = await makeStream(t.db);
  subjectId = (await makeSubject(t.db, stream.id)).id;
});

afterAll(async () => {
  if (pool !== t) await pool.close();
  await t.destroy();
});

async function pendingOrder() {
  const u = await makeUser(t.db, { role: "student" });
  await t.db
    .insert(walletEntries)
    .values({ userId: u.id, currency: "INR", amountMinor: 2000, kind: "topup" });
  const pack = await makePack(t.db, subjectId);
  const res = await post(
    purchase,
    "/purchase-course-package",
    { pack_id: pack.id, use_wallet: true },
    { user: { id: u.id, role: "student" } },
  );
  return orderByRef(t.db, res.body.order_reference);
}

describe(`the same webhook ${N} times at once (${process.env.TEST_DB ?? "pglite"})`, () => {
  it("credits exactly once: one contract, one wallet debit, one logged event", async () => {
    const order = await pendingOrder();
    const hook = sandboxHook(order);
    const answers = await race(
      Array.from({ length: N }, () => () => deliver(webhook, "sandbox", hook)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    const outcomes = answers.map((a) => a.body.outcome).sort();
    expect(outcomes).toEqual(["duplicate", "duplicate", "duplicate", "duplicate", "fulfilled"]);
    const c = await credits(t.db, order.id);
    expect(c).toMatchObject({ contracts: 1, walletDebits: 1 });
    expect(c.events).toHaveLength(1);
    expect((await orderByRef(t.db, order.reference)).status).toBe("fulfilled");
  });

  it("distinct deliveries (webhooks with different event ids and returns) still credit once", async () => {
    const order = await pendingOrder();
    const tasks = Array.from({ length: N }, (_, i) =>
      i % 2 === 0
        ? () => deliver(webhook, "sandbox", sandboxHook(order, { eventId: `evt_race_${i}` }))
        : () =>
            confirmReturn(
              pool.db,
              "sandbox",
              {
                providerOrderId: order.providerOrderId!,
                paymentId: `pay_race_${i}`,
              },
              new Date(),
            ).then((r) => ({ status: 200, body: { outcome: r.outcome } })),
    );
    const answers = await race(tasks);
    const outcomes = answers.map((a) => a.body.outcome).sort();
    expect(outcomes).toEqual(["already", "already", "already", "already", "fulfilled"]);
    expect(await credits(t.db, order.id)).toMatchObject({ contracts: 1, walletDebits: 1 });
  });
});
