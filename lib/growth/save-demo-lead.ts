import type { Db } from "@/db/client";
import { demoLeads } from "@/db/schema";
import type { AuthDeps } from "@/lib/auth/deps";
import { checkOtp } from "@/lib/auth/otp-delivery";
import { hashPassword } from "@/lib/auth/password";
import { e164, normalizeCountryCode, parsePhone } from "@/lib/fields";
import { viewerTimeZone } from "@/lib/money/time-zone-cookie";
import { fromWallTime } from "@/lib/scheduling/zoned-time";
import type { DemoLeadRequest, DemoLeadResponse } from "./lead-schema";
import { GROWTH_MESSAGES as M } from "./messages";
import { withinTeachingHours } from "./teaching-hours";

/** Where the browser goes after a saved lead (spec 1: 200 redirects). */
export const LEAD_REDIRECT = "/demo-booked-successfully";

/** The preferred start as an instant, or null when it is past or outside teaching hours. */
export function leadStart(date: string, time: string, zone: string, now: Date): Date | null {
  if (!withinTeachingHours(time) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  const at = fromWallTime(date, time, zone);
  return at.getTime() > now.getTime() ? at : null;
}

/**
 * save-demo-leads (spec 1): checks the time first (222), then the OTP the visitor was sent for this
 * mobile by sendOTPForLoginORSignup (202; the code is used up), and saves the lead with
 * the password hashed. The zone is the body's, else the visitor's tz cookie, else Asia/Kolkata.
 */
export async function saveDemoLead(
  db: Db,
  deps: AuthDeps,
  input: DemoLeadRequest & { cookieZone: string | null; ip: string; now: Date },
): Promise<DemoLeadResponse> {
  const zone = input.time_zone ?? viewerTimeZone(input.cookieZone);
  const preferredAt = leadStart(input.date, input.time, zone, input.now);
  if (!preferredAt) return { status: "failed", responseCode: 222, message: M.leadTimeInvalid };
  // The schema checked the number; parse it again for its normalised parts.
  const phone = parsePhone(input.mobile, normalizeCountryCode(input.country_code)!)!;
  const check = await checkOtp(db, deps, {
    purpose: "login_or_signup",
    destination: e164(phone),
    code: input.otp,
    ip: input.ip,
  });
  if (check !== "ok") return { status: "failed", responseCode: 202, message: M.leadOtpInvalid };
  await db.insert(demoLeads).values({
    name: input.name,
    email: input.email,
    countryCode: phone.countryCode,
    mobile: phone.mobile,
    category: input.category,
    subject: input.subject,
    budget: input.budget,
    preferredAt,
    timeZone: zone,
    passwordHash: await hashPassword(input.password),
    otpVerifiedAt: input.now,
    createdAt: input.now,
  });
  return { status: "success", responseCode: 200, message: M.leadSaved, redirect: LEAD_REDIRECT };
}
