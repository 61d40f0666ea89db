"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { postJson } from "@/components/auth/post-json";
import { Alert, Button, Textarea } from "@/components/ui";
import { moderateFields } from "@/lib/community/schemas";
import type { ModerationAction, ReportKind } from "@/lib/community/types";
import { useAnnounceDecision } from "./moderation-announcer";

type Values = z.input<typeof moderateFields>;

/**
 * A moderator's decision on one item (POST /api/community/moderation): approve or restore at once,
 * reject with a reason (required by the shared schema). The decision is said in the list's status
 * line (with the item's title), then the page refreshes and the item leaves the list.
 */
export function ModeratePost({
  kind = "post",
  id,
  title,
  actions,
}: {
  kind?: ReportKind;
  id: number;
  /** The post's title (a comment: its post's), named in the confirmation. */
  title: string;
  /** The buttons to offer: a pending post gets approve/reject, a hidden one restore/reject. */
  actions: ModerationAction[];
}) {
  const router = useRouter();
  const announce = useAnnounceDecision();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(moderateFields),
    defaultValues: { action: "approve", reason: "" },
  });

  const decide = (action: ModerationAction) =>
    form.handleSubmit(async (values) => {
      setError(null);
      const r = await postJson<{ responseCode: number }>("/api/community/moderation", {
        kind,
        id,
        action,
        reason: values.reason,
      });
      if (r.httpStatus !== 200 || r.data.responseCode !== 200) {
        setError(r.data.message || "That did not work. Please try again.");
        return;
      }
      const verb =
        action === "reject" ? "Rejected" : action === "approve" ? "Approved" : "Restored";
      setDone(`${verb}.`);
      announce(`${verb}: “${title}”.`);
      router.refresh();
    });

  if (done) {
    return <p className="text-sm font-medium text-emerald-800">{done}</p>;
  }
  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={(e) => e.preventDefault()}>
      <Textarea
        label="Reason (needed to reject)"
        rows={2}
        maxLength={500}
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            type="button"
            variant={action === "reject" ? "danger" : "primary"}
            loading={form.formState.isSubmitting && form.getValues("action") === action}
            onClick={() => {
              form.setValue("action", action);
              void decide(action)();
            }}
          >
            {action === "approve" ? "Approve" : action === "reject" ? "Reject" : "Restore"}
          </Button>
        ))}
      </div>
    </form>
  );
}
