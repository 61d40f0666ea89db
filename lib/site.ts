export const SITE_NAME = "TutorLive";
export const SITE_DESCRIPTION =
  "Find a great teacher for music, academics, coding, art or languages. Book a free demo class, then learn live, one to one or in small groups, from home.";

/** The public origin, used for canonical URLs and metadata. */
export function siteUrl(): string {
  return process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
}
