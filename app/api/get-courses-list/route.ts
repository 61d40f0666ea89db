import { getCoursesList } from "@/lib/catalog/courses-list";
import { coursesListQuery } from "@/lib/catalog/schemas";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ query: coursesListQuery }, async ({ db, query }) =>
  getCoursesList(db, query.version),
);
