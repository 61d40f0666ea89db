"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, Button, Select, Textarea } from "@/components/ui";
import { decideBody } from "@/lib/admin/schemas";
import { messageOf, postJson } from "../post-json";

/** Decide one queue item: a decision, a reason, and a confirmation. */
export function DecideForm({
  queue,
  id,
  decisions,
}: {
  queue: string;
  id: number;
  decisions: readonly { value: string; label: string }[];
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<z.input<typeof decideBody>>({
    resolver: zodResolver(decideBody),
    defaultValues: { decision: decisions[0]?.value ?? "", reason: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const r = await postJson(`/admin/api/queues/${queue}/${id}`, values);
      if (!r.ok) return setError(messageOf(r.body, "The decision was not saved."));
      setDone(messageOf(r.body, "Decision saved."));
      // The page shows the confirmation next to the decision (this form gives way to it).
      router.replace("?saved=1", { scroll: false });
      router.refresh();
    } catch {
      setError("The decision was not saved. Please check your connection and try again.");
    }
  });
  if (done) return <Alert variant="success">{done}</Alert>;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate aria-label="Decide">
      <Select
        label="Decision"
        options={decisions.map((d) => ({ value: d.value, label: d.label }))}
        error={form.formState.errors.decision?.message}
        {...form.register("decision")}
      />
      <Textarea
        label="Reason"
        rows={3}
        hint="Kept in the audit log; a teacher applicant is sent it."
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save decision
        </Button>
      </div>
    </form>
  );
}
