import type { FlowStep } from "./api";

const STEPS: { step: FlowStep; label: string }[] = [
  { step: "1A", label: "Sign up" },
  { step: "1B", label: "Confirm OTP" },
  { step: "2", label: "Schedule" },
  { step: "3", label: "Pricing" },
  { step: "4", label: "Billing" },
  { step: "5", label: "Payment" },
];

/** The flow's breadcrumb: completed steps ticked, the current one marked for screen readers. */
export function FlowBreadcrumb({ step, completed }: { step: FlowStep; completed: string[] }) {
  return (
    <nav aria-label="Booking steps">
      <ol className="flex flex-wrap gap-1 text-xs sm:text-sm">
        {STEPS.map((s, i) => {
          const done = completed.includes(s.step) || step === "done";
          const current = s.step === step;
          return (
            <li
              key={s.step}
              aria-current={current ? "step" : undefined}
              className={`rounded-full px-2 py-1 ${
                current
                  ? "bg-indigo-600 text-white"
                  : done
                    ? "bg-emerald-100 text-emerald-900"
                    : "bg-slate-100 text-slate-600"
              }`}
            >
              <span aria-hidden="true">{done && !current ? "✓ " : `${i + 1}. `}</span>
              {s.label}
              {done && !current ? <span className="sr-only"> (done)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
