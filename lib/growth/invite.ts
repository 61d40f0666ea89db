import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { parseId } from "@/lib/fields";
import { REFERRER_COOKIE, REFERRER_COOKIE_MAX_AGE_S } from "./referral-link";

/** Where an invite link without a course lands: the signup (login page with its signup tab). */
export const INVITE_LANDING = "/login";

/** The referral code of the user an invite link names (a plain or base64 id), or null. */
export async function inviterCode(db: Db, rawUserId: string): Promise<string | null> {
  const id = parseId(rawUserId);
  if (id === null) return null;
  const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, id));
  return row?.code ?? null;
}

/**
 * The invite link's answer: a redirect to the path `to` that remembers the inviter's referral code in a
 * first-party cookie (30 days, HttpOnly, SameSite=Lax so it survives arriving from a chat app).
 * An unknown inviter still lands, without the cookie.
 */
export function inviteRedirect(request: Request, to: string, code: string | null): Response {
  // A relative location: the browser stays on the host it used, which holds the cookie (behind a
  // proxy request.url may name another host).
  const headers = new Headers({ location: to });
  if (code) {
    const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
    headers.append(
      "set-cookie",
      `${REFERRER_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${REFERRER_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return new Response(null, { status: 303, headers });
}
