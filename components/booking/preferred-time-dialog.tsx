"use client";

import { useState, type FormEvent } from "react";
import { browserTimeZone, messageOf, postJson } from "@/components/auth/post-json";
import { Alert, Button, Dialog, Input, Textarea } from "@/components/ui";
import { LONG_TEXT_MAX } from "@/lib/fields/long-text";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking/messages";
import type { z } from "zod";
import type { preferredSlotResponse } from "@/lib/scheduling/booking/legacy-schemas";

/**
 * "None of these times work?": the student names a date and time of their own and a note
 * (POST /api/save-preffered-slot). Both date and time are needed (spec 1 §5).
 */
export function PreferredTimeDialog({
  open,
  onClose,
  onSaved,
  subjectId,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
  subjectId: number;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const date = String(form.get("date") ?? "");
    const time = String(form.get("time") ?? "");
    if (!date || !time) {
      setError(BOOKING_MESSAGES.preferredDateTime);
      return;
    }
    setSaving(true);
    setError(null);
    const { httpStatus, data } = await postJson<z.output<typeof preferredSlotResponse>>(
      "/api/save-preffered-slot",
      { date, time, note: form.get("note") ?? "", subject_id: subjectId, tz: browserTimeZone() },
    );
    setSaving(false);
    if (httpStatus === 200 && data.status === "success") {
      onSaved(messageOf(data));
      return;
    }
    setError(messageOf(data));
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Ask for another time"
      description="Tell us when suits you and we will try to arrange a demo then."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2">
          <Input type="date" name="date" label="Preferred date" required />
          <Input type="time" name="time" label="Preferred time" required />
        </div>
        <Textarea
          name="note"
          label="Anything the teacher should know (optional)"
          maxLength={LONG_TEXT_MAX}
          rows={4}
        />
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Send my preferred time
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
