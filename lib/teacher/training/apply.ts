import type { Db } from "@/db/client";
import { teacherTrainingApplications } from "@/db/schema/teacher";
import { PG_UNIQUE, pgViolation } from "../../db-errors";
import { AppError } from "../../errors";
import { zodFieldErrors } from "../../validation";
import { READY_TO_JOIN_FIELD, TRAINING_MESSAGES as M, TRAINING_PRODUCT } from "./messages";
import { trainingApplicationRequest } from "./schemas";

/**
 * POST teacher-training-program: 422 with `errors` (field → messages) when a field is wrong, as
 * the form shows them beside each group; status false with a message for a second application
 * from the same e-mail (the form shows it in a dialog); status true with the message otherwise.
 */
export async function applyForTraining(db: Db, raw: unknown) {
  const parsed = trainingApplicationRequest.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(422, "unprocessable", M.invalid, zodFieldErrors(parsed.error));
  }
  const v = parsed.data;
  try {
    await db.insert(teacherTrainingApplications).values({
      applicantName: v.applicant_name,
      email: v.email.toLowerCase(),
      countryCode: v.country_code,
      phoneNumber: v.phone_number,
      readyToPay: v.ready_to_pay === "yes",
      haveLaptop: v.have_laptop === "yes",
      haveKeyboard: v.have_keyboard === "yes",
      teachingExperienceYears: v.teaching_experience_years,
      englishProficiency: v.english_proficiency,
      product: TRAINING_PRODUCT,
      readyToJoin: v[READY_TO_JOIN_FIELD] === "yes",
      preferredTimeslot: v.preferred_timeslot,
    });
  } catch (error) {
    if (pgViolation(error, [PG_UNIQUE])) return { status: false as const, message: M.duplicate };
    throw error;
  }
  return { status: true as const, message: M.applied };
}
