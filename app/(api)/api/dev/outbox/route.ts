import { notFound } from "@/lib/errors";
import { readQuery } from "@/lib/http/read-request";
import { route } from "@/lib/http/route";
import { devOutboxVisible } from "@/lib/messaging/from-env";
import { listOutbox, OUTBOX_LIMIT } from "@/lib/messaging/list-outbox";
import { outboxQuery } from "@/lib/messaging/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/**
 * GET /api/dev/outbox?to=: the messages that stopped in the outbox, newest first (at most 50).
 * Exists only while no provider is configured; otherwise 404, before the query is even read.
 */
export const GET = route({}, async ({ db, request }) => {
  if (!devOutboxVisible(process.env)) throw notFound();
  const query = outboxQuery.parse(readQuery(request));
  const messages = await listOutbox(db, { to: query.to, limit: OUTBOX_LIMIT });
  return Response.json(
    {
      messages: messages.map((m) => ({
        channel: m.channel,
        to: m.to,
        subject: m.subject,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
    },
    { headers: { "cache-control": "no-store" } },
  );
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
