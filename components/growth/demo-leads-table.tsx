import type { DemoLeadRow } from "@/lib/growth/list-leads";
import { toWallTime } from "@/lib/scheduling/zoned-time";

/** The admin's list of demo leads, newest first, as cards (readable at 390 px). */
export function DemoLeadsTable({ leads }: { leads: DemoLeadRow[] }) {
  if (leads.length === 0) return <p className="text-slate-600">No demo leads yet.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {leads.map((lead) => {
        const at = toWallTime(lead.preferredAt, lead.timeZone);
        return (
          <li key={lead.id} className="rounded-lg border border-slate-200 p-4 text-sm">
            <p className="font-semibold">
              {lead.name} · {lead.countryCode} {lead.mobile} · {lead.email}
            </p>
            <p className="text-slate-700">
              {lead.category} / {lead.subject} · budget {lead.budget}
            </p>
            <p className="text-slate-600">
              Wants {at.date} {at.time} ({lead.timeZone}) · received{" "}
              {lead.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC
            </p>
          </li>
        );
      })}
    </ul>
  );
}
