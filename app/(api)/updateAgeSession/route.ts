import { isSecureRequest } from "@/lib/auth/session-cookie";
import { ageCookieHeader } from "@/lib/catalog/courses/age-cookie";
import { updateAgeSessionRequest } from "@/lib/catalog/courses/legacy-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** Remembers the learner's age in an HttpOnly cookie; course lists that take an age default to it. */
export const POST = route({ body: updateAgeSessionRequest }, async ({ request, body }) =>
  Response.json(
    { status: "success", age: body.age },
    { headers: { "set-cookie": ageCookieHeader(body.age, isSecureRequest(request)) } },
  ),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
