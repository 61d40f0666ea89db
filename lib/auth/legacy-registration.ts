import type { z } from "zod";
import { isAppError } from "../errors";
import { reportUnexpected } from "../log/report-unexpected";
import { firstErrors, zodFieldErrors } from "../validation";
import type { RegistrationResult } from "./register-account";
import { REGISTRATION_MESSAGES } from "./messages";
import { prefixOf } from "./roles";
import { withSessionCookie } from "./session-cookie";
import { FAMILY_MESSAGES } from "@/lib/family/messages";

/** Where a new account goes after the automatic login (spec 1 section 2). */
export const REGISTRATION_REDIRECT = {
  student: "/st/dashboard",
  teacher: "/em/teacherResume",
} as const;

/** The registration calls' refusal: every field's first message under errors.{field}. */
export function registrationRefused(errors: Record<string, string>): Response {
  return Response.json(
    {
      success: false,
      responseCode: 400,
      message: Object.values(errors)[0] ?? REGISTRATION_MESSAGES.somethingWentWrong,
      errors,
    },
    { status: 400 },
  );
}

export const registrationInvalid = (error: z.ZodError) =>
  registrationRefused(firstErrors(zodFieldErrors(error)));

/**
 * Runs a registration and answers in the legacy shape: success logs the new user in (session
 * cookie). An unexpected failure is logged and answered with the spec's "contact admin" message.
 */
export async function registrationResponse(
  request: Request,
  run: () => Promise<RegistrationResult>,
): Promise<Response> {
  let result: RegistrationResult;
  try {
    result = await run();
  } catch (error) {
    if (isAppError(error)) throw error;
    reportUnexpected(error, "Registration failed");
    return Response.json(
      { success: false, responseCode: 500, message: REGISTRATION_MESSAGES.somethingWentWrong },
      { status: 500 },
    );
  }
  if (!result.ok) return registrationRefused(result.errors);
  const { user } = result;
  const role = user.role === "teacher" ? "teacher" : "student";
  return withSessionCookie(
    Response.json({
      success: true,
      responseCode: 200,
      userId: user.id,
      prefix: prefixOf(user.role),
      redirect_to: REGISTRATION_REDIRECT[role],
      ...(result.addedToFamily
        ? { added_to_family: true, message: FAMILY_MESSAGES.addedToFamily }
        : {}),
    }),
    request,
    user,
  );
}
