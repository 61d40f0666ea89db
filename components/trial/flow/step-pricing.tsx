"use client";

import { useState } from "react";
import { Alert, Button, Dialog, Input } from "@/components/ui";
import { flowPost, type PackageItem, type ScheduleView } from "./api";
import { PayNowButton } from "./pay-now-button";

const money = (currency: string, amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency, maximumFractionDigits: 2 }).format(
    amount,
  );

export function ScheduleSummary({ schedule }: { schedule: ScheduleView }) {
  return (
    <section aria-label="Your schedule" className="rounded border p-3 text-sm">
      <p className="font-medium">
        {schedule.weekly.join(" and ")}
        {schedule.teacher_name ? ` with ${schedule.teacher_name}` : ""}
      </p>
      {schedule.classes[0] ? <p>First class: {schedule.classes[0]}</p> : null}
      {schedule.dst_notice ? (
        <Alert variant="warning" className="mt-2">
          {schedule.dst_notice}
        </Alert>
      ) : null}
    </section>
  );
}

/** Step 3: the reserved schedule, the trial page's packages with a promo code, pay-now buttons. */
export function StepPricing({
  view,
  onChoose,
  onError,
}: {
  view: {
    course: { id: number };
    user_timezone: string;
    schedule: ScheduleView;
    packages: PackageItem[];
    promo_code: string | null;
  };
  onChoose: (packId: number, promo: string) => Promise<void>;
  onError: (message: string) => void;
}) {
  const [promo, setPromo] = useState(view.promo_code ?? "");
  const [all, setAll] = useState<PackageItem[] | null>(null);
  const [open, setOpen] = useState(false);

  async function showIndividual() {
    setOpen(true);
    const r = await flowPost<{ packages: PackageItem[] }>("/get-course-packages-by-level", {
      course_id: view.course.id,
      course_type: "individual",
      segment: "regular",
      timezone: view.user_timezone,
    });
    setAll(r.data.packages ?? []);
  }

  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">Pricing</h2>
      <ScheduleSummary schedule={view.schedule} />
      <Input
        label="Promo code"
        name="promo_code"
        value={promo}
        onChange={(e) => setPromo(e.target.value)}
      />
      {view.packages.length === 0 ? (
        <Alert variant="info">No packages are offered for this course yet.</Alert>
      ) : null}
      <ul className="grid gap-3">
        {view.packages.map((p) => (
          <li
            key={p.id}
            className="grid gap-2 rounded border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div>
              <p className="font-medium">{p.name}</p>
              <p className="text-sm text-slate-600">
                {p.total_classes} classes · {money(p.currency, p.amount)} (
                {money(p.currency, p.per_class)} a class)
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => onChoose(p.id, promo)}>
                Choose {p.name}
              </Button>
              <PayNowButton packId={p.id} promo={promo} onError={onError} />
            </div>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={showIndividual}>
        See all individual packages
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Individual packages">
        {all === null ? <p role="status">Loading…</p> : null}
        {all?.length === 0 ? <p>No individual packages.</p> : null}
        <ul className="grid gap-2">
          {all?.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2">
              <span>
                {p.name} · {money(p.currency, p.amount)}
              </span>
              <PayNowButton packId={p.id} promo={promo} onError={onError} />
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
