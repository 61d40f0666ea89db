import type { Metadata } from "next";
import { getDb } from "@/db";
import { listAudit } from "@/lib/admin/audit";
import { auditQuery } from "@/lib/admin/schemas";
import { requireAreaUser } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Audit log", robots: { index: false, follow: false } };

/** /admin/audit: every admin action, newest first, with filters. Nobody can edit it. */
export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  await requireAreaUser("admin");
  const raw = await searchParams;
  const q = auditQuery.catch({}).parse({
    action: raw.action || undefined,
    target_type: raw.target_type || undefined,
    target_id: raw.target_id || undefined,
  });
  const entries = await listAudit(await getDb(), {
    action: q.action,
    targetType: q.target_type,
    targetId: q.target_id,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Audit log</h1>
      <form
        method="get"
        className="flex flex-wrap items-end gap-3"
        aria-label="Filter the audit log"
      >
        <label className="flex flex-col text-sm">
          <span className="font-medium">Action starts with</span>
          <input
            name="action"
            defaultValue={q.action ?? ""}
            placeholder="order.refund"
            className="min-h-11 rounded-md border border-slate-500 px-3"
          />
        </label>
        <label className="flex flex-col text-sm">
          <span className="font-medium">Target type</span>
          <input
            name="target_type"
            defaultValue={q.target_type ?? ""}
            placeholder="order, user…"
            className="min-h-11 rounded-md border border-slate-500 px-3"
          />
        </label>
        <label className="flex flex-col text-sm">
          <span className="font-medium">Target id</span>
          <input
            name="target_id"
            defaultValue={q.target_id ?? ""}
            className="min-h-11 rounded-md border border-slate-500 px-3"
          />
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-indigo-700 px-4 text-white">
          Filter
        </button>
      </form>
      {entries.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-700">No entries match.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {entries.map((e) => (
            <li key={e.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p>
                <span className="font-semibold">{e.action}</span> · {e.targetType} {e.targetId} · by{" "}
                {e.adminName} · {e.at.toISOString().slice(0, 19).replace("T", " ")} UTC
              </p>
              {e.reason && <p className="text-slate-700">Reason: {e.reason}</p>}
              <details>
                <summary className="cursor-pointer text-indigo-700">Before / after</summary>
                <pre className="overflow-x-auto whitespace-pre-wrap break-all text-xs">
                  {JSON.stringify({ before: e.before, after: e.after }, null, 2)}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
