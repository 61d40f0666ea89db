import { dashboardNumbers, parseRange } from "@/lib/admin/dashboard";
import { rangeQuery } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /admin/api/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD: the marketplace's numbers. */
export const GET = route({ access: ["admin"], query: rangeQuery }, async ({ db, query, now }) => {
  const range = parseRange(query, now);
  return { from: range.fromDay, to: range.toDay, ...(await dashboardNumbers(db, range)) };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
