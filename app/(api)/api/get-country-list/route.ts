import { detectCountryIso, listCountries, toCountryListResponse } from "@/lib/catalog/countries";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ db, request }) =>
  toCountryListResponse(await listCountries(db), detectCountryIso(request.headers)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
