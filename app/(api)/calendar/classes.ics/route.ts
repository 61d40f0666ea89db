import { calendarFileFor, calendarQuery } from "@/lib/notify/calendar-file";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/**
 * GET /calendar/classes.ics?e=12,13: the "Add to calendar" file of booked classes, linked from the
 * booking messages, for the classes' student or teacher. Logged out: the login page, which comes
 * back here.
 */
export const GET = route({ query: calendarQuery }, async ({ request, db, user, query, now }) => {
  if (!user) {
    const url = new URL(request.url);
    return Response.redirect(
      new URL(`/login?next=${encodeURIComponent(url.pathname + url.search)}`, url),
      303,
    );
  }
  return new Response(await calendarFileFor(db, user, query.e, now), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'attachment; filename="classes.ics"',
      "cache-control": "private, no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
