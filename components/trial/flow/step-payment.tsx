"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { messageOf } from "@/components/auth/post-json";
import { Button, Input } from "@/components/ui";
import { billingFormSchema, type BillingForm } from "@/lib/trial/payment/billing-form";
import { flowPost, type ScheduleView } from "./api";
import { ScheduleSummary } from "./step-pricing";

type PayView = {
  schedule: ScheduleView;
  pack: { id: number; name: string; total_classes: number } | null;
  promo_code: string | null;
  billing: BillingForm;
};

/** Step 4: the payment modal's billing fields (checked again on the server). */
export function StepBilling({
  view,
  serverErrors,
  onSubmit,
}: {
  view: PayView;
  serverErrors?: Record<string, string>;
  onSubmit: (billing: BillingForm) => Promise<void>;
}) {
  const form = useForm<BillingForm>({
    resolver: zodResolver(billingFormSchema),
    defaultValues: view.billing,
  });
  const e = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3" noValidate>
      <h2 className="text-lg font-semibold">Billing details</h2>
      <ScheduleSummary schedule={view.schedule} />
      {view.pack ? (
        <p>
          {view.pack.name} · {view.pack.total_classes} classes
        </p>
      ) : null}
      <Input
        label="Name"
        autoComplete="name"
        error={e.name?.message ?? serverErrors?.name}
        {...form.register("name")}
      />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        error={e.email?.message ?? serverErrors?.email}
        {...form.register("email")}
      />
      <Input
        label="Number"
        type="tel"
        autoComplete="tel"
        error={e.number?.message ?? serverErrors?.number}
        {...form.register("number")}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Continue to payment
      </Button>
    </form>
  );
}

/** Step 5: pay with the card form (POST /payment-initiate-request), then the payment page. */
export function StepPay({ view, onError }: { view: PayView; onError: (message: string) => void }) {
  const [state, setState] = useState<"idle" | "loading" | "redirecting">("idle");
  async function pay() {
    if (!view.pack) return;
    setState("loading");
    try {
      const r = await flowPost<{ status: string; redirect_url: string | null }>(
        "/payment-initiate-request",
        {
          ...view.billing,
          pack_id: view.pack.id,
          promo: view.promo_code ?? undefined,
        },
      );
      if (r.data.status === "success" && r.data.redirect_url) {
        setState("redirecting");
        window.location.assign(r.data.redirect_url);
        return;
      }
      onError(messageOf(r.data));
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    }
    setState("idle");
  }
  return (
    <div className="grid gap-3">
      <h2 className="text-lg font-semibold">Payment</h2>
      <ScheduleSummary schedule={view.schedule} />
      {view.pack ? (
        <p>
          {view.pack.name} · {view.pack.total_classes} classes
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        Billing: {view.billing.name}, {view.billing.email}, {view.billing.number}
      </p>
      <Button onClick={pay} loading={state === "loading"} disabled={state !== "idle"}>
        {state === "redirecting" ? "Redirecting" : "Pay now"}
      </Button>
    </div>
  );
}
