import { getCoursesList } from "@/lib/catalog/courses-list";
import { coursesListQuery } from "@/lib/catalog/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

export const GET = route({ query: coursesListQuery }, async ({ db, query }) =>
  getCoursesList(db, query.version),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
