/**
 * Whether a teacher may see the phone number and e-mail of the families they teach
 * (docs/decisions/036-family-contact-privacy.md). Off unless the operator sets
 * TEACHERS_SEE_FAMILY_CONTACT=true: chat is the channel between families and teachers, and the
 * spec's `display_contact` flag is honoured only under that policy.
 */
export function teachersSeeFamilyContact(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TEACHERS_SEE_FAMILY_CONTACT === "true";
}
