"use client";

import { useId, useState, type FormEvent } from "react";
import { messageOf } from "@/components/auth/post-json";
import { Alert, Button, Dialog, Textarea } from "@/components/ui";
import { LONG_TEXT_MAX } from "@/lib/fields/long-text";
import { CLASS_MESSAGES } from "@/lib/classes/messages";
import { FormDialogFooter, useJsonPost } from "./after-class-form";

/**
 * "Report a problem": a modal with a 600-character text area (remaining-count hint), sent to
 * POST {v2}report-contract-problem, about a purchase when contractId is given.
 */
export function ReportProblemButton({ contractId }: { contractId?: number }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { sending, post } = useJsonPost();

  function show() {
    setProblem("");
    setError(null);
    setDone(null);
    setOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = problem.trim();
    if (!text) {
      setError(CLASS_MESSAGES.reportProblemRequired);
      return;
    }
    setError(null);
    const { httpStatus, data } = await post<{ status: string }>(
      "/ng-api/v2/report-contract-problem",
      { problem: text, ...(contractId ? { contract_id: contractId } : {}) },
    );
    if (httpStatus === 200 && data.status === "success") {
      setDone(messageOf(data));
      setProblem("");
      return;
    }
    setError(messageOf(data));
  }

  const close = () => !sending && setOpen(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={show}>
        Report a problem
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Report a problem"
        footer={
          done ? (
            <Button onClick={close}>Close</Button>
          ) : (
            <FormDialogFooter
              formId={formId}
              onCancel={close}
              sending={sending}
              submitLabel="Send"
            />
          )
        }
      >
        {done ? (
          <Alert variant="success">{done}</Alert>
        ) : (
          <form id={formId} onSubmit={submit} noValidate>
            <Textarea
              label="Tell us what went wrong"
              value={problem}
              onChange={(event) => setProblem(event.target.value)}
              maxLength={LONG_TEXT_MAX}
              error={error ?? undefined}
            />
          </form>
        )}
      </Dialog>
    </>
  );
}
