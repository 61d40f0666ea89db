import type { z } from "zod";
import { FIELD_MESSAGES, normalizeCountryCode, parsePhone } from "@/lib/fields";

/**
 * The cross-field phone rule of the growth schemas (superRefine): a valid dial code, then a mobile
 * valid for it (lib/fields parsePhone). `mobileMessage` is the field's own wording.
 */
export function checkCountryAndMobile(
  v: { country_code: string; mobile: string },
  ctx: z.RefinementCtx,
  mobileMessage: string,
): void {
  const code = normalizeCountryCode(v.country_code);
  if (!code) {
    ctx.addIssue({
      code: "custom",
      path: ["country_code"],
      message: FIELD_MESSAGES.countryCodeInvalid,
    });
  } else if (!parsePhone(v.mobile, code)) {
    ctx.addIssue({ code: "custom", path: ["mobile"], message: mobileMessage });
  }
}
