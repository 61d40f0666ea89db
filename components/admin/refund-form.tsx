"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert, Button, Input, Textarea } from "@/components/ui";
import { messageOf, postJson } from "./post-json";

const schema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, "Please enter an amount like 1250 or 1250.50."),
  classes: z.string().trim().regex(/^\d*$/, "Please enter a whole number of classes."),
  reason: z
    .string()
    .trim()
    .min(1, "Please give a reason.")
    .max(600, "Please keep the reason under 600 characters."),
});

const newKey = () =>
  `rf_${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("")}`;

/**
 * Refund part or all of an order. The form keeps one idempotency key until a refund succeeds, so
 * a double click or a retry after a network error never refunds twice.
 */
export function RefundForm({
  reference,
  currency,
  leftMinor,
  unusedClasses,
}: {
  reference: string;
  currency: string;
  leftMinor: number;
  unusedClasses: number;
}) {
  const router = useRouter();
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: (leftMinor / 100).toFixed(2),
      classes: String(unusedClasses),
      reason: "",
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const amountMinor = Math.round(Number(values.amount) * 100);
    if (amountMinor > leftMinor) {
      return form.setError("amount", { message: "That is more than what is left to refund." });
    }
    try {
      const r = await postJson(`/admin/api/orders/${encodeURIComponent(reference)}/refund`, {
        amount_minor: amountMinor,
        classes: values.classes === "" ? undefined : Number(values.classes),
        reason: values.reason,
        key,
      });
      if (!r.ok) return setError(messageOf(r.body, "The refund did not go through."));
      setKey(newKey());
      // The page shows the confirmation (this form may be gone once the order is fully refunded).
      const cancelled = Number(r.body.classesCancelled ?? 0);
      router.replace(`?done=${r.body.full ? "full" : "part"}&cancelled=${cancelled}`, {
        scroll: false,
      });
      router.refresh();
    } catch {
      setError("The refund did not go through. Please check your connection and try again.");
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
      noValidate
      aria-labelledby="refund-title"
    >
      <h2 id="refund-title" className="text-lg font-semibold">
        Refund
      </h2>
      <Input
        label={`Amount (${currency})`}
        inputMode="decimal"
        hint={`Up to ${(leftMinor / 100).toFixed(2)} ${currency}. The wallet part comes back with the refund that completes the order.`}
        error={form.formState.errors.amount?.message}
        {...form.register("amount")}
      />
      <Input
        label="Unused classes to take back"
        inputMode="numeric"
        hint={`${unusedClasses} unused.`}
        error={form.formState.errors.classes?.message}
        {...form.register("classes")}
      />
      <Textarea
        label="Reason"
        rows={2}
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <div>
        <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
          Refund
        </Button>
      </div>
    </form>
  );
}
