import { responseTimeText, type TeacherStats } from "@/lib/catalog/profile/trust";

/**
 * Lessons taught, attendance rate, response time and the safety statement of a public teacher
 * page; "New teacher" where there is too little data (decision 034).
 */
export function TrustFacts({ stats }: { stats: TeacherStats }) {
  const isNew = stats.attendancePct === null && stats.responseMinutes === null;
  return (
    <section aria-label="Track record" className="mt-6">
      <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3" data-testid="trust-facts">
        <Fact label="Lessons taught" value={String(stats.lessonsTaught)} />
        <Fact
          label="Attendance"
          value={stats.attendancePct === null ? "New teacher" : `${stats.attendancePct}%`}
        />
        <Fact
          label="Replies to messages"
          value={
            stats.responseMinutes === null ? "New teacher" : responseTimeText(stats.responseMinutes)
          }
        />
      </ul>
      <p className="mt-3 text-sm text-slate-800">
        {stats.identityVerified ? (
          <span className="font-medium text-green-800">
            <span aria-hidden="true">✓ </span>Identity verified
          </span>
        ) : (
          "Identity check in progress"
        )}
        {" · "}
        Classes are held on our platform and families talk to teachers through our chat.
        {isNew
          ? " This teacher is new, so the figures above will fill in after a few classes."
          : ""}
      </p>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <p className="text-sm text-slate-700">{label}</p>
      <p className="font-semibold text-slate-900">{value}</p>
    </li>
  );
}
