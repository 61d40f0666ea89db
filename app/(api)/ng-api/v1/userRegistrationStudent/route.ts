import { z } from "zod";
import { getAuthDeps } from "@/lib/auth/app-deps";
import { registrationInvalid, registrationResponse } from "@/lib/auth/legacy-registration";
import { studentRegistrationRequest } from "@/lib/auth/legacy-schemas";
import { registerAccount } from "@/lib/auth/register-account";
import { signupReferralCode } from "@/lib/growth/referrer-cookie";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /ng-api/v1/userRegistrationStudent: register a student whose mobile was verified, and log
 * them in (spec 1). Field errors come back all at once in the call's own shape.
 */
export const POST = route({ body: z.unknown() }, async ({ db, body, request }) => {
  const parsed = studentRegistrationRequest.safeParse(body);
  if (!parsed.success) return registrationInvalid(parsed.error);
  const deps = await getAuthDeps();
  return registrationResponse(request, () =>
    registerAccount(db, deps, {
      role: "student",
      data: {
        ...parsed.data,
        referralCode: signupReferralCode(request, parsed.data.referralCode),
      },
    }),
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
