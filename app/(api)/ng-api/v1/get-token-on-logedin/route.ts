import {
  CANVAS_CLICK_PATH,
  CANVAS_PATH,
  canvasBindingFor,
  mintCanvasToken,
} from "@/lib/community/canvas";
import { communityError } from "@/lib/community/calls";
import type { CanvasTokenAnswer } from "@/lib/community/types";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * POST {v1}get-token-on-logedin: a single-use hand-off token (2 minutes) and where to send it. The
 * token works only in this browser: the answer sets its binding cookie (decision 041).
 */
export const POST = route(
  { access: ["student", "teacher"], errorShape: communityError },
  async ({ request, db, user, now }) => {
    const { binding, setCookie } = canvasBindingFor(request);
    const { token, expiresAt } = await mintCanvasToken(db, user, binding, now);
    const answer: CanvasTokenAnswer = {
      responseCode: 200,
      status: "success",
      token,
      expires_at: expiresAt.toISOString(),
      redirect_url: `${CANVAS_CLICK_PATH}?token=${token}&redirect=${encodeURIComponent(CANVAS_PATH)}`,
    };
    return Response.json(answer, {
      headers: { "set-cookie": setCookie, "cache-control": "no-store" },
    });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
