import type { PlanJson } from "@/lib/engagement/plans/plan-list";

/** Each plan the child bought: classes total / booked / held / left and how long it is valid. */
export function PlanList({ plans }: { plans: PlanJson[] }) {
  if (plans.length === 0) {
    return <p className="text-sm text-slate-700">No plans yet.</p>;
  }
  return (
    <ul className="flex flex-col gap-3 text-sm" aria-label="My plans">
      {plans.map((p) => (
        <li key={p.contract_id} className="rounded-lg border border-slate-200 p-3">
          <p className="font-semibold">{p.course_name}</p>
          <p className="text-slate-700">
            {p.pack_name}
            {p.teacher_name ? ` · with ${p.teacher_name}` : ""}
          </p>
          <dl className="mt-2 grid grid-cols-4 gap-2 text-center">
            {(
              [
                ["Total", p.classes_total],
                ["Booked", p.classes_booked],
                ["Held", p.classes_held],
                ["Left", p.classes_left],
              ] as const
            ).map(([label, n]) => (
              <div key={label} className="rounded bg-slate-50 p-1">
                <dt className="text-xs text-slate-700">{label}</dt>
                <dd className="text-base font-semibold tabular-nums">{n}</dd>
              </div>
            ))}
          </dl>
          <p className={p.is_valid ? "mt-2 text-slate-700" : "mt-2 text-red-700"}>
            {p.is_valid ? "Valid until" : "Expired on"} {p.valid_until_label}
          </p>
        </li>
      ))}
    </ul>
  );
}
