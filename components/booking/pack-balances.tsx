import Link from "next/link";
import type { PackSummary } from "@/lib/scheduling/pack-schedule/load-pack-balances";
import { schedulePath } from "@/lib/scheduling/pack-schedule/paths";

/** Each pack with its classes left, booked and held, and "Schedule your classes" while some are left. */
export function PackBalances({ packs }: { packs: PackSummary[] }) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Your packs">
      {packs.map((p) => (
        <li
          key={`${p.subjectId}-${p.teacherId ?? "any"}`}
          className="flex flex-col gap-1 py-3"
          data-testid="pack-balance"
        >
          <span className="font-medium">
            {p.subjectName}
            {p.teacherName ? <span className="font-normal"> with {p.teacherName}</span> : null}
          </span>
          <span className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{p.left}</span> of {p.total} left ·{" "}
            {p.booked} booked · {p.held} held
          </span>
          {p.left > 0 ? (
            <Link
              href={schedulePath(p.subjectId, p.teacherId)}
              className="font-medium text-indigo-700 underline"
            >
              Schedule your classes
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
