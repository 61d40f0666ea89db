import { getHomepageData, homepageDataLegacy } from "@/lib/catalog/homepage";
import { loadHomepageQuery } from "@/lib/catalog/profile-schemas";
import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import { siteUrl } from "@/lib/site";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

export const GET = route({ query: loadHomepageQuery }, async ({ request, db, query }) => {
  const { currency } = viewerMoneyOfRequest(request, { cur: query.cur, tz: query.tz });
  return homepageDataLegacy(await getHomepageData(db), currency, siteUrl());
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
