import { getAuthDeps } from "@/lib/auth/app-deps";
import { verifyEntryOtp } from "@/lib/contest/relative-proof";
import { contestAnswer } from "@/lib/contest/multipart";
import { entryVerifyRequest } from "@/lib/contest/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * POST /talent-hunt-registration/verify-otp {mobile, otp} (issue 43.1): a right code answers the
 * otp_token the registration carries; lib/auth's failed-code budgets apply.
 */
export const POST = route({ body: entryVerifyRequest }, async ({ db, body, ip, now }) =>
  contestAnswer(
    await verifyEntryOtp(db, await getAuthDeps(), { mobile: body.mobile, otp: body.otp, ip, now }),
  ),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
