import { safeSitePath } from "@/lib/auth/redirect-after-login";
import { withSessionCookie } from "@/lib/auth/session-cookie";
import { CANVAS_PATH, canvasBindingOf, redeemCanvasToken } from "@/lib/community/canvas";
import { canvasQuery } from "@/lib/community/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const see = (location: string) =>
  new Response(null, {
    status: 303,
    headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer" },
  });

/**
 * GET {v1}click-to-redirect-canvas?token&redirect: spends the token (once, within 2 minutes) and
 * lands its user on `redirect` (a path of this site; default /canvas) signed in. A session of
 * another user is kept as it is (no swap). A dead token, or one minted for another browser (its
 * binding cookie, decision 041), lands signed out with ?handoff=expired. It signs a browser in, so
 * it gets the cross-site check of a write: a link from another site is a 403 (login CSRF).
 */
export const GET = route(
  { query: canvasQuery, changesData: true },
  async ({ request, db, user, query, now }) => {
    const target = safeSitePath(query.redirect) ?? CANVAS_PATH;
    const carried = await redeemCanvasToken(db, query.token, canvasBindingOf(request), now);
    if (!carried) {
      return see(`${target}${target.includes("?") ? "&" : "?"}handoff=expired`);
    }
    if (user) return see(target);
    return withSessionCookie(see(target), request, carried);
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
