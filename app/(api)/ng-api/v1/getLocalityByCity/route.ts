import { localitiesRequest } from "@/lib/auth/legacy-schemas";
import { localitiesOfCity } from "@/lib/auth/localities";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /ng-api/v1/getLocalityByCity {cityId}: the localities of a city (spec 1). */
export const POST = route({ body: localitiesRequest }, async ({ db, body }) => ({
  status: "success",
  localities: await localitiesOfCity(db, body.cityId),
}));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
