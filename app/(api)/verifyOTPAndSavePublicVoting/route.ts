import { getAuthDeps } from "@/lib/auth/app-deps";
import { contestAnswer } from "@/lib/contest/multipart";
import { verifyVoteRequest } from "@/lib/contest/schemas";
import { verifyVote } from "@/lib/contest/voting";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

/** POST /verifyOTPAndSavePublicVoting {mobile_num, name, otp, entry_id} (spec 1): one vote per number per entry. */
export const POST = route({ body: verifyVoteRequest }, async ({ db, body, ip, now }) =>
  contestAnswer(
    await verifyVote(db, await getAuthDeps(), {
      mobile: body.mobile_num,
      name: body.name,
      otp: body.otp,
      entryId: body.entry_id,
      ip,
      now,
    }),
  ),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
