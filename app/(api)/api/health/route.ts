import { getDbHandle } from "@/db";
import { route } from "@/lib/http/route";
import { checkHealth, type Health } from "@/lib/health";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /api/health: `{ status: "ok" }` 200 when the database answers, `{ status: "degraded" }` 503. */
export const GET = route({}, async () => {
  let report: Health;
  try {
    report = await checkHealth(await getDbHandle());
  } catch {
    report = { status: "degraded" };
  }
  return Response.json(report, {
    status: report.status === "ok" ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
