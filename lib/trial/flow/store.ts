import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { trialFlows, type TrialStep } from "@/db/schema";

export type TrialFlow = typeof trialFlows.$inferSelect;

/** The cookie that holds a visitor's flow id (random, 256 bits; the state is on the server). */
export const FLOW_COOKIE = "trial_flow";
/** A flow nobody touched for this long is started afresh. */
export const FLOW_TTL_DAYS = 30;

const FLOW_ID = /^[A-Za-z0-9_-]{43}$/;

export const newFlowId = () => randomBytes(32).toString("base64url");

/** The flow id in a Cookie header, when it has the right shape. */
export function flowIdInCookies(header: string | null | undefined): string | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== FLOW_COOKIE) continue;
    const value = rest.join("=");
    return FLOW_ID.test(value) ? value : null;
  }
  return null;
}

/** Set-Cookie for the flow id (HttpOnly, Lax, the whole site, FLOW_TTL_DAYS). */
export function flowCookie(id: string, secure: boolean): string {
  return `${FLOW_COOKIE}=${id}; Path=/; Max-Age=${FLOW_TTL_DAYS * 86400}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

const expiry = (now: Date) => new Date(now.getTime() + FLOW_TTL_DAYS * 86_400_000);

/**
 * The visitor's flow for the course: the one their cookie names (attached to the account when a
 * signed-in visitor opens an anonymous flow); else, for a signed-in visitor, their latest open
 * flow of the course (the one started on another device); else a new one. A flow of another
 * account, of another course or past its expiry is never reused.
 */
export async function openFlow(
  db: Db,
  cookieId: string | null,
  courseId: number,
  userId: number | null,
  now: Date,
): Promise<{ flow: TrialFlow; created: boolean }> {
  const live = and(eq(trialFlows.courseId, courseId), gt(trialFlows.expiresAt, now));
  if (cookieId) {
    const [mine] = await db
      .select()
      .from(trialFlows)
      .where(
        and(
          eq(trialFlows.id, cookieId),
          live,
          userId === null
            ? isNull(trialFlows.userId)
            : or(isNull(trialFlows.userId), eq(trialFlows.userId, userId)),
        ),
      );
    if (mine) {
      if (userId !== null && mine.userId === null) {
        const [attached] = await db
          .update(trialFlows)
          .set({ userId, otpMobile: null, expiresAt: expiry(now) })
          .where(and(eq(trialFlows.id, mine.id), isNull(trialFlows.userId)))
          .returning();
        if (attached) return { flow: attached, created: false };
      } else return { flow: mine, created: false };
    }
  }
  if (userId !== null) {
    const [latest] = await db
      .select()
      .from(trialFlows)
      .where(and(eq(trialFlows.userId, userId), live, ne(trialFlows.step, "done")))
      .orderBy(desc(trialFlows.updatedAt))
      .limit(1);
    if (latest) return { flow: latest, created: latest.id !== cookieId };
  }
  const [flow] = await db
    .insert(trialFlows)
    .values({ id: newFlowId(), userId, courseId, step: "1A", expiresAt: expiry(now) })
    .returning();
  return { flow: flow!, created: true };
}

export async function updateFlow(
  db: Db,
  id: string,
  values: Partial<typeof trialFlows.$inferInsert>,
  now: Date,
): Promise<TrialFlow> {
  const [row] = await db
    .update(trialFlows)
    .set({ ...values, expiresAt: expiry(now) })
    .where(eq(trialFlows.id, id))
    .returning();
  return row!;
}

export const STEP_ORDER: readonly TrialStep[] = ["1A", "1B", "2", "3", "4", "5", "done"];
