import { otherMethods } from "@/lib/http/fallback-routes";
import { parseBody } from "@/lib/http/read-request";
import { route } from "@/lib/http/route";
import { applyForTraining } from "@/lib/teacher/training/apply";

export const dynamic = "force-dynamic";

/**
 * POST /teacher-training-program (spec 3): an application to the teacher training program, open
 * to anyone. Field errors answer 422 (the spec's status), so the body is validated by the service.
 */
export const POST = route({ rateLimit: ["anonymousWritePerIp"] }, async ({ db, request }) => {
  const raw = await parseBody(
    new Uint8Array(await request.arrayBuffer()),
    request.headers.get("content-type"),
  );
  return applyForTraining(db, raw);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
