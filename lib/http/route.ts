import "server-only";
import { getDb } from "@/db";
import { getSessionUserFromRequest } from "../auth/session";
import { createRoute } from "./create-route";

/** The route-handler wrapper every route.ts under app/ uses. See create-route.ts. */
export const route = createRoute({ getDb, getUser: getSessionUserFromRequest });
