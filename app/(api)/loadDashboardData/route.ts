import {
  loadDashboardDataRequest,
  looseParams,
  toLoadDashboardDataResponse,
} from "@/lib/catalog/search/legacy-schemas";
import { searchTeachers } from "@/lib/catalog/search/search-teachers";
import { currencyOfRequest } from "@/lib/catalog/search/viewer-currency";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";

/** POST /loadDashboardData: teacher search; filters in the query string (spec) or the body. */
export const POST = route(
  { query: looseParams, body: looseParams },
  async ({ db, user, query, body, request, now }) => {
    const filters = loadDashboardDataRequest.parse({ ...query, ...body });
    const result = await searchTeachers(db, user, filters, currencyOfRequest(request), {
      zone: viewerMoneyOfRequest(request).timeZone,
      now,
    });
    return toLoadDashboardDataResponse(result);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
