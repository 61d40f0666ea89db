import { queueBySlug } from "@/lib/admin/queue/definitions";
import { ADMIN_MESSAGES } from "@/lib/admin/messages";
import { queueQuery } from "@/lib/admin/schemas";
import { notFound } from "@/lib/errors";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /admin/api/queues/{queue}?view=open|decided|all&q=: a queue's items. */
export const GET = route(
  { access: ["admin"], query: queueQuery },
  async ({ db, query, params }) => {
    const def = queueBySlug(String(params.queue));
    if (!def) throw notFound(ADMIN_MESSAGES.unknownQueue);
    return { queue: def.slug, items: await def.list(db, query) };
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
