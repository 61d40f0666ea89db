import { setPersonActive } from "@/lib/admin/people";
import { setActiveBody } from "@/lib/admin/schemas";
import { notFound } from "@/lib/errors";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /admin/api/users/{id}/active: deactivate (ends their sessions at once) or reactivate. */
export const POST = route(
  { access: ["admin"], body: setActiveBody },
  async ({ db, user, body, params, now }) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) throw notFound("No such account.");
    const done = await setPersonActive(db, user, { userId: id, ...body }, now);
    return {
      ...done,
      message: done.isActive ? "The account is active again." : "The account is deactivated.",
    };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
