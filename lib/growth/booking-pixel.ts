import "server-only";
import { and, eq } from "drizzle-orm";
import { cookies, headers } from "next/headers";
import type { Db } from "@/db/client";
import { sessionEnrolments } from "@/db/schema";
import { clientIp } from "@/lib/auth/deps";
import { CONSENT_COOKIE, mayFirePixel, needsConsent, PIXEL_SOURCES } from "./consent";
import { visitorCountry } from "./geolocation";

export interface BookingPixel {
  sourceId: number;
  country: string | null;
  /** Fire at once (consent given or not needed); else the visitor is asked first. */
  allowed: boolean;
  /** The visitor must be asked (their region requires consent and they have not answered). */
  ask: boolean;
}

/**
 * The conversion pixel for a booking page: only for the student's own enrolment in that session
 * when it came from source 1 or 5 (spec 1), with the visitor's region and consent decided on the
 * server (lib/growth/consent.ts). Null: no pixel.
 */
export async function bookingPixel(
  db: Db,
  studentId: number | undefined,
  sessionId: number | null,
): Promise<BookingPixel | null> {
  if (!studentId || sessionId === null) return null;
  const [row] = await db
    .select({ sourceId: sessionEnrolments.sourceId })
    .from(sessionEnrolments)
    .where(
      and(eq(sessionEnrolments.sessionId, sessionId), eq(sessionEnrolments.studentId, studentId)),
    )
    .limit(1);
  if (!row?.sourceId || !PIXEL_SOURCES.has(row.sourceId)) return null;
  const h = await headers();
  const country = visitorCountry(h, clientIp(h));
  const consent = (await cookies()).get(CONSENT_COOKIE)?.value ?? null;
  return {
    sourceId: row.sourceId,
    country,
    allowed: mayFirePixel(country, consent),
    ask: consent === null && needsConsent(country),
  };
}
