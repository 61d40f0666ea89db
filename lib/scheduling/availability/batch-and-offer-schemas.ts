import { z } from "zod";
import { MAX_DB_ID } from "@/lib/ids";

/** Payloads of POST /api/update-batch-stamps and /api/update-teacher-price-name-and-count. */

export const BATCH_MESSAGES = {
  batch: "Choose a batch.",
  stamp: "Choose a curriculum from the list.",
  otherNeedsText: "Please type the name of the curriculum when you choose Other.",
  otherTooLong: "The curriculum name can be at most 120 characters.",
  batchNotFound: "Batch not found.",
  notYourBatch: "This batch is not yours.",
  saved: "The batch's curriculum is saved.",
} as const;

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_DB_ID, message);

export const updateBatchStampsRequest = z.object({
  batchId: id(BATCH_MESSAGES.batch).describe("one of the teacher's batches"),
  stampId: id(BATCH_MESSAGES.stamp).describe(
    "a curriculum stamp (CBSE, ICSE, IGCSE, IB, ... Other)",
  ),
  otherCurriculum: z
    .preprocess(
      (v) => (v === null ? undefined : v),
      z.string().trim().max(120, BATCH_MESSAGES.otherTooLong).optional(),
    )
    .describe("free text, required when the stamp is Other"),
});

export const updateBatchStampsResponse = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: z.object({
    batch_id: z.number().int(),
    stamp_id: z.number().int(),
    stamp_name: z.string(),
    other_curriculum: z.string().nullable().describe("set only for Other"),
  }),
});

export const OFFER_LIMITS = {
  minInr: 50,
  maxInr: 100_000,
  minUsd: 1,
  maxUsd: 1_500,
  minClasses: 1,
  maxClasses: 100,
} as const;

export const OFFER_MESSAGES = {
  price: `Enter your price per class in whole rupees, from ₹${OFFER_LIMITS.minInr} to ₹${OFFER_LIMITS.maxInr}.`,
  priceUsd: `Enter your price per class in US dollars, from $${OFFER_LIMITS.minUsd} to $${OFFER_LIMITS.maxUsd} (cents allowed).`,
  packName: "Enter a pack name of 2 to 80 characters.",
  classCount: `Enter the number of classes in the pack, from ${OFFER_LIMITS.minClasses} to ${OFFER_LIMITS.maxClasses}.`,
  saved: "Your price and pack are saved.",
} as const;

const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const updateTeacherOfferRequest = z.object({
  price: z.coerce
    .number({ error: OFFER_MESSAGES.price })
    .int(OFFER_MESSAGES.price)
    .min(OFFER_LIMITS.minInr, OFFER_MESSAGES.price)
    .max(OFFER_LIMITS.maxInr, OFFER_MESSAGES.price)
    .describe("price of one class in rupees (whole rupees)"),
  price_usd: z
    .preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.coerce
        .number({ error: OFFER_MESSAGES.priceUsd })
        .min(OFFER_LIMITS.minUsd, OFFER_MESSAGES.priceUsd)
        .max(OFFER_LIMITS.maxUsd, OFFER_MESSAGES.priceUsd)
        .refine(hasCents, OFFER_MESSAGES.priceUsd)
        .optional(),
    )
    .describe("price of one class in US dollars; absent: the current one stays"),
  pack_name: z
    .string({ error: OFFER_MESSAGES.packName })
    .trim()
    .min(2, OFFER_MESSAGES.packName)
    .max(80, OFFER_MESSAGES.packName)
    .describe("the pack's name, e.g. Monthly 8 classes"),
  class_count: z.coerce
    .number({ error: OFFER_MESSAGES.classCount })
    .int(OFFER_MESSAGES.classCount)
    .min(OFFER_LIMITS.minClasses, OFFER_MESSAGES.classCount)
    .max(OFFER_LIMITS.maxClasses, OFFER_MESSAGES.classCount)
    .describe("classes in the pack"),
});

export type UpdateTeacherOfferInput = z.output<typeof updateTeacherOfferRequest>;

export const updateTeacherOfferResponse = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: z.object({
    price: z.number().describe("rupees per class"),
    price_usd: z.number().describe("US dollars per class"),
    pack_name: z.string(),
    class_count: z.number().int(),
    pack_price: z.number().describe("rupees for the whole pack (price × class_count)"),
    pack_price_usd: z.number().describe("US dollars for the whole pack"),
  }),
});
