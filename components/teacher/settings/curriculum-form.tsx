"use client";

import { useState } from "react";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { Button, Input, Select, useToast } from "@/components/ui";
import { BATCH_MESSAGES } from "@/lib/scheduling/availability/batch-and-offer-schemas";

interface Batch {
  id: number;
  name: string;
  stampId: number | null;
  otherCurriculum: string | null;
}
interface Stamp {
  id: number;
  name: string;
  isOther: boolean;
}

/** One batch's curriculum (POST /api/update-batch-stamps); 'Other' needs its name typed. */
function BatchCurriculum({ batch, stamps }: { batch: Batch; stamps: Stamp[] }) {
  const { toast } = useToast();
  const [stampId, setStampId] = useState(batch.stampId ? String(batch.stampId) : "");
  const [other, setOther] = useState(batch.otherCurriculum ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const isOther = stamps.find((s) => String(s.id) === stampId)?.isOther ?? false;

  async function save() {
    const local: Record<string, string> = {};
    if (!stampId) local.stampId = BATCH_MESSAGES.stamp;
    if (isOther && !other.trim()) local.otherCurriculum = BATCH_MESSAGES.otherNeedsText;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const answer = await postJson<{ message: string }>("/api/update-batch-stamps", {
      batchId: batch.id,
      stampId: Number(stampId),
      otherCurriculum: isOther ? other : undefined,
    });
    setBusy(false);
    if (answer.httpStatus === 200) {
      toast({ title: answer.data.message ?? "Saved", variant: "success" });
    } else {
      setErrors(fieldErrorsOf(answer.data));
      toast({ title: messageOf(answer.data), variant: "error" });
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-end">
      <Select
        label={`Curriculum of ${batch.name}`}
        placeholder="Choose a curriculum"
        options={stamps.map((s) => ({ value: String(s.id), label: s.name }))}
        value={stampId}
        onChange={(e) => setStampId(e.target.value)}
        error={errors.stampId}
      />
      {isOther && (
        <Input
          label="Curriculum name"
          value={other}
          maxLength={120}
          onChange={(e) => setOther(e.target.value)}
          error={errors.otherCurriculum}
        />
      )}
      <Button onClick={() => void save()} loading={busy}>
        Save
      </Button>
    </li>
  );
}

export function CurriculumForm({ batches, stamps }: { batches: Batch[]; stamps: Stamp[] }) {
  if (batches.length === 0) return <p className="text-slate-600">You have no batches yet.</p>;
  return (
    <ul className="space-y-3">
      {batches.map((b) => (
        <BatchCurriculum key={b.id} batch={b} stamps={stamps} />
      ))}
    </ul>
  );
}
