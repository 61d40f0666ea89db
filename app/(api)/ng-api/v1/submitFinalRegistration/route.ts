import { getAuthDeps } from "@/lib/auth/app-deps";
import { jsonWithSession } from "@/lib/auth/signup/legacy";
import { finalRegistrationContact, submitFinalRegistration } from "@/lib/family/final-registration";
import { FAMILY_MESSAGES as M } from "@/lib/family/messages";
import { submitFinalRegistrationRequest } from "@/lib/family/schemas";
import { SIGNUP_MESSAGES } from "@/lib/auth/signup/messages";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /ng-api/v1/submitFinalRegistration (spec 2): e-mail, child name, age, preferred course, time
 * zone and the six-digit OTP, all required. The child joins the family of the verified contact (a
 * new one, or the existing one: `added_to_existing_family`) and the session acts as the child.
 */
export const POST = route(
  { body: submitFinalRegistrationRequest },
  async ({ request, db, body, ip, now }) => {
    const r = await submitFinalRegistration(db, await getAuthDeps(), {
      identifier: finalRegistrationContact(body),
      data: body,
      ip,
      now,
    });
    if (!r.status) return { status: false, message: r.message };
    return jsonWithSession(
      request,
      {
        status: true,
        message: r.addedToExistingFamily ? M.addedToFamily : SIGNUP_MESSAGES.signupRegistered,
        user_id: r.user.id,
        added_to_existing_family: r.addedToExistingFamily,
        redirect_to: r.redirectTo,
      },
      r.user,
    );
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
