import { adminPasswordStep, ADMIN_CHALLENGE_COOKIE, ADMIN_CHALLENGE_MS } from "@/lib/admin/sign-in";
import { adminLoginBody } from "@/lib/admin/schemas";
import { getAuthDeps } from "@/lib/auth/app-deps";
import { cookieFlags, isSecureRequest } from "@/lib/auth/session-cookie";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * POST /admin/api/login: an admin's e-mail and password (step 1 of 2). Right: an OTP goes to the
 * admin's e-mail and an HttpOnly challenge cookie (10 minutes) lets step 2 finish. Wrong: 401;
 * repeated failures: 429 for a while (the login budgets).
 */
export const POST = route({ body: adminLoginBody }, async ({ db, body, ip, request }) => {
  const { challenge, sentTo } = await adminPasswordStep(db, await getAuthDeps(), { ...body, ip });
  const response = Response.json({ step: "otp", sent_to: sentTo });
  response.headers.append(
    "set-cookie",
    `${ADMIN_CHALLENGE_COOKIE}=${challenge}; ${cookieFlags(isSecureRequest(request), ADMIN_CHALLENGE_MS / 1000)}`,
  );
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
