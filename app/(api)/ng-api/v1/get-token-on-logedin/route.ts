import { CANVAS_CLICK_PATH, CANVAS_PATH, mintCanvasToken } from "@/lib/community/canvas";
import { communityError } from "@/lib/community/calls";
import type { CanvasTokenAnswer } from "@/lib/community/types";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST {v1}get-token-on-logedin: a single-use hand-off token (2 minutes) and where to send it. */
export const POST = route(
  { access: ["student", "teacher"], errorShape: communityError },
  async ({ db, user, now }): Promise<CanvasTokenAnswer> => {
    const { token, expiresAt } = await mintCanvasToken(db, user, now);
    return {
      responseCode: 200,
      status: "success",
      token,
      expires_at: expiresAt.toISOString(),
      redirect_url: `${CANVAS_CLICK_PATH}?token=${token}&redirect=${encodeURIComponent(CANVAS_PATH)}`,
    };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
