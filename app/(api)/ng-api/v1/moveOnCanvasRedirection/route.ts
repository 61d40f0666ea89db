import {
  CANVAS_CLICK_PATH,
  CANVAS_PATH,
  canvasBindingFor,
  mintCanvasToken,
} from "@/lib/community/canvas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const see = (location: string) =>
  new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

/**
 * GET {v1}moveOnCanvasRedirection: hands the signed-in user to the community side (a fresh
 * single-use token through click-to-redirect-canvas, bound to this browser by a cookie set here);
 * a visitor goes to /canvas as a visitor. It mints a token, so a link from another site is a 403.
 */
export const GET = route({ changesData: true }, async ({ request, db, user, now }) => {
  if (!user || user.role === "admin") return see(CANVAS_PATH);
  const { binding, setCookie } = canvasBindingFor(request);
  const { token } = await mintCanvasToken(db, user, binding, now);
  const answer = see(
    `${CANVAS_CLICK_PATH}?token=${token}&redirect=${encodeURIComponent(CANVAS_PATH)}`,
  );
  answer.headers.append("set-cookie", setCookie);
  return answer;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
