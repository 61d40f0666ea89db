import { REFERRER_COOKIE } from "./referral-link";

/** The referral code an invite link left in the visitor's cookies (invite routes), if any. */
export function referrerCodeInCookies(cookies: string | null | undefined): string | undefined {
  for (const part of (cookies ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== REFERRER_COOKIE) continue;
    const value = decodeURIComponent(rest.join("=")).trim();
    return /^[A-Za-z0-9]{1,16}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/**
 * The referral code a signup records: the one typed in the form, else the invite link's cookie
 * (issue 25: "the signup records who referred").
 */
export function signupReferralCode(
  request: Request,
  typed: string | undefined,
): string | undefined {
  return typed?.trim() || referrerCodeInCookies(request.headers.get("cookie"));
}
