import { allTutorialsCall } from "@/lib/content/calls";
import { tutorialsQuery } from "@/lib/content/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { siteUrl } from "@/lib/site";

export const dynamic = "force-dynamic";

/** GET /get-all-tutorials?page=N&type={category} (spec 3): six tutorials a page. Public. */
export const GET = route({ query: tutorialsQuery }, ({ db, query, now }) =>
  allTutorialsCall(db, query, { origin: siteUrl(), now }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
