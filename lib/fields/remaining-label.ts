/**
 * "12 characters left" under a long text field. Its own module, without zod: the Textarea of
 * components/ui shows it, and importing it from long-text.ts put zod in the first load of every
 * page that imports the components/ui barrel (the root layout's header does; issue 15).
 */
export function remainingLabel(remaining: number): string {
  return `${remaining} ${remaining === 1 ? "character" : "characters"} left`;
}
