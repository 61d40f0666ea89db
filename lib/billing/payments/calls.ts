import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/db/client";
import { summerCampInterests, users } from "@/db/schema";
import { requireRole } from "@/lib/auth/access";
import type { SessionUser } from "@/lib/auth/session-user";
import { forbidden, isAppError, notFound } from "@/lib/errors";
import type {
  orderRequest,
  paymentFormRequest,
  purchaseRequest,
  summerCampInterestRequest,
} from "./legacy-schemas";
import { PAYMENT_MESSAGES as M } from "./messages";
import type { ProviderDeps } from "./providers";
import { startCheckout } from "./start-checkout";
import type { ProviderName } from "./types";

// The legacy payment calls: thin adapters from the old payloads to startCheckout and back.

/** POST /purchase-course-package: success false + status login opens the login modal. */
export async function purchaseCall(
  db: Db,
  user: SessionUser | null,
  body: z.output<typeof purchaseRequest>,
  deps: ProviderDeps,
) {
  if (!user) return { success: false as const, status: "login" as const, message: M.login };
  const started = await startCheckout(
    db,
    user,
    { packId: body.pack_id, promoCode: body.promo_code, useWallet: body.use_wallet },
    deps,
  );
  const o = started.order;
  return {
    success: true as const,
    status: "ok" as const,
    payment_link: started.paymentLink,
    order_reference: o.reference,
    userInfo: started.buyer,
    courseDetails: {
      pack_id: started.pack.id,
      name: started.pack.name,
      total_classes: started.pack.totalClasses,
      currency: o.currency,
      price: o.priceMinor,
      discount: o.discountMinor,
      gst: o.gstMinor,
      wallet: o.walletMinor,
      total: o.totalMinor,
    },
  };
}

/** Maps a refusal to the legacy { status: "error", message } answer (with its HTTP status). */
function refusal(error: unknown, extra: Record<string, unknown>) {
  if (!isAppError(error) || (error.status >= 500 && error.status !== 502)) throw error;
  const errors = error.fieldErrors
    ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ""]))
    : undefined;
  return Response.json(
    {
      status: error.status === 401 ? "login" : "error",
      ...extra,
      message: error.message,
      ...(errors ? { errors } : {}),
    },
    { status: error.status },
  );
}

/** POST /order/{offer id}: status, payment_link, message. */
export async function orderOfferCall(
  db: Db,
  user: SessionUser | null,
  offerId: number,
  body: z.output<typeof orderRequest>,
  deps: ProviderDeps,
) {
  try {
    const started = await startCheckout(
      db,
      user,
      { packId: offerId, promoCode: body.promo_code, useWallet: body.use_wallet },
      deps,
    );
    return { status: "success", payment_link: started.paymentLink, message: M.redirecting };
  } catch (error) {
    return refusal(error, { payment_link: null });
  }
}

/** POST /payment-initiate-request (card) and POST /razorpay/create-order: status, redirect_url, message. */
export async function paymentFormCall(
  db: Db,
  user: SessionUser | null,
  body: z.output<typeof paymentFormRequest>,
  preferred: ProviderName,
  deps: ProviderDeps,
) {
  try {
    const started = await startCheckout(
      db,
      user,
      {
        packId: body.pack_id,
        promoCode: body.promo,
        useWallet: body.use_wallet,
        preferred,
        customer: { name: body.name, email: body.email, mobile: body.number },
      },
      deps,
    );
    return { status: "success", redirect_url: started.paymentLink, message: M.redirecting };
  } catch (error) {
    return refusal(error, { redirect_url: null });
  }
}

/** POST /sms/st/store_summer_camp_interest {user_id}: the caller's own interest, recorded once. */
export async function storeSummerCampInterest(
  db: Db,
  user: SessionUser | null,
  body: z.output<typeof summerCampInterestRequest>,
) {
  const u = requireRole(user, "student", "admin");
  if (u.role !== "admin" && body.user_id !== u.id) throw forbidden();
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.user_id), eq(users.role, "student")));
  if (!target) throw notFound();
  await db
    .insert(summerCampInterests)
    .values({ userId: body.user_id, planId: body.plan_id ?? null })
    .onConflictDoUpdate({
      target: summerCampInterests.userId,
      set: { planId: body.plan_id ?? null },
    });
  return { status: "success" as const };
}
