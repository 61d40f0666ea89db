import { communityError } from "@/lib/community/calls";
import { listHashtags } from "@/lib/community/posts";
import type { HashtagsAnswer } from "@/lib/community/types";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET get-hashtags: every hashtag and the default one. */
export const GET = route({ errorShape: communityError }, async ({ db }) => {
  const answer: HashtagsAnswer = {
    responseCode: 200,
    status: "success",
    ...(await listHashtags(db)),
  };
  return answer;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
