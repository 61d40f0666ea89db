import { decideQueueItem } from "@/lib/admin/queue/decide";
import { decideBody } from "@/lib/admin/schemas";
import { notFound } from "@/lib/errors";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /admin/api/queues/{queue}/{id}: decide one item of a queue with a reason (audited). */
export const POST = route(
  { access: ["admin"], body: decideBody },
  async ({ db, user, body, params, now }) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) throw notFound("No such item.");
    const done = await decideQueueItem(db, user, { queue: String(params.queue), id, ...body }, now);
    return { ...done, message: "Decision saved." };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
