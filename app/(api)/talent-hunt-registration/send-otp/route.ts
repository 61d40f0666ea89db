import { getAuthDeps } from "@/lib/auth/app-deps";
import { sendEntryOtp } from "@/lib/contest/relative-proof";
import { contestAnswer } from "@/lib/contest/multipart";
import { entryOtpRequest } from "@/lib/contest/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * POST /talent-hunt-registration/send-otp {mobile} (issue 43.1): a code to the family's mobile,
 * the same answer for every number. lib/auth's send limits apply (per address and destination).
 */
export const POST = route({ body: entryOtpRequest }, async ({ db, body, ip }) =>
  contestAnswer(await sendEntryOtp(db, await getAuthDeps(), { mobile: body.mobile, ip })),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
