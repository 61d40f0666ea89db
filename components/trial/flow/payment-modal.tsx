"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { messageOf } from "@/components/auth/post-json";
import { Alert, Button, Dialog, Input } from "@/components/ui";
import { billingFormSchema, type BillingForm } from "@/lib/trial/payment/billing-form";
import { flowPost } from "./api";

export interface PaymentModalPack {
  id: number;
  name: string;
}

/**
 * The payment modal with billing fields (spec 2 login rule 5: a pack chosen before logging in).
 * Pays by POST /payment-initiate-request (billing re-checked there), then the payment page; a
 * refusal shows its message here and the button comes back.
 */
export function PaymentModal({
  pack,
  onClose,
}: {
  pack: PaymentModalPack | null;
  onClose: () => void;
}) {
  const form = useForm<BillingForm>({
    resolver: zodResolver(billingFormSchema),
    defaultValues: { name: "", email: "", number: "" },
  });
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const e = form.formState.errors;

  async function pay(billing: BillingForm) {
    if (!pack) return;
    setError(null);
    try {
      const r = await flowPost<{
        status: string;
        redirect_url: string | null;
        errors?: Record<string, string>;
      }>("/payment-initiate-request", { ...billing, pack_id: pack.id });
      if (r.data.status === "success" && r.data.redirect_url) {
        setRedirecting(true);
        window.location.assign(r.data.redirect_url);
        return;
      }
      setError(messageOf(r.data));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Dialog
      open={pack !== null}
      onClose={onClose}
      title="Payment"
      description={pack ? `${pack.name}: your billing details` : undefined}
    >
      <form onSubmit={form.handleSubmit(pay)} className="grid gap-3" noValidate>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Input
          label="Name"
          autoComplete="name"
          error={e.name?.message}
          {...form.register("name")}
        />
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          error={e.email?.message}
          {...form.register("email")}
        />
        <Input
          label="Number"
          type="tel"
          autoComplete="tel"
          error={e.number?.message}
          {...form.register("number")}
        />
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          disabled={form.formState.isSubmitting || redirecting}
        >
          {redirecting ? "Redirecting" : "Pay now"}
        </Button>
      </form>
    </Dialog>
  );
}
