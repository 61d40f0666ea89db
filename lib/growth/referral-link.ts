import { siteUrl } from "@/lib/site";

/** The cookie that remembers who invited a visitor until they sign up (30 days). */
export const REFERRER_COOKIE = "tl_referrer";
export const REFERRER_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** A user's invite link: /invite/{userId} (spec 3 §3). */
export function inviteLink(userId: number, request?: Request): string {
  return `${siteUrl(request)}/invite/${userId}`;
}

/** The referral message (spec 1): carries the user's invite link and referral code. */
export function referralText(input: { name: string; link: string; code: string }): string {
  return `${input.name} invites you to learn live with TutorLive. Book a free demo class: ${input.link} (referral code ${input.code}).`;
}
