import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/(api)/api/webhooks/[provider]/route";
import { POST as cancel } from "@/app/(api)/st/orders/[reference]/cancel/route";
import { POST as retry } from "@/app/(api)/st/orders/[reference]/retry/route";
import { POST as purchase } from "@/app/(api)/purchase-course-package/route";
import { orders, walletEntries } from "@/db/schema";
import { walletAvailable } from "@/lib/billing/wallet/wallet";
import { ORDER_MESSAGES } from "@/lib/billing/orders/messages";
import { makeUser } from "../support/factories";
import {
  deliver,
  makeOneUsePromo,
  makePack,
  ORIGIN,
  orderByRef,
  paymentsTestContext,
  post,
  sandboxHook,
} from "./payments-support";

const ctx = paymentsTestContext();

/** A student with ₹50 in the wallet buys a pack with a one-use code and the wallet. */
async function openOrder() {
  const u = await makeUser(ctx.t.db, { role: "student" });
  const kid = { id: u.id, role: "student" as const };
  await ctx.t.db
    .insert(walletEntries)
    .values({ userId: kid.id, currency: "INR", amountMinor: 5000, kind: "topup" });
  const pack = await makePack(ctx.t.db, ctx.subjectId);
  const code = await makeOneUsePromo(ctx.t.db);
  const res = await post(
    purchase,
    "/purchase-course-package",
    { pack_id: pack.id, promo_code: code, use_wallet: true },
    { user: kid },
  );
  expect(res.status).toBe(200);
  return { kid, pack, code, order: await orderByRef(ctx.t.db, res.body.order_reference) };
}

const act = (handler: typeof retry, reference: string, user?: { id: number; role: "student" }) =>
  post(handler, `/st/orders/${reference}/x`, {}, { user, params: { reference } });

describe("POST /st/orders/{reference}/retry", () => {
  it("re-opens an order that is still open: same order, its sandbox checkout page", async () => {
    const { kid, order } = await openOrder();
    const res = await act(retry, order.reference, kid);
    expect(res).toEqual({
      status: 200,
      body: {
        reference: order.reference,
        payment_link: `${ORIGIN}/checkout/sandbox/${order.reference}`,
        reused: true,
      },
    });
    expect(await ctx.t.db.$count(orders, eq(orders.userId, kid.id))).toBe(1);
  });

  it("after a failed payment makes a fresh order with the same pack, promo and wallet use", async () => {
    const { kid, order, pack } = await openOrder();
    await deliver(webhook, "sandbox", sandboxHook(order, { outcome: "failed" }));
    expect((await orderByRef(ctx.t.db, order.reference)).status).toBe("failed");

    const res = await act(retry, order.reference, kid);
    expect(res.status).toBe(200);
    expect(res.body.reused).toBe(false);
    const fresh = await orderByRef(ctx.t.db, res.body.reference);
    expect(fresh.reference).not.toBe(order.reference);
    expect(res.body.payment_link).toBe(`${ORIGIN}/checkout/sandbox/${fresh.reference}`);
    expect(fresh).toMatchObject({
      status: "created",
      userId: kid.id,
      packId: pack.id,
      promoId: order.promoId,
      discountMinor: order.discountMinor,
      walletMinor: order.walletMinor,
      totalMinor: order.totalMinor,
    });
    expect(order.discountMinor).toBeGreaterThan(0);
    expect(order.walletMinor).toBe(5000);

    const paid = await deliver(webhook, "sandbox", sandboxHook(fresh));
    expect(paid.body.outcome).toBe("fulfilled");
  });

  it("answers 404 for another student's order and 409 for a paid one", async () => {
    const { order } = await openOrder();
    const stranger = await makeUser(ctx.t.db, { role: "student" });
    const res = await act(retry, order.reference, { id: stranger.id, role: "student" });
    expect(res.status).toBe(404);
    expect(await ctx.t.db.$count(orders, eq(orders.userId, stranger.id))).toBe(0);

    await deliver(webhook, "sandbox", sandboxHook(order));
    const again = await act(retry, order.reference, { id: order.userId, role: "student" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.alreadyPaid);
  });

  it("needs a logged-in student", async () => {
    const { order } = await openOrder();
    expect((await act(retry, order.reference)).status).toBe(401);
  });
});

describe("POST /st/orders/{reference}/cancel", () => {
  it("cancels an open order and frees its promo use and wallet part at once", async () => {
    const { kid, order, code, pack } = await openOrder();
    const now = new Date();
    expect(await walletAvailable(ctx.t.db, kid.id, "INR", now)).toBe(0);

    // While the order holds the one-use code nobody else can use it.
    const other = await makeUser(ctx.t.db, { role: "student" });
    const otherKid = { id: other.id, role: "student" as const };
    const buy = () =>
      post(
        purchase,
        "/purchase-course-package",
        { pack_id: pack.id, promo_code: code },
        { user: otherKid },
      );
    expect((await buy()).status).toBe(400);

    const res = await act(cancel, order.reference, kid);
    expect(res).toEqual({
      status: 200,
      body: { reference: order.reference, status: "cancelled", message: ORDER_MESSAGES.cancelled },
    });
    expect(await walletAvailable(ctx.t.db, kid.id, "INR", new Date())).toBe(5000);
    expect((await buy()).status).toBe(200);

    // Cancelled stays cancelled: a retry is refused, a second cancel changes nothing.
    expect((await act(retry, order.reference, kid)).status).toBe(409);
    expect((await act(cancel, order.reference, kid)).body.status).toBe("cancelled");
  });

  it("refuses another student's order (404) and a paid order (409); nothing changes", async () => {
    const { order } = await openOrder();
    const stranger = await makeUser(ctx.t.db, { role: "student" });
    const res = await act(cancel, order.reference, { id: stranger.id, role: "student" });
    expect(res.status).toBe(404);
    expect((await orderByRef(ctx.t.db, order.reference)).status).toBe("created");

    await deliver(webhook, "sandbox", sandboxHook(order));
    const paid = await act(cancel, order.reference, { id: order.userId, role: "student" });
    expect(paid.status).toBe(409);
    expect((await orderByRef(ctx.t.db, order.reference)).status).toBe("fulfilled");
  });
});
