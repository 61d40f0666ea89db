import { getDbHandle } from "@/db";
import { checkHealth } from "@/lib/health";

export const dynamic = "force-dynamic";

/** GET /api/health: 200 with the database kind when it answers, 503 when it does not. */
export async function GET() {
  try {
    const report = await checkHealth(await getDbHandle());
    return Response.json(report, {
      status: report.status === "ok" ? 200 : 503,
      headers: { "cache-control": "no-store" },
    });
  } catch (error) {
    return Response.json(
      { status: "error", database: { ok: false, error: (error as Error).message } },
      { status: 503, headers: { "cache-control": "no-store" } },
    );
  }
}
