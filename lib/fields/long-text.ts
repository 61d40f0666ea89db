import { z } from "zod";
import { FIELD_MESSAGES } from "./messages";

/** Spec 1 §9: a text area (remark, note, problem report) holds at most 600 characters. */
export const LONG_TEXT_MAX = 600;

/** The hint under a text area while typing ("12 characters left"), from components/ui/textarea. */
export function remainingLabel(remaining: number): string {
  return `${remaining} ${remaining === 1 ? "character" : "characters"} left`;
}

/** Characters left in a long text (never negative). */
export function remainingOf(text: string, max: number = LONG_TEXT_MAX): number {
  return Math.max(0, max - text.length);
}

/**
 * A long text field: trimmed, at most 600 characters (FIELD_MESSAGES.longTextTooLong). Required
 * fields add their own `.min(1, ...)`; legacy calls wrap it in `optionalText` for absent values.
 */
export function longTextField() {
  return z.string().trim().max(LONG_TEXT_MAX, FIELD_MESSAGES.longTextTooLong);
}
