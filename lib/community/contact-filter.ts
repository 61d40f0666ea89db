/**
 * Contact details in a child's words (issue 36.5, decision 040): phone numbers, e-mail addresses
 * and street details are refused before anything is stored; what passes is still held for a
 * moderator. A filter can only catch the obvious; it is the first line, not the only one.
 * Pure, no server-only imports (the comment form shows the same refusal).
 */

/** Seven or more digits, allowing spaces, dots, dashes, brackets and a leading + between them. */
const PHONE = /(?:\+?\d[\s.\-()]{0,3}){7,}/;
/** Digits spelt as words, 7 or more in a row ("nine eight four five ..."). */
const SPELT_DIGITS =
  /\b(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple)\b[\s,.-]*){7,}/i;
const EMAIL =
  /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\]|\bat\b)\s*[a-z0-9-]+\s*(?:\.|\bdot\b)\s*[a-z]{2,}/i;
const MAIL_DOMAIN = /\b(?:gmail|yahoo|hotmail|outlook|rediffmail|icloud)\b/i;
/** An Indian PIN code or a US ZIP code. */
const POSTCODE = /\b\d{6}\b|\b\d{5}(?:-\d{4})?\b/;
const STREET: RegExp[] = [
  /\b(?:i|we)\s+(?:live|stay|reside)\s+(?:in|at|on|near)\b/i,
  /\b(?:my|our)\s+(?:home\s+|house\s+)?(?:address|addr)\b/i,
  /\b(?:house|flat|plot|door|apartment|apt|room)\s*(?:no\.?|number|#)\s*\d*/i,
  /\b\d+\s*(?:st|nd|rd|th)?\s*(?:cross|main|street|st\.|road|rd\.|lane|avenue|ave\.?|block|sector|floor|phase|stage)\b/i,
  /\b(?:street|road|lane|nagar|layout|colony|apartments?|society|sector|block)\s*(?:no\.?\s*)?\d+/i,
];

export type ContactFinding = "phone" | "email" | "street";

/** What kind of contact detail a text holds, or null when none is seen. */
export function findContactDetails(text: string): ContactFinding | null {
  const flat = text.normalize("NFKC");
  if (PHONE.test(flat) || SPELT_DIGITS.test(flat)) return "phone";
  if (EMAIL.test(flat) || MAIL_DOMAIN.test(flat)) return "email";
  if (POSTCODE.test(flat) || STREET.some((re) => re.test(flat))) return "street";
  return null;
}
