import { classListRoute } from "@/lib/classes/lists/list-route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /get-all-upcoming-classes?page=N&limit={limit}[&action=list|count] (spec 3 section 7). */
export const GET = classListRoute("upcoming");

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
