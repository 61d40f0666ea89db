import { classListRoute } from "@/lib/classes/lists/list-route";

export const dynamic = "force-dynamic";

/** GET /get-all-past-classes?page=N&limit={limit}[&action=list|count] (spec 3 section 7). */
export const GET = classListRoute("past");
