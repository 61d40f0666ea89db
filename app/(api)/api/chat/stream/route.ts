import { viewersOf } from "@/lib/chat/calls";
import { chatEventStream } from "@/lib/chat/event-stream";
import { chatHub } from "@/lib/chat/live";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/chat/stream: server-sent events, one per new message the caller may see (decision 021). */
export const GET = route({ access: ["student", "teacher"] }, async ({ db, user, request }) =>
  chatEventStream(chatHub(), await viewersOf(db, user), request.signal),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
