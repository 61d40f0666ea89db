import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { createRoute, type RouteDeps } from "@/lib/http/create-route";

/** A stand-in database for wrapper tests whose handlers never query. */
export const fakeDb = {} as Db;

/**
 * The route wrapper with its outside parts replaced: the caller is `user`, rate limits go to
 * `consume`, the client address is the X-Forwarded-For header as the test sets it, and the clock
 * is `now` (the system clock unless the test pins it).
 */
export function routeFor(
  user: SessionUser | null,
  consume: RouteDeps["consume"] = async () => {},
  now: RouteDeps["now"] = () => new Date(),
) {
  return createRoute({
    getDb: async () => fakeDb,
    getUser: async () => user,
    consume,
    clientIp: (request) => request.headers.get("x-forwarded-for") ?? "unknown",
    now,
  });
}
