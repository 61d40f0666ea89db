import { z } from "zod";
import { ALL_PAGES_TAG, invalidatePublicPages } from "@/lib/catalog/cache-tags";
import { clockMovable, now, setClock } from "@/lib/clock";
import { notFound } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

function requireMovableClock(): void {
  if (!clockMovable()) throw notFound();
}

/**
 * The end-to-end tests' clock: GET answers the server's now, POST {at} moves it. Exists only
 * where CLOCK_FILE is set (the test server); everywhere else 404.
 */
export const GET = route({}, async () => {
  requireMovableClock();
  return { now: now().toISOString() };
});

export const POST = route({}, async ({ request }) => {
  requireMovableClock();
  const body = z.object({ at: z.iso.datetime({ offset: true }) }).parse(await request.json());
  setClock(new Date(body.at));
  invalidatePublicPages([ALL_PAGES_TAG]);
  return { now: now().toISOString() };
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
