import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { afterTeacherChange } from "@/lib/catalog/cache-tags";
import { teacherOffers, teacherProfiles } from "@/db/schema";
import { badRequest, conflict } from "../../errors";
import { minorToMajor } from "../../money/currency";
import { usdFromInr } from "../../teacher/onboarding/draft-profile";
import { noticeIfLive } from "../../teacher/onboarding/live-notice";
import { missingProfileMessageFor } from "../../teacher/onboarding/status";
import { OFFER_MESSAGES, type UpdateTeacherOfferInput } from "./batch-and-offer-schemas";

/**
 * POST /api/update-teacher-price-name-and-count: the teacher's price of one class (rupees, and
 * dollars when given) and their pack (name, number of classes), in ONE transaction: the profile's
 * prices (what search and the profile show) and the teacher_offers row (upserted) stay in step.
 * The pack costs price × class_count; packs proper (discounts, levels) come with issue 6.
 */
export async function updateTeacherOffer(
  db: Db,
  teacherId: number,
  input: UpdateTeacherOfferInput,
  now: Date,
) {
  return afterTeacherChange(
    teacherId,
    db.transaction(async (tx) => {
      const [profile] = await tx
        .select({
          priceUsdMinor: teacherProfiles.priceUsdMinor,
          priceSetAt: teacherProfiles.priceSetAt,
        })
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, teacherId))
        .for("update");
      if (!profile) throw conflict(await missingProfileMessageFor(tx, teacherId));
      const priceInrMinor = input.price * 100;
      const priceUsdMinor = await dollarPrice(tx, input, profile, priceInrMinor);
      await tx
        .update(teacherProfiles)
        .set({ priceInrMinor, priceUsdMinor, priceSetAt: profile.priceSetAt ?? now })
        .where(eq(teacherProfiles.userId, teacherId));
      const offer = {
        packName: input.pack_name,
        classCount: input.class_count,
        priceInrMinor,
        priceUsdMinor,
        updatedAt: now,
      };
      await tx
        .insert(teacherOffers)
        .values({ teacherId, ...offer })
        .onConflictDoUpdate({ target: teacherOffers.teacherId, set: offer });
      await noticeIfLive(tx, teacherId);
      return {
        status: "success" as const,
        message: OFFER_MESSAGES.saved,
        data: {
          price: minorToMajor(priceInrMinor),
          price_usd: minorToMajor(priceUsdMinor),
          pack_name: input.pack_name,
          class_count: input.class_count,
          pack_price: minorToMajor(priceInrMinor * input.class_count),
          pack_price_usd: minorToMajor(priceUsdMinor * input.class_count),
        },
      };
    }),
  );
}

/**
 * The dollar price: as given; absent, the current one stays, except on the teacher's first price
 * (the draft's suggestion is not theirs), which is converted at the stored rate (decision 038),
 * and asked for when no rate is stored.
 */
async function dollarPrice(
  tx: Db,
  input: UpdateTeacherOfferInput,
  profile: { priceUsdMinor: number; priceSetAt: Date | null },
  priceInrMinor: number,
): Promise<number> {
  if (input.price_usd !== undefined) return Math.round(input.price_usd * 100);
  if (profile.priceSetAt) return profile.priceUsdMinor;
  const converted = await usdFromInr(tx, priceInrMinor);
  if (converted === null)
    throw badRequest(OFFER_MESSAGES.priceUsd, { price_usd: [OFFER_MESSAGES.priceUsd] });
  return converted;
}
