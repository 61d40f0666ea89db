import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { afterAll, beforeAll } from "vitest";
import { contracts, orders, packs, paymentEvents, promoCodes, walletEntries } from "@/db/schema";
import { handlePaymentEvent } from "@/lib/billing/payments/fulfil";
import { sandboxSecret } from "@/lib/billing/payments/providers";
import { sandboxProvider } from "@/lib/billing/payments/sandbox";
import { makeStream, makeSubject } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

// Helpers of the payment integration tests: packs, requests to the route handlers, signed webhooks.

export const ORIGIN = "http://localhost";

export type Handler = (
  request: Request,
  context?: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export async function makePack(
  db: Db,
  subjectId: number,
  over: Partial<typeof packs.$inferInsert> = {},
) {
  const [row] = await db
    .insert(packs)
    .values({
      subjectId,
      name: "Piano, 10 classes",
      totalClasses: 10,
      currency: "INR",
      priceMinor: 100000,
      ...over,
    })
    .returning();
  return row!;
}

/** POSTs JSON to a route handler, as `user` when given. */
export async function post(
  handler: Handler,
  path: string,
  body: unknown,
  {
    user,
    params,
  }: { user?: { id: number; role: "student" }; params?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (user) Object.assign(headers, await cookieHeaderFor(user));
  const res = await handler(
    new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
    params ? { params: Promise.resolve(params) } : undefined,
  );
  return { status: res.status, body: await res.json() };
}

/** The sandbox checkout page's Pay or Fail button: its form post to /checkout/sandbox/{ref}/pay. */
export function pressSandboxButton(
  pay: Handler,
  reference: string,
  outcome: "paid" | "failed",
): Promise<Response> {
  return pay(
    new Request(`${ORIGIN}/checkout/sandbox/${reference}/pay`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        host: "localhost",
      },
      body: `outcome=${outcome}`,
    }),
    { params: Promise.resolve({ reference }) },
  );
}

export const sandbox = () => sandboxProvider({ secret: sandboxSecret(), origin: ORIGIN });

/** A sandbox webhook for this order, signed like the sandbox signs it. */
export function sandboxHook(
  order: { providerOrderId: string | null; totalMinor: number; currency: string },
  over: {
    outcome?: "paid" | "failed";
    amountMinor?: number;
    currency?: string;
    eventId?: string;
  } = {},
) {
  return sandbox().buildWebhook({
    eventId: over.eventId,
    outcome: over.outcome ?? "paid",
    providerOrderId: order.providerOrderId!,
    paymentId: "pay_test",
    amountMinor: over.amountMinor ?? order.totalMinor,
    currency: over.currency ?? order.currency,
    now: new Date(),
  });
}

/** Delivers a raw webhook body to /api/webhooks/{provider}. */
export async function deliver(
  handler: Handler,
  provider: string,
  hook: { body: string; headers: Record<string, string> },
) {
  const res = await handler(
    new Request(`${ORIGIN}/api/webhooks/${provider}`, {
      method: "POST",
      headers: hook.headers,
      body: hook.body,
    }),
    { params: Promise.resolve({ provider }) },
  );
  return { status: res.status, body: await res.json() };
}

export async function orderByRef(db: Db, reference: string) {
  const [row] = await db.select().from(orders).where(eq(orders.reference, reference));
  return row!;
}

/** How many contracts, wallet checkout debits and logged events an order has. */
export async function credits(db: Db, orderId: number) {
  const [c] = await db.select({ n: count() }).from(contracts).where(eq(contracts.orderId, orderId));
  const [w] = await db
    .select({ n: count() })
    .from(walletEntries)
    .where(and(eq(walletEntries.orderId, orderId), eq(walletEntries.kind, "checkout")));
  const events = await db
    .select({ outcome: paymentEvents.outcome, type: paymentEvents.type })
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId));
  return { contracts: c!.n, walletDebits: w!.n, events };
}

/**
 * A fresh database for one payments test file, used as the app's, with one subject to make packs
 * of (beforeAll), dropped afterwards. Read `ctx.t` and `ctx.subjectId` inside tests.
 */
export function paymentsTestContext() {
  const ctx = {} as { t: TestDatabase; subjectId: number; streamId: number };
  beforeAll(async () => {
    ctx.t = await createTestDatabase();
    useAsAppDatabase(ctx.t);
    const stream = await makeStream(ctx.t.db);
    ctx.streamId = stream.id;
    ctx.subjectId = (await makeSubject(ctx.t.db, stream.id)).id;
  });
  afterAll(() => ctx.t.destroy());
  return ctx;
}

let promoCount = 0;

/** A 10% code anyone may use once in total (maxUses 1), valid for years. */
export async function makeOneUsePromo(db: Db): Promise<string> {
  const code = `ONE${++promoCount}${Date.now() % 100000}`;
  await db.insert(promoCodes).values({
    code,
    couponType: 1,
    discount: 10,
    validFrom: new Date("2020-01-01T00:00:00Z"),
    validTo: new Date("2099-01-01T00:00:00Z"),
    maxUses: 1,
  });
  return code;
}

/**
 * Pays an order the way a provider's webhook does (its own event id), at `now`: `db` sets the
 * provider's order id, `payDb` (a pool, so payments can race) applies the event.
 */
export async function payAsProvider(
  db: Db,
  payDb: Db,
  order: { id: number; reference: string },
  now: Date,
) {
  const [row] = await db
    .update(orders)
    .set({ providerOrderId: `prov_${order.reference}` })
    .where(eq(orders.id, order.id))
    .returning();
  return handlePaymentEvent(
    payDb,
    "sandbox",
    {
      eventId: `evt_${order.reference}`,
      type: "payment.captured",
      providerOrderId: row!.providerOrderId!,
      paymentId: `pay_${order.reference}`,
      amountMinor: row!.totalMinor,
      currency: row!.currency,
      outcome: "paid",
    },
    now,
  );
}
