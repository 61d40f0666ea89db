import { subjectsByStreamRequest } from "@/lib/catalog/search/legacy-schemas";
import { getSubjectsByStream } from "@/lib/catalog/search/subjects-by-stream";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /em/getAllSubjectByStream?streamId: the subjects of a stream (public: signup and filters use it). */
export const GET = route({ query: subjectsByStreamRequest }, async ({ db, query }) => ({
  status: "success",
  subjects: await getSubjectsByStream(db, query.streamId),
}));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
