"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { messageOf } from "@/components/auth/post-json";
import { Button, Dialog, Textarea } from "@/components/ui";
import { AFTER_MESSAGES, TOPIC_MAX_LENGTH } from "@/lib/classes/after/messages";
import { FormDialogFooter, useJsonPost } from "./after-class-form";

/**
 * The teacher's class notes of a class: a button opening the 'Add Class Notes' (no notes yet) or
 * 'Edit Class Notes' modal, saved with POST /api/update-slot-topic.
 */
export function ClassNotesButton({
  sessionId,
  title,
  onSaved,
}: {
  sessionId: number;
  title: string | null;
  /** Told the saved notes, so a list drawn in the browser can show them at once. */
  onSaved?: (title: string) => void;
}) {
  const router = useRouter();
  const formId = useId();
  const [saved, setSaved] = useState(title);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(title ?? "");
  const [error, setError] = useState<string | null>(null);
  const { sending, post } = useJsonPost();
  const editing = Boolean(saved);

  function show() {
    setText(saved ?? "");
    setError(null);
    setOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const slotTitle = text.trim();
    if (!slotTitle) {
      setError(AFTER_MESSAGES.topicRequired);
      return;
    }
    setError(null);
    const { httpStatus, data } = await post<{ status: string; slot_title: string }>(
      "/api/update-slot-topic",
      { slot_id: sessionId, slot_title: slotTitle },
    );
    if (httpStatus === 200 && data.status === "success") {
      const savedTitle = data.slot_title ?? slotTitle;
      setSaved(savedTitle);
      setOpen(false);
      onSaved?.(savedTitle);
      router.refresh();
      return;
    }
    setError(messageOf(data));
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={show}>
        {editing ? "Edit class notes" : "Add class notes"}
      </Button>
      <Dialog
        open={open}
        onClose={() => !sending && setOpen(false)}
        title={editing ? "Edit Class Notes" : "Add Class Notes"}
        footer={
          <FormDialogFooter
            formId={formId}
            onCancel={() => setOpen(false)}
            sending={sending}
            submitLabel="Save notes"
          />
        }
      >
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
          <Textarea
            label="Class notes"
            hint="The topic of this class, shown to your students."
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={TOPIC_MAX_LENGTH}
            rows={4}
            error={error ?? undefined}
          />
        </form>
      </Dialog>
    </>
  );
}
