import { getAuthDeps } from "@/lib/auth/app-deps";
import { contestAnswer } from "@/lib/contest/multipart";
import { sendVoteOtpRequest } from "@/lib/contest/schemas";
import { sendVoteOtp } from "@/lib/contest/voting";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

/** POST /sendOTPForPublicVoting {cust_id (the voter's mobile), entry_id} (spec 1). */
export const POST = route({ body: sendVoteOtpRequest }, async ({ db, body, ip, now }) =>
  contestAnswer(
    await sendVoteOtp(db, await getAuthDeps(), {
      mobile: body.cust_id,
      entryId: body.entry_id,
      ip,
      now,
    }),
  ),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
