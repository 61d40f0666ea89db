import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { AuthDeps } from "@/lib/auth/deps";
import { withinLoginBudget } from "@/lib/auth/login-budget";
import { checkOtp, sendOtp } from "@/lib/auth/otp-delivery";
import { verifyPassword } from "@/lib/auth/password";
import { authSecret } from "@/lib/auth/secret";
import { badRequest, unauthorized } from "@/lib/errors";
import { ADMIN_MESSAGES } from "./messages";

/** An admin's session lasts 8 hours from the second factor (then the sign-in starts again). */
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;
/** How long the password step stays good for entering the OTP. */
export const ADMIN_CHALLENGE_MS = 10 * 60 * 1000;
export const ADMIN_CHALLENGE_COOKIE = "admin_challenge";

/** Who an admin sign-in is for. */
export interface AdminAccount {
  id: number;
  name: string;
  email: string;
  sessionVersion: number;
}

function sign(payload: string): string {
  return createHmac("sha256", authSecret())
    .update(`admin-challenge\n${payload}`)
    .digest("base64url");
}

/** The proof that the password step passed: user id, session version and end, signed. */
export function makeChallenge(userId: number, sessionVersion: number, until: Date): string {
  const payload = `${userId}.${sessionVersion}.${until.getTime()}`;
  return `${payload}.${sign(payload)}`;
}

/** Reads a challenge; null when it is forged, malformed or past its end. */
export function readChallenge(
  raw: string | null | undefined,
  now: Date,
): { userId: number; sessionVersion: number } | null {
  const parts = (raw ?? "").split(".");
  if (parts.length !== 4) return null;
  const [id, sv, until, mac] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(`${id}.${sv}.${until}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(until) <= now.getTime()) return null;
  const userId = Number(id);
  const sessionVersion = Number(sv);
  if (!Number.isInteger(userId) || !Number.isInteger(sessionVersion)) return null;
  return { userId, sessionVersion };
}

/** What both sign-in steps read of an admin account. */
const ADMIN_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isActive: users.isActive,
  sessionVersion: users.sessionVersion,
};

async function findAdmin(db: Db, email: string) {
  const [row] = await db
    .select({ ...ADMIN_COLUMNS, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.role, "admin"), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  return row ?? null;
}

/**
 * Step 1: the e-mail and password of an active admin, within the failed-login budgets (a cooling
 * down client is refused with 429 before anything is checked: the lockout). On success an OTP goes to
 * the admin's e-mail through the outbox, and the answer carries the challenge for step 2.
 */
export async function adminPasswordStep(
  db: Db,
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
): Promise<{ challenge: string; sentTo: string }> {
  const email = input.email.trim().toLowerCase();
  const admin = await withinLoginBudget(
    deps.limiter,
    { kind: "password", identifier: `admin:${email}`, ip: input.ip },
    async () => {
      const row = await findAdmin(db, email);
      const ok = await verifyPassword(input.password, row?.passwordHash ?? null);
      return row && ok && row.isActive ? row : null;
    },
    (row) => row !== null,
  );
  if (!admin?.email) throw unauthorized(ADMIN_MESSAGES.wrongPassword);
  await sendOtp(db, deps, {
    purpose: "admin_login",
    to: { kind: "email", email: admin.email.toLowerCase() },
    ip: input.ip,
  });
  const now = deps.now();
  return {
    challenge: makeChallenge(
      admin.id,
      admin.sessionVersion,
      new Date(now.getTime() + ADMIN_CHALLENGE_MS),
    ),
    sentTo: maskEmail(admin.email),
  };
}

/**
 * Step 2: the OTP sent in step 1, for the admin the challenge names (within the OTP failure
 * budgets). Answers the account and the end of its 8-hour session.
 */
export async function adminOtpStep(
  db: Db,
  deps: AuthDeps,
  input: { challenge: string | null | undefined; code: string; ip: string },
): Promise<{ admin: AdminAccount; expiresAt: Date }> {
  const now = deps.now();
  const challenge = readChallenge(input.challenge, now);
  if (!challenge) throw badRequest(ADMIN_MESSAGES.startAgain);
  const [row] = await db
    .select(ADMIN_COLUMNS)
    .from(users)
    .where(and(eq(users.id, challenge.userId), eq(users.role, "admin")));
  if (!row?.email || !row.isActive || row.sessionVersion !== challenge.sessionVersion) {
    throw badRequest(ADMIN_MESSAGES.startAgain);
  }
  const check = await checkOtp(db, deps, {
    purpose: "admin_login",
    destination: row.email.toLowerCase(),
    code: input.code,
    ip: input.ip,
  });
  if (check !== "ok") throw unauthorized(ADMIN_MESSAGES.wrongOtp);
  return {
    admin: {
      id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      sessionVersion: row.sessionVersion,
    },
    expiresAt: new Date(now.getTime() + ADMIN_SESSION_MS),
  };
}

/** "ad***@demo.tutor.example": where the code went, without spelling the address out. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}***@${domain}`;
}
