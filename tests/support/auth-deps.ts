import { desc, eq, like } from "drizzle-orm";
import type { Db } from "@/db/client";
import { outboxMessages, rateLimits } from "@/db/schema";
import type { AuthDeps } from "@/lib/auth/deps";
import { createMessenger } from "@/lib/messaging/messenger";
import { databaseRateLimiter } from "@/lib/ratelimit/limiter";

/** A clock the test moves by hand. */
export function testClock(start = new Date("2026-11-20T10:00:00Z")) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export type TestAuthDeps = AuthDeps & { clock: ReturnType<typeof testClock> };

/** Real account dependencies on a test database: outbox messenger, database limits, a test clock. */
export async function testAuthDeps(db: Db, clock = testClock()): Promise<TestAuthDeps> {
  return {
    now: clock.now,
    clock,
    messenger: createMessenger(db, {}),
    limiter: await databaseRateLimiter(db),
  };
}

/** The newest OTP sent to a destination, read from the outbox as a user would read their phone. */
export async function lastOtpSentTo(db: Db, to: string): Promise<string> {
  const [row] = await db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP was sent to ${to}`);
  return code;
}

/** A 6-digit code that is not `code`: what a user types when they get it wrong. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** The messages sent to a destination, as the outbox recorded them. */
export const outboxTo = (db: Db, to: string) =>
  db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

/** Makes the app's getAuthDeps() (lib/auth/app-deps.ts) answer with these dependencies. */
export function useAsAppAuthDeps(deps: AuthDeps): void {
  (globalThis as unknown as { __authDeps?: Promise<AuthDeps> }).__authDeps = Promise.resolve(deps);
}

/**
 * Lets every running failure cooldown end now (the store keeps the server's real time; a test
 * cannot wait minutes). Counts stay, so the next failure starts the next, longer cooldown.
 */
export async function endCooldowns(db: Db): Promise<void> {
  await db
    .update(rateLimits)
    .set({ expire: new Date(Date.now() - 1000) })
    .where(like(rateLimits.key, "%#wait"));
}
