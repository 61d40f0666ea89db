import { z } from "zod";
import { getAuthDeps } from "@/lib/auth/app-deps";
import { registrationInvalid, registrationResponse } from "@/lib/auth/legacy-registration";
import { teacherRegistrationRequest } from "@/lib/auth/legacy-schemas";
import { registerAccount } from "@/lib/auth/register-account";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /ng-api/v1/userRegistrationTeacher: register a teacher whose mobile was verified, log them
 * in and send them on to their teaching profile (spec 1).
 */
export const POST = route({ body: z.unknown() }, async ({ db, body, request }) => {
  const parsed = teacherRegistrationRequest.safeParse(body);
  if (!parsed.success) return registrationInvalid(parsed.error);
  const deps = await getAuthDeps();
  return registrationResponse(request, () =>
    registerAccount(db, deps, { role: "teacher", data: parsed.data }),
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
