"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert, Button, Textarea } from "@/components/ui";
import { messageOf, postJson } from "./post-json";

const schema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Please give a reason.")
    .max(600, "Please keep the reason under 600 characters."),
});

/**
 * One admin action that needs a reason (deactivate, reactivate): a reason box and a button; the
 * page refreshes and shows the call's confirmation after it.
 */
export function ReasonAction({
  url,
  payload,
  label,
  variant = "secondary",
  reasonLabel = "Reason",
}: {
  url: string;
  payload: Record<string, unknown>;
  label: string;
  variant?: "primary" | "secondary" | "danger";
  reasonLabel?: string;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setDone(null);
    try {
      const r = await postJson(url, { ...payload, ...values });
      if (!r.ok) return setError(messageOf(r.body, "That did not work. Please try again."));
      setDone(messageOf(r.body, "Done."));
      form.reset();
      router.refresh();
    } catch {
      setError("That did not work. Please check your connection and try again.");
    }
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      <Textarea
        label={reasonLabel}
        rows={2}
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
      {error && <Alert variant="error">{error}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
      <div>
        <Button type="submit" variant={variant} loading={form.formState.isSubmitting}>
          {label}
        </Button>
      </div>
    </form>
  );
}
