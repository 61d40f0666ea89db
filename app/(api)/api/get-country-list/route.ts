import { detectCountryIso, listCountries, toCountryListResponse } from "@/lib/catalog/countries";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ db, request, ip }) =>
  toCountryListResponse(await listCountries(db), detectCountryIso(request.headers, ip)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
