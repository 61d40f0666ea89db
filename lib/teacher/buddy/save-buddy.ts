import "server-only";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contracts, orders, packs, subjects } from "@/db/schema";
import { buddyBatches, buddyBatchMembers } from "@/db/schema/teacher";
import type { AuthDeps } from "@/lib/auth/deps";
import { studentRegistrationRequest } from "@/lib/auth/legacy-schemas";
import { registerAccount } from "@/lib/auth/register-account";
import { prefixOf } from "@/lib/auth/roles";
import { holdUntil } from "@/lib/billing/orders/order-hold";
import type { ProviderDeps } from "@/lib/billing/payments/providers";
import { startCheckout } from "@/lib/billing/payments/start-checkout";
import { PG_UNIQUE, pgViolation } from "@/lib/db-errors";
import { firstErrors, zodFieldErrors } from "@/lib/validation";
import { BUDDY_INVITE_DAYS, BUDDY_SIGNUP_MESSAGES as M, saveBuddyRequest } from "./signup-schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type SaveBuddyOutcome =
  | { kind: "proceed"; paymentUrl: string; userId: number }
  | { kind: "stop"; message: string }
  | { kind: "invalid"; errors: Record<string, string> };

/** The registration call's field names → the buddy lead's. */
const FIELD_OF: Record<string, string> = {
  first_name: "name",
  last_name: "name",
  user_password: "password",
  cust_id: "reg_mobile_num",
};

/** The invite link of a batch: /buddy/{token}. */
export const buddyInvitePath = (token: string) => `/buddy/${encodeURIComponent(token)}`;

type Batch = {
  id: number;
  capacity: number;
  createdAt: Date;
  packId: number;
  packName: string;
  subjectName: string;
  onSale: boolean;
};

/** The batch of an invite token (null: unknown), with the pack its contract bought. */
export async function findBuddyBatch(db: Db | Tx, token: string): Promise<Batch | null> {
  if (!/^[0-9a-f]{16,128}$/.test(token)) return null;
  const [row] = await db
    .select({
      id: buddyBatches.id,
      capacity: buddyBatches.capacity,
      createdAt: buddyBatches.createdAt,
      packId: contracts.packId,
      packName: packs.name,
      subjectName: subjects.name,
      onSale: packs.isActive,
    })
    .from(buddyBatches)
    .innerJoin(contracts, eq(contracts.id, buddyBatches.contractId))
    .innerJoin(packs, eq(packs.id, contracts.packId))
    .innerJoin(subjects, eq(subjects.id, contracts.subjectId))
    .where(eq(buddyBatches.inviteToken, token));
  return row ?? null;
}

export const inviteExpired = (batch: { createdAt: Date }, now: Date) =>
  batch.createdAt.getTime() + BUDDY_INVITE_DAYS * 86_400_000 <= now.getTime();

/**
 * Seats a batch's buddies take at `now`: paid (or fulfilled) orders keep their seat; an order not
 * paid yet holds it until its hold ends (held_until), unless it failed or was cancelled. The owner
 * takes one more seat of the capacity.
 */
export async function takenSeats(db: Db | Tx, batchId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(buddyBatchMembers)
    .leftJoin(orders, eq(orders.id, buddyBatchMembers.orderId))
    .where(
      and(
        eq(buddyBatchMembers.batchId, batchId),
        or(
          inArray(orders.status, ["paid", "fulfilled"]),
          and(
            gt(buddyBatchMembers.heldUntil, now),
            or(isNull(buddyBatchMembers.orderId), eq(orders.status, "created")),
          ),
        ),
      ),
    );
  return row?.n ?? 0;
}

const isFull = (batch: Pick<Batch, "capacity">, taken: number) => taken + 1 >= batch.capacity;

/**
 * Holds a seat of the batch for a buddy until an order's hold would end: the batch row is locked
 * FOR UPDATE, so concurrent claims count the seats one after another. Answers the member row's id,
 * null when the batch is full, "member" when the buddy already has a seat.
 */
export async function claimSeat(
  db: Db,
  batch: Pick<Batch, "id" | "capacity">,
  userId: number,
  now: Date,
): Promise<number | null | "member"> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: buddyBatches.id })
      .from(buddyBatches)
      .where(eq(buddyBatches.id, batch.id))
      .for("update");
    if (isFull(batch, await takenSeats(tx, batch.id, now))) return null;
    try {
      const [row] = await tx.transaction((sp) =>
        sp
          .insert(buddyBatchMembers)
          .values({ batchId: batch.id, userId, heldUntil: holdUntil(now) })
          .returning({ id: buddyBatchMembers.id }),
      );
      return row!.id;
    } catch (error) {
      if (pgViolation(error, [PG_UNIQUE])) return "member" as const;
      throw error;
    }
  });
}

/**
 * POST /save-buddy: a friend signs up through a buddy batch's invite link and is sent to pay for
 * a seat. The account is made by the one registration service (verified mobile; a student on a
 * family's mobile joins that family). Then, under a lock on the batch row, a seat is held for the
 * buddy until their order's hold ends; the order for the batch's pack goes through the one
 * checkout service, and the buddy keeps the seat once it is paid.
 */
export async function saveBuddy(
  db: Db,
  deps: { auth: AuthDeps; payments: ProviderDeps },
  body: unknown,
): Promise<SaveBuddyOutcome> {
  const lead = saveBuddyRequest.safeParse(body);
  const raw = lead.success ? lead.data : ({} as Partial<typeof saveBuddyRequest._output>);
  const parsed = studentRegistrationRequest.safeParse({
    first_name: raw.name,
    email: raw.email,
    reg_mobile_num: raw.reg_mobile_num,
    country_code: raw.country_code,
    user_password: raw.password,
  });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const [field, message] of Object.entries(firstErrors(zodFieldErrors(parsed.error)))) {
      errors[FIELD_OF[field] ?? field] ??= message;
    }
  }
  if (!raw.password || raw.password.length < 8) errors.password ??= M.passwordTooShort;
  if (!parsed.success || Object.keys(errors).length > 0) return { kind: "invalid", errors };

  const now = deps.payments.now;
  const batch = await findBuddyBatch(db, raw.token ?? "");
  if (!batch) return { kind: "stop", message: M.badLink };
  if (inviteExpired(batch, now)) return { kind: "stop", message: M.expired };
  if (!batch.onSale) return { kind: "stop", message: M.closed };
  if (isFull(batch, await takenSeats(db, batch.id, now))) return { kind: "stop", message: M.full };

  const registered = await registerAccount(db, deps.auth, { role: "student", data: parsed.data });
  if (!registered.ok) return { kind: "invalid", errors: registered.errors };
  const user = registered.user;

  const seat = await claimSeat(db, batch, user.id, now);
  if (seat === null) return { kind: "stop", message: M.fullAfterSignup };
  if (seat === "member") return { kind: "stop", message: M.alreadyMember };

  try {
    const started = await startCheckout(
      db,
      { id: user.id, role: user.role, name: user.name, prefix: prefixOf(user.role) },
      { packId: batch.packId },
      deps.payments,
    );
    await db
      .update(buddyBatchMembers)
      .set({ orderId: started.order.id, heldUntil: started.order.expiresAt ?? holdUntil(now) })
      .where(eq(buddyBatchMembers.id, seat));
    return { kind: "proceed", paymentUrl: started.paymentLink, userId: user.id };
  } catch (error) {
    // No order, no seat: the next buddy may take it.
    await db.delete(buddyBatchMembers).where(eq(buddyBatchMembers.id, seat));
    throw error;
  }
}
