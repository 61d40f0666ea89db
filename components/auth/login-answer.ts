import { nextAfterLogin, safeSitePath } from "@/lib/auth/redirect-after-login";
import type { z } from "zod";
import type { loginResponse } from "@/lib/auth/legacy-schemas";
import {
  LOGIN_MESSAGES,
  OTP_NEEDS_NEW_CODE,
  OTP_UI_MESSAGES,
  PASSWORD_UI_MESSAGE,
} from "@/lib/auth/messages";
import { messageOf, type JsonAnswer } from "./post-json";

/** One account of a mobile shared by several (show_entity "true"). */
export type LoginEntity = { id: number | string; name: string; email?: string | null };

/** What otpLogin, passwordLogin and hasEntityLogin answer, inferred from the response schema. */
export type LoginAnswerBody = z.output<typeof loginResponse>;

export type LoginOutcome =
  | { kind: "session"; redirectTo: string }
  | { kind: "entities"; entities: LoginEntity[]; message: string }
  | { kind: "already-logged-in" }
  | { kind: "error"; message: string; needsNewCode?: boolean };

/** Reads a login answer into what the UI does next. */
export function readLoginAnswer({ httpStatus, data }: JsonAnswer<LoginAnswerBody>): LoginOutcome {
  if ((data.status_msg ?? data.message) === LOGIN_MESSAGES.alreadyLoggedIn) {
    return { kind: "already-logged-in" };
  }
  if (httpStatus < 200 || httpStatus >= 300) return { kind: "error", message: messageOf(data) };
  if (data.login === "true" && data.show_entity === "true") {
    return {
      kind: "entities",
      entities: Array.isArray(data.entities) ? data.entities : [],
      message: data.status_msg || LOGIN_MESSAGES.multipleUsers,
    };
  }
  if (data.login === "true" || data.login === "directJoinLink") {
    return { kind: "session", redirectTo: redirectOf(data) };
  }
  if (data.status_msg === LOGIN_MESSAGES.invalidCredentials) {
    return { kind: "error", message: PASSWORD_UI_MESSAGE };
  }
  const reason = data.otp_reason;
  if (reason && reason in OTP_UI_MESSAGES) {
    const needsNewCode = OTP_NEEDS_NEW_CODE.includes(reason);
    return {
      kind: "error",
      message: OTP_UI_MESSAGES[reason],
      ...(needsNewCode && { needsNewCode }),
    };
  }
  return { kind: "error", message: messageOf(data) };
}

/** redirect_to when it is a path of this site, else the dashboard of the prefix. */
export function redirectOf(data: { redirect_to?: string; prefix?: string }): string {
  return safeSitePath(data.redirect_to) ?? (data.prefix ? `/${data.prefix}/dashboard` : "/");
}

/**
 * Where to go after a login or sign-up: the page's own `?next=` (e.g. /login?next=/st/book-demo/guitar
 * from a "Book a free demo" link) when the one `next` rule allows it (nextAfterLogin), else the
 * server's redirect.
 */
export function destinationAfterLogin(redirectTo: string, search: string): string {
  return nextAfterLogin(new URLSearchParams(search).get("next"), redirectTo);
}

/**
 * A login opened from a class's direct-join link (/login?authRedirectTo=/st/...) passes the link
 * on, so the server answers login "directJoinLink" with it as redirect_to (spec 1 section 4).
 */
export function directJoinOf(search: string): { authRedirectTo?: string } {
  const link = safeSitePath(new URLSearchParams(search).get("authRedirectTo"));
  return link ? { authRedirectTo: link } : {};
}
