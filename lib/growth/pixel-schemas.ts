import { z } from "zod";
import { idField } from "@/lib/fields";

/**
 * POST save-pixel-count (spec 1 §7) {sourceId, pixelName, countryName, ipAddress}. `ipAddress` is
 * accepted for the legacy client but never stored: the address is the caller's, as the trusted
 * proxy gives it.
 */
export const savePixelCountRequest = z.object({
  sourceId: idField(),
  pixelName: z.string().trim().min(1).max(80),
  countryName: z.string().trim().max(80).default(""),
  ipAddress: z.string().max(64).optional(),
});
export type SavePixelCountRequest = z.output<typeof savePixelCountRequest>;

export const savePixelCountResponse = z.object({
  status: z.literal("success"),
  responseCode: z.literal(200),
  id: z.number().int(),
});
