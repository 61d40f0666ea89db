import {
  loadDashboardDataRequest,
  looseParams,
  toLoadDashboardDataResponse,
} from "@/lib/catalog/search/legacy-schemas";
import { searchTeachers } from "@/lib/catalog/search/search-teachers";
import { currencyOfRequest } from "@/lib/catalog/search/viewer-currency";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /loadDashboardData: teacher search; filters in the query string (spec) or the body. */
export const POST = route(
  { query: looseParams, body: looseParams },
  async ({ db, user, query, body, request }) => {
    const filters = loadDashboardDataRequest.parse({ ...query, ...body });
    const result = await searchTeachers(db, user, filters, currencyOfRequest(request));
    return toLoadDashboardDataResponse(result);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
