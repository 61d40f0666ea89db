import { z } from "zod";
import { parseId } from "@/lib/fields";

// book-free-session (spec 3 §7). Browser-safe.

/** POST book-free-session {course_id}: a course id (number, digits or base64); 0 means none. */
export const bookFreeSessionRequest = z.object({
  course_id: z
    .unknown()
    .transform((v) => (v === 0 || v === "0" ? 0 : parseId(v)))
    .pipe(z.number({ error: "Please choose a course." }).int().min(0))
    .describe("the course; 0: none chosen (the course list)"),
});

export const bookFreeSessionResponse = z.object({
  success: z.boolean(),
  status: z
    .enum(["login", "book_demo", "courses"])
    .describe("login: open the sign-in modal; book_demo: the book-demo modal; courses: /courses"),
  message: z.string(),
  signup_type: z.literal("book_demo"),
  course_id: z.number().int(),
  course_slug: z.string().nullable(),
  redirect_to: z.string().describe("where the booking continues: /st/book-demo/{slug} or /courses"),
  needs_profile: z.boolean().describe("the session's child has no first name yet (profile step)"),
  children: z
    .array(
      z.object({
        user_id: z.number().int(),
        name: z.string(),
        current: z.boolean().describe("the child the session acts as"),
      }),
    )
    .describe("the family's children, for the sibling checkboxes"),
});

export type BookFreeSessionAnswer = z.infer<typeof bookFreeSessionResponse>;
