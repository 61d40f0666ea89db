import { submitUserDataRequest } from "@/lib/auth/signup/legacy-schemas";
import { submitUserData } from "@/lib/auth/signup/profile";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /ng-api/v1/submitUserData: the profile step after signup (the caller's own account). */
export const POST = route(
  { body: submitUserDataRequest, access: ["student"] },
  async ({ db, body, user }) => {
    const { redirectTo } = await submitUserData(db, user, body);
    return { status: true, redirect_to: redirectTo };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
