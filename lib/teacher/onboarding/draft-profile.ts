import { and, asc, eq, min } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, streams, users } from "@/db/schema";
import { convertMinor, rateBetween } from "../../billing/price/rates";
import { createTeachingProfile } from "./create-teaching-profile";

/** A stream with no published course: a draft's suggested price until the teacher sets one. */
const FALLBACK_PRICE_INR_MINOR = 50_000;

/**
 * On approval (decision 038): the approved teacher's draft teaching profile, in the approval's
 * transaction, so /em/settings, "My weekly slots" and the price and slot calls open at once. The
 * stream is the one chosen at signup (else the first stream; the profile form changes it with
 * the main subject); the suggested price is the stream's lowest course price, in dollars at the
 * stored rate. A draft is not listed: the teacher completes it and sets the price first.
 * Answers true when this call made it (an existing profile is left as it is).
 */
export async function createDraftTeachingProfile(
  tx: Db,
  teacherId: number,
  now: Date,
): Promise<boolean> {
  const [teacher] = await tx
    .select({ signupStreamId: users.signupStreamId })
    .from(users)
    .where(eq(users.id, teacherId));
  if (!teacher) return false;
  const [stream] = await tx
    .select({ id: streams.id, name: streams.name })
    .from(streams)
    .where(teacher.signupStreamId ? eq(streams.id, teacher.signupStreamId) : undefined)
    .orderBy(asc(streams.sortOrder), asc(streams.id))
    .limit(1);
  if (!stream) throw new Error("No stream to make a teaching profile in: seed the catalog first.");
  const [price] = await tx
    .select({ inr: min(courses.fromPriceInrMinor) })
    .from(courses)
    .where(and(eq(courses.streamId, stream.id), eq(courses.isPublished, true)));
  const priceInrMinor = price?.inr ?? FALLBACK_PRICE_INR_MINOR;
  return createTeachingProfile(
    tx,
    {
      teacherId,
      streamId: stream.id,
      headline: `${stream.name} teacher`,
      priceInrMinor,
      // No stored rate (a bare database): the demo seed's 1 USD = 83.5 INR, until the teacher sets it.
      priceUsdMinor:
        (await usdFromInr(tx, priceInrMinor)) ?? Math.max(1, Math.round(priceInrMinor / 83.5)),
      status: "draft",
    },
    now,
  );
}

/** A dollar price from a rupee one at the stored rate (at least one cent); null: no rate stored. */
export async function usdFromInr(db: Db, inrMinor: number): Promise<number | null> {
  const rate = await rateBetween(db, "INR", "USD").catch(() => null);
  return rate === null ? null : Math.max(1, convertMinor(inrMinor, rate));
}
