import { z } from "zod";
import { clockMovable, now, setClock } from "@/lib/clock";
import { notFound } from "@/lib/errors";
import { errorResponse } from "@/lib/http/error-response";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const moveClock = route(
  { body: z.object({ at: z.iso.datetime({ offset: true }) }) },
  async ({ body }) => {
    setClock(new Date(body.at));
    return { now: now().toISOString() };
  },
);

/**
 * The end-to-end tests' clock: GET answers the server's now, POST {at} moves it. Exists only
 * where CLOCK_FILE is set (the test server); everywhere else 404.
 */
export async function GET(): Promise<Response> {
  if (!clockMovable()) return errorResponse(notFound());
  return Response.json({ now: now().toISOString() });
}

export async function POST(request: Request): Promise<Response> {
  if (!clockMovable()) return errorResponse(notFound());
  return moveClock(request);
}
