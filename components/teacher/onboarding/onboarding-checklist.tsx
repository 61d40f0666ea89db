import Link from "next/link";
import type { Onboarding } from "@/lib/teacher/onboarding/status";
import { GATES } from "@/lib/teacher/onboarding/steps";

/**
 * The teacher's path from applicant to bookable on /em/dashboard (decision 038): "N of 6 steps
 * done", each step with what it needs and a link to its screen, the next one marked; once live,
 * one line with the public page.
 */
export function OnboardingChecklist({
  onboarding,
  profileHref,
}: {
  onboarding: Onboarding;
  profileHref: string;
}) {
  const { steps, done, live, listed, next } = onboarding;
  if (live) {
    return (
      <section aria-labelledby="onboarding" className="mx-auto max-w-5xl px-4 py-4 sm:px-6">
        <h2 id="onboarding" className="text-lg font-semibold">
          You are live
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Families find you in search and book free demos in your weekly slots.{" "}
          <Link href={profileHref} className="font-medium underline">
            See your public page
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="onboarding" className="mx-auto max-w-5xl px-4 py-4 sm:px-6">
      <h2 id="onboarding" className="text-lg font-semibold">
        Start teaching: {done} of {steps.length} steps done
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {listed ? GATES.booking : GATES.listing} {GATES.payouts}
      </p>
      <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {steps.map((step, i) => {
          const current = next?.key === step.key;
          return (
            <li
              key={step.key}
              aria-current={current ? "step" : undefined}
              className={`flex gap-3 rounded-lg border p-3 ${
                step.done
                  ? "border-emerald-200 bg-emerald-50"
                  : current
                    ? "border-indigo-300 bg-indigo-50"
                    : "border-slate-200 bg-white"
              }`}
            >
              <span
                aria-hidden
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  step.done ? "bg-emerald-600 text-white" : "bg-slate-200 text-slate-700"
                }`}
              >
                {step.done ? "✓" : i + 1}
              </span>
              <span className="min-w-0">
                <span className="font-medium">
                  {step.key === "account" ? (
                    step.label
                  ) : (
                    <Link href={step.href} className="underline-offset-2 hover:underline">
                      {step.label}
                    </Link>
                  )}
                </span>
                <span className="sr-only">{step.done ? " (done)" : " (to do)"}</span>
                {!step.done && <span className="mt-0.5 block text-slate-600">{step.note}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
