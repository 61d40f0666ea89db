import { readCookie } from "../../money/request-money";
import { MAX_AGE, MIN_AGE } from "./filters";

/** updateAgeSession remembers the learner's age here; course lists that take an age default to it. */
export const AGE_COOKIE = "learner_age";
/** Thirty days: long enough for a family's browsing, short enough for a growing child. */
export const AGE_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The age a cookie value holds, or undefined when absent or not a valid age. */
export function ageFromCookieValue(value: string | null | undefined): number | undefined {
  if (!value || !/^[0-9]{1,2}$/.test(value)) return undefined;
  const age = Number(value);
  return age >= MIN_AGE && age <= MAX_AGE ? age : undefined;
}

/** The remembered age of a route handler's request. */
export function ageOfRequest(request: Request): number | undefined {
  return ageFromCookieValue(readCookie(request, AGE_COOKIE));
}

/** The Set-Cookie header value that remembers `age` (HttpOnly: only the server reads it). */
export function ageCookieHeader(age: number, secure: boolean): string {
  return [
    `${AGE_COOKIE}=${age}`,
    "Path=/",
    `Max-Age=${AGE_COOKIE_MAX_AGE_S}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
