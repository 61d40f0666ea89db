import { blogDataCall } from "@/lib/content/calls";
import { blogDataQuery } from "@/lib/content/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { siteUrl } from "@/lib/site";

export const dynamic = "force-dynamic";

/** GET /api/get-blog-data?type (spec 2): blogs of a category, data.blogdata and data.title. Public. */
export const GET = route({ query: blogDataQuery }, ({ db, query, now }) =>
  blogDataCall(db, query, { origin: siteUrl(), now, withTop: false }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
