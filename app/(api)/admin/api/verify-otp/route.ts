import { audited } from "@/lib/admin/audit";
import { adminOtpStep, ADMIN_CHALLENGE_COOKIE } from "@/lib/admin/sign-in";
import { adminOtpBody } from "@/lib/admin/schemas";
import { getAuthDeps } from "@/lib/auth/app-deps";
import { cookieFlags, isSecureRequest, withSessionCookie } from "@/lib/auth/session-cookie";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

function cookieOf(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * POST /admin/api/verify-otp: the OTP of step 2. Right: the admin's session starts (8 hours) and
 * the sign-in is written to the audit log; wrong: 401; no or stale challenge: 400.
 */
export const POST = route({ body: adminOtpBody }, async ({ db, body, ip, request, now }) => {
  const { admin, expiresAt } = await adminOtpStep(db, await getAuthDeps(), {
    challenge: cookieOf(request, ADMIN_CHALLENGE_COOKIE),
    code: body.code,
    ip,
  });
  await audited(db, admin, "admin.sign-in", { type: "user", id: admin.id }, now, async () => ({
    result: null,
    after: { expiresAt: expiresAt.toISOString(), ip },
  }));
  const response = Response.json({ signed_in: true, redirect_to: "/admin" });
  response.headers.append(
    "set-cookie",
    `${ADMIN_CHALLENGE_COOKIE}=; ${cookieFlags(isSecureRequest(request), 0)}`,
  );
  return withSessionCookie(
    response,
    request,
    {
      id: admin.id,
      role: "admin",
      name: admin.name,
      sessionVersion: admin.sessionVersion,
      expiresAt,
    },
    now,
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
