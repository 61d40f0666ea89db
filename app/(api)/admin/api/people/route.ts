import { searchPeople } from "@/lib/admin/people";
import { peopleQuery } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /admin/api/people?q=&kind=: accounts and families matching a name, e-mail, mobile or id. */
export const GET = route({ access: ["admin"], query: peopleQuery }, ({ db, query }) =>
  searchPeople(db, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
