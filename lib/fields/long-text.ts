import { z } from "zod";
import { FIELD_MESSAGES } from "./messages";
import { remainingLabel } from "./remaining-label";

export { remainingLabel };

/** Spec 1 §9: a text area (remark, note, problem report) holds at most 600 characters. */
export const LONG_TEXT_MAX = 600;

/**
 * A long text field: trimmed, at most 600 characters (FIELD_MESSAGES.longTextTooLong). With
 * `requiredMessage` it must not be empty (or missing) either; legacy calls wrap an optional one in
 * `z.preprocess(toOptionalText, longTextField().optional())`.
 */
export function longTextField(requiredMessage?: string) {
  const text = z.string(requiredMessage ? { error: requiredMessage } : undefined).trim();
  return (requiredMessage ? text.min(1, requiredMessage) : text).max(
    LONG_TEXT_MAX,
    FIELD_MESSAGES.longTextTooLong,
  );
}
