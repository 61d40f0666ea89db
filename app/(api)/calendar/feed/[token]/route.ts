import { calendarFeedFile } from "@/lib/calendar-feed/feed-file";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { siteUrl } from "@/lib/site";

export const dynamic = "force-dynamic";

/**
 * GET /calendar/feed/{token}.ics: the private calendar feed of a family or a teacher (decision
 * 022), opened by calendar apps without a session. Revoked or unknown: 404.
 */
export const GET = route({}, async ({ request, db, params, now }) => {
  const token = String(params.token ?? "").replace(/\.ics$/, "");
  const body = await calendarFeedFile(db, token, now, siteUrl(request));
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="classes.ics"',
      "cache-control": "private, no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
