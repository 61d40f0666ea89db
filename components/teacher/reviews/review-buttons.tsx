"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, Input, useToast } from "@/components/ui";
import { reviewTeacherAction } from "@/lib/teacher/actions";

/** Approve, or reject with a reason (required), one pending KYC or resume. */
export function ReviewButtons({ kind, teacherId }: { kind: "kyc" | "resume"; teacherId: number }) {
  const router = useRouter();
  const { toast } = useToast();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"approved" | "rejected" | null>(null);

  async function decide(decision: "approved" | "rejected") {
    setBusy(decision);
    const result = await reviewTeacherAction({ kind, teacherId, decision, reason });
    setBusy(null);
    if (result.ok) {
      setError(null);
      toast({ title: result.data.message, variant: "success" });
      router.refresh();
    } else {
      setError(result.fieldErrors.reason?.[0] ?? null);
      toast({ title: result.message, variant: "error" });
    }
  }

  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
      <Input
        label="Reason (needed to reject)"
        value={reason}
        maxLength={300}
        onChange={(e) => setReason(e.target.value)}
        error={error ?? undefined}
      />
      <Button onClick={() => void decide("approved")} loading={busy === "approved"}>
        Approve
      </Button>
      <Button
        variant="danger"
        onClick={() => void decide("rejected")}
        loading={busy === "rejected"}
      >
        Reject
      </Button>
    </div>
  );
}
