import { entryVoteCount } from "@/lib/contest/loaders";
import { parseId } from "@/lib/fields/id";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/contest/entries/{id}/votes (ours): an approved entry's live vote count {votes}. */
export const GET = route({}, async ({ db, params }) => {
  const id = parseId(String(params.id ?? ""));
  const votes = id === null ? null : await entryVoteCount(db, id);
  if (votes === null) {
    return Response.json(
      { status: "error", responseCode: 404, message: "Entry not found." },
      { status: 404 },
    );
  }
  return Response.json({ votes }, { headers: { "cache-control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
