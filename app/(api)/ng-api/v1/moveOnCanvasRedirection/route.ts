import { CANVAS_CLICK_PATH, CANVAS_PATH, mintCanvasToken } from "@/lib/community/canvas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const see = (location: string) =>
  new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

/**
 * GET {v1}moveOnCanvasRedirection: hands the signed-in user to the community side (a fresh
 * single-use token through click-to-redirect-canvas); a visitor goes to /canvas as a visitor.
 */
export const GET = route({}, async ({ db, user, now }) => {
  if (!user || user.role === "admin") return see(CANVAS_PATH);
  const { token } = await mintCanvasToken(db, user, now);
  return see(`${CANVAS_CLICK_PATH}?token=${token}&redirect=${encodeURIComponent(CANVAS_PATH)}`);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
