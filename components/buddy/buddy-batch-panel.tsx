"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, Select } from "@/components/ui";
import { postJson } from "@/components/auth/post-json";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { BUDDY_MESSAGES } from "@/lib/teacher/buddy/messages";

const CAPACITIES = [2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} students` }));

/**
 * One of the student's packs: make it a buddy batch (st/create-buddy-batch: 'Saved
 * Successfully.', or 'Duplicate Entry' when it answers false), then share its invite link.
 */
export function BuddyBatchPanel({
  contractId,
  title,
  batch,
}: {
  contractId: number;
  title: string;
  batch: null | { capacity: number; buddies: number; inviteUrl: string; expired: boolean };
}) {
  const router = useRouter();
  const [capacity, setCapacity] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>(null);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState(false);

  async function create(event: React.FormEvent) {
    event.preventDefault();
    setStatus(null);
    if (!capacity) {
      setError(BUDDY_MESSAGES.capacityRequired);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const q = new URLSearchParams({ capacity, contract_id: String(contractId) });
      const answer = await postJson<unknown>(`/st/create-buddy-batch?${q}`, {});
      const data = answer.data as unknown;
      if (answer.httpStatus === 200 && data === false) {
        setStatus({ variant: "error", text: BUDDY_MESSAGES.duplicate });
      } else if (answer.httpStatus === 200) {
        setStatus({ variant: "success", text: BUDDY_MESSAGES.saved });
        router.refresh();
      } else {
        const fieldError = answer.data.errors?.capacity;
        if (fieldError) setError(Array.isArray(fieldError) ? fieldError[0] : fieldError);
        else setStatus({ variant: "error", text: answer.data.message ?? "Please try again." });
      }
    } finally {
      setSaving(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  const headingId = `buddy-${contractId}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`buddy-contract-${contractId}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {batch ? (
        <>
          <p className="text-slate-700">
            Buddy batch of {batch.capacity}: you and {batch.buddies} of {batch.capacity - 1} buddies
            so far.
          </p>
          {batch.expired ? (
            <p className="text-slate-700">This invite link has expired.</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">Share this link with your friends:</p>
              <p
                className="break-all rounded bg-slate-100 p-3 font-mono text-sm"
                data-testid="buddy-invite-link"
              >
                {batch.inviteUrl}
              </p>
              <Button variant="secondary" onClick={() => void copy(batch.inviteUrl)}>
                {copied ? "Link copied" : "Copy link"}
              </Button>
            </>
          )}
          <StatusMessage status={status} />
        </>
      ) : (
        <form onSubmit={create} noValidate className="flex flex-col gap-3">
          <Select
            label="Students in the batch (you included)"
            placeholder="Choose"
            options={CAPACITIES}
            value={capacity}
            error={error}
            onChange={(e) => setCapacity(e.target.value)}
          />
          <StatusMessage status={status} />
          <Button type="submit" loading={saving}>
            Make a buddy batch
          </Button>
        </form>
      )}
    </section>
  );
}
