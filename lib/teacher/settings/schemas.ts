import { z } from "zod";
import { optionalBodyId } from "@/lib/fields/id";

export const PROFILE_MESSAGES = {
  headline: "Please write a headline of 10 to 140 characters.",
  bio: "Please write at most 2000 characters about yourself.",
  languages: "Please list 1 to 6 languages you teach in.",
  language: "A language name is 2 to 30 letters.",
  subjects: "Please choose subjects from the list.",
  primary: "Please choose the subject you mainly teach.",
  experience: "Years of teaching: a whole number from 0 to 70.",
  saved: "Your public profile is saved. Search and your public page show it now.",
  savedNotListed:
    "Your teaching profile is saved. Families find you once your price is set too (see the steps on your dashboard).",
} as const;

/** The teacher's public profile fields (settings screen; a server action, not a legacy call). */
export const teacherProfileForm = z.object({
  headline: z
    .string()
    .trim()
    .min(10, PROFILE_MESSAGES.headline)
    .max(140, PROFILE_MESSAGES.headline),
  bio: z.string().trim().max(2000, PROFILE_MESSAGES.bio),
  /** Comma-separated in the form. */
  languages: z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((l) => l.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(/^[\p{L} ]{2,30}$/u, PROFILE_MESSAGES.language))
        .min(1, PROFILE_MESSAGES.languages)
        .max(6, PROFILE_MESSAGES.languages),
    ),
  /** The subject the teacher mainly teaches (its stream is the teacher's); absent: unchanged. */
  primarySubjectId: optionalBodyId,
  /** Years of teaching; absent or empty: unchanged. */
  experienceYears: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ error: PROFILE_MESSAGES.experience })
      .int(PROFILE_MESSAGES.experience)
      .min(0, PROFILE_MESSAGES.experience)
      .max(70, PROFILE_MESSAGES.experience)
      .optional(),
  ),
  /** Subjects taught besides the primary one, of the primary's stream. */
  secondarySubjectIds: z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === "string" || typeof v === "number" ? [v] : []),
    z.array(z.coerce.number().int().positive()).max(10, PROFILE_MESSAGES.subjects),
  ),
});
export type TeacherProfileInput = z.input<typeof teacherProfileForm>;
export type TeacherProfileForm = z.output<typeof teacherProfileForm>;
