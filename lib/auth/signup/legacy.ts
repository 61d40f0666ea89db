import type { z } from "zod";
import { accountName, type Account } from "../find-accounts";
import type { AfterLoginAction } from "../redirect-after-login";
import { withSessionCookie } from "../session-cookie";
import type { legacyUserSchema, nextStepSchema } from "./legacy-schemas";

/** The `user` of spec 2's login answer: the account, and the other student accounts on its mobile. */
export function legacyUser(
  user: Account,
  siblings: Account[] = [],
): z.infer<typeof legacyUserSchema> {
  return {
    user_id: user.id,
    name: accountName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    country_code: user.countryCode,
    reg_mobile_num: user.mobile,
    siblings: siblings.map((s) => ({ user_id: s.id, name: accountName(s), email: s.email })),
  };
}

export function legacyNextStep(action: AfterLoginAction): z.infer<typeof nextStepSchema> {
  switch (action.kind) {
    case "redirect":
      return { kind: action.kind, rule: action.rule, to: action.to };
    case "enrol-workshop":
      return {
        kind: action.kind,
        rule: action.rule,
        course_id: action.courseId,
        slot_id: action.slotId,
      };
    case "open-payment":
      return {
        kind: action.kind,
        rule: action.rule,
        pack_type: action.packType,
        amount: action.amount,
        currency: action.currency,
      };
    case "show-profile-step":
      return { kind: action.kind, rule: action.rule };
    case "show-sibling-choice":
      return { kind: action.kind, rule: action.rule, course_slug: action.courseSlug };
  }
}

/** A JSON answer that also logs the account in (the Auth.js session cookie), when one is given. */
export async function jsonWithSession(
  request: Request,
  body: object,
  user: Account | null,
): Promise<Response> {
  const response = Response.json(body);
  if (!user) return response;
  return withSessionCookie(response, request, {
    id: user.id,
    role: user.role,
    name: accountName(user),
    sessionVersion: user.sessionVersion,
  });
}
