"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { Button, Select, Textarea } from "@/components/ui";
import { UNSUBSCRIBE_REASONS } from "@/lib/messaging/unsubscribe/messages";
import { unsubscribeFormSchema } from "@/lib/messaging/unsubscribe/schemas";

type Form = z.input<typeof unsubscribeFormSchema>;

/** How long the confirmation stays before the site root opens. */
const REDIRECT_AFTER_MS = 2500;

/**
 * The unsubscribe form (spec 3): a reason ('Please Select a Reason'), an optional comment, then
 * POST /unsubscribe with the link's signed token; on success a confirmation, then the site root.
 */
export function UnsubscribeForm({ token, type }: { token: string; type: "email" | "mobile" }) {
  const router = useRouter();
  const [status, setStatus] = useState<Status>(null);
  const [done, setDone] = useState(false);
  const form = useForm<Form>({
    resolver: zodResolver(unsubscribeFormSchema),
    defaultValues: { reason: "", comment: "" },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.push("/"), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  async function submit(values: Form) {
    setStatus(null);
    const answer = await postJson<{ message: string }>("/unsubscribe", {
      reason: values.reason,
      comment: values.comment,
      type,
      token,
    });
    if (answer.httpStatus === 200) {
      setStatus({ variant: "success", text: answer.data.message ?? "You have been unsubscribed." });
      setDone(true);
      return;
    }
    const reason = fieldErrorsOf(answer.data).reason;
    if (reason) form.setError("reason", { type: "server", message: reason });
    else setStatus({ variant: "error", text: messageOf(answer.data) });
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-4">
      <Select
        label="Why are you unsubscribing?"
        placeholder="Choose a reason"
        options={UNSUBSCRIBE_REASONS.map((r) => ({ value: r.value, label: r.label }))}
        disabled={done}
        {...form.register("reason")}
        error={errors.reason?.message}
      />
      <Textarea
        label="Anything else? (optional)"
        rows={3}
        maxLength={1000}
        disabled={done}
        {...form.register("comment")}
        error={errors.comment?.message}
      />
      <StatusMessage status={status} />
      {done ? (
        <p className="text-sm text-slate-700">Taking you to the home page…</p>
      ) : (
        <Button type="submit" loading={isSubmitting}>
          Unsubscribe
        </Button>
      )}
    </form>
  );
}
