import "server-only";
import { getDb } from "@/db";
import { getAuthDeps } from "../auth/app-deps";
import { clientIp } from "../auth/deps";
import { getSessionUserFromRequest } from "../auth/session";
import { now } from "../clock";
import { createRoute } from "./create-route";

/** The route-handler wrapper every route.ts under app/ uses. See create-route.ts. */
export const route = createRoute({
  getDb,
  getUser: getSessionUserFromRequest,
  consume: async (rule, key) => (await getAuthDeps()).limiter.consume(rule, key),
  clientIp: (request) => clientIp(request.headers),
  now: () => now(),
});
