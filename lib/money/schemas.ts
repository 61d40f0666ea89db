import { z } from "zod";
import { timeZoneField } from "@/lib/fields";
import { CURRENCIES } from "./currency";

/** GET /get-currency?tz: the browser's zone; without it the tz cookie (or the default) decides. */
export const getCurrencyQuery = z.object({
  tz: timeZoneField().optional().describe("IANA time zone of the browser, e.g. Asia/Kolkata"),
});

export const getCurrencyResponse = z.object({
  currency: z.enum(CURRENCIES).describe("INR for Asia/Kolkata or Asia/Calcutta, otherwise USD"),
  symbol: z.enum(["₹", "$"]),
  time_zone: z.string().describe("the zone the answer is for"),
});

/** `cur` as the legacy clients send it: INR or USD, any case. */
export const curParam = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(CURRENCIES, { error: "cur must be INR or USD." }))
  .optional()
  .describe("INR or USD; overrides the zone");
