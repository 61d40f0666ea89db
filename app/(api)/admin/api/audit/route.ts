import { listAudit } from "@/lib/admin/audit";
import { auditQuery } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /admin/api/audit?action=&target_type=&target_id=: the audit log, newest first. */
export const GET = route({ access: ["admin"], query: auditQuery }, async ({ db, query }) => ({
  entries: await listAudit(db, {
    action: query.action,
    targetType: query.target_type,
    targetId: query.target_id,
  }),
}));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
