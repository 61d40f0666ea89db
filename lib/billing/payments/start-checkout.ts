import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders, packs, paymentEvents, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors";
import { createOrder, type OrderRow } from "../orders/create-order";
import { fulfilOrder } from "./fulfil";
import { chooseProvider, getProvider, type ProviderDeps } from "./providers";
import { ProviderError, type ProviderName } from "./types";

export interface StartCheckoutInput {
  packId: number;
  promoCode?: string | null;
  useWallet?: boolean;
  /** The provider the call asks for (razorpay/create-order, the card form); else the default. */
  preferred?: ProviderName;
  customer?: { name?: string; email?: string; mobile?: string };
}

export interface StartedCheckout {
  order: OrderRow;
  paymentLink: string;
  pack: { id: number; name: string; totalClasses: number };
  buyer: { id: number; name: string; email: string | null; mobile: string | null };
}

/**
 * The one checkout service behind every purchase call: creates the order (prices, promo, wallet
 * part: createOrder), asks the provider for a checkout and stores its id on the order. An order
 * the wallet pays in full is fulfilled at once and links to the return page. A provider that
 * refuses marks the order failed and answers 502.
 */
export async function startCheckout(
  db: Db,
  user: SessionUser | null,
  input: StartCheckoutInput,
  deps: ProviderDeps,
): Promise<StartedCheckout> {
  const providerName = chooseProvider(input.preferred, deps.env);
  const now = deps.now;
  const { order: created } = await createOrder(db, {
    now,
    user,
    packId: input.packId,
    promoCode: input.promoCode,
    useWallet: input.useWallet,
    provider: providerName,
  });
  const [pack] = await db
    .select({ id: packs.id, name: packs.name, totalClasses: packs.totalClasses })
    .from(packs)
    .where(eq(packs.id, created.packId));
  const [buyer] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
    })
    .from(users)
    .where(eq(users.id, created.userId));
  const buyerOut = {
    id: buyer!.id,
    name: `${buyer!.firstName} ${buyer!.lastName}`.trim(),
    email: buyer!.email,
    mobile: buyer!.mobile,
  };
  const returnUrl = `${deps.origin}/checkout/return?ref=${encodeURIComponent(created.reference)}`;

  if (created.totalMinor === 0) {
    const order = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, created.id))
        .for("update");
      await tx.insert(paymentEvents).values({
        provider: "wallet",
        eventId: `wallet:${created.reference}`,
        orderId: created.id,
        type: "wallet.paid",
        outcome: "fulfilled",
      });
      await fulfilOrder(tx, locked!, { now });
      const [done] = await tx.select().from(orders).where(eq(orders.id, created.id));
      return done!;
    });
    return { order, paymentLink: returnUrl, pack: pack!, buyer: buyerOut };
  }

  const provider = getProvider(providerName, deps);
  try {
    const start = await provider.createCheckout({
      id: created.id,
      reference: created.reference,
      currency: created.currency,
      totalMinor: created.totalMinor,
      description: `${pack!.name} (${pack!.totalClasses} classes)`,
      customer: {
        name: input.customer?.name ?? buyerOut.name,
        email: input.customer?.email ?? buyerOut.email,
        mobile: input.customer?.mobile ?? buyerOut.mobile,
      },
    });
    const [order] = await db
      .update(orders)
      .set({ providerOrderId: start.providerOrderId, updatedAt: sql`now()` })
      .where(eq(orders.id, created.id))
      .returning();
    return { order: order!, paymentLink: start.paymentLink, pack: pack!, buyer: buyerOut };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await db
      .update(orders)
      .set({ status: "failed", updatedAt: sql`now()` })
      .where(eq(orders.id, created.id));
    throw new AppError(
      502,
      "provider_error",
      "The payment could not be started. Please try again.",
    );
  }
}
