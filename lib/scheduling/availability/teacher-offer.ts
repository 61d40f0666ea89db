import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { afterTeacherChange } from "@/lib/catalog/cache-tags";
import { teacherOffers, teacherProfiles } from "@/db/schema";
import { conflict } from "../../errors";
import { minorToMajor } from "../../money/currency";
import { OFFER_MESSAGES, type UpdateTeacherOfferInput } from "./batch-and-offer-schemas";
import { SCHEDULE_MESSAGES } from "./replace-schedules";

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
        .select({ priceUsdMinor: teacherProfiles.priceUsdMinor })
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, teacherId))
        .for("update");
      if (!profile) throw conflict(SCHEDULE_MESSAGES.noProfile);
      const priceInrMinor = input.price * 100;
      const priceUsdMinor =
        input.price_usd === undefined ? profile.priceUsdMinor : Math.round(input.price_usd * 100);
      await tx
        .update(teacherProfiles)
        .set({ priceInrMinor, priceUsdMinor })
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
