"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { Alert, Button, Dialog, Spinner, Textarea } from "@/components/ui";
import { CANCEL_MESSAGES, CANCEL_RULES } from "@/lib/classes/cancel/rules";
import type { CancelStudentClassAnswer, RequestCancelAnswer } from "@/lib/classes/cancel/schemas";

const LOAD_ERROR = "We could not load this class. Please check your connection and try again.";

type Preview = RequestCancelAnswer["data"];
type Load =
  { state: "loading" } | { state: "ready"; preview: Preview } | { state: "error"; message: string };

async function fetchPreview(sessionId: number): Promise<Preview> {
  let response: Response;
  try {
    response = await fetch(`/request-cancel?slot_id=${sessionId}`, {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch {
    throw new Error(LOAD_ERROR);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<RequestCancelAnswer> & {
    message?: string;
  };
  if (!response.ok || !body.data) throw new Error(messageOf(body, LOAD_ERROR));
  return body.data;
}

/**
 * The cancel-class modal (spec 3): asks GET /request-cancel first and shows what cancelling means
 * (the class, a last-minute warning less than 24 hours before it, or why it can no longer be
 * cancelled), takes an optional reason, and on confirmation posts cancel-student-class.
 * Open while `sessionId` is set; `onCancelled` gets the server's message.
 */
export function CancelClassDialog({
  sessionId,
  onClose,
  onCancelled,
}: {
  sessionId: number | null;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const open = sessionId !== null;
  return (
    <Dialog open={open} onClose={onClose} title="Cancel this class?">
      {sessionId !== null ? (
        <CancelClassBody
          key={sessionId}
          sessionId={sessionId}
          onClose={onClose}
          onCancelled={onCancelled}
        />
      ) : null}
    </Dialog>
  );
}

function CancelClassBody({
  sessionId,
  onClose,
  onCancelled,
}: {
  sessionId: number;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const formId = useId();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    fetchPreview(sessionId).then(
      (preview) => live && setLoad({ state: "ready", preview }),
      (failure: unknown) =>
        live &&
        setLoad({
          state: "error",
          message: failure instanceof Error ? failure.message : LOAD_ERROR,
        }),
    );
    return () => {
      live = false;
    };
  }, [sessionId, attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length > CANCEL_RULES.reasonMaxLength) {
      setReasonError(CANCEL_MESSAGES.reasonTooLong);
      return;
    }
    setSending(true);
    setError(null);
    setReasonError(undefined);
    const { httpStatus, data } = await postJson<CancelStudentClassAnswer>("/cancel-student-class", {
      slot_id: sessionId,
      reason: reason.trim() || undefined,
    });
    setSending(false);
    if (httpStatus === 200 && data.status === "success") {
      onCancelled(data.message ?? CANCEL_MESSAGES.cancelled);
      return;
    }
    const fields = fieldErrorsOf(data);
    if (fields.reason) setReasonError(fields.reason);
    else setError(messageOf(data));
  }

  if (load.state === "loading") {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <Spinner size="sm" decorative /> Checking this class…
      </p>
    );
  }
  if (load.state === "error") {
    return (
      <div className="flex flex-col gap-3">
        <Alert variant="error">{load.message}</Alert>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Back to my classes
          </Button>
          <Button
            onClick={() => {
              setLoad({ state: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const { preview } = load;
  const [first, ...rest] = preview.notes;
  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-900">
        <dt className="text-slate-700">Class</dt>
        <dd className="font-medium">
          {preview.subject_name ?? "Class"}
          {preview.is_demo ? " · Free demo" : ""}
        </dd>
        <dt className="text-slate-700">Teacher</dt>
        <dd>{preview.teacher_name}</dd>
        <dt className="text-slate-700">When</dt>
        <dd>
          <time dateTime={preview.starts_at}>{preview.when_label}</time>
        </dd>
      </dl>
      {preview.can_cancel ? (
        <>
          {preview.is_last_minute ? (
            <Alert variant="warning" title="Last-minute cancellation">
              {CANCEL_MESSAGES.lastMinute}
            </Alert>
          ) : null}
          <p className="text-slate-800">{first}</p>
          <Textarea
            label="Reason (optional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={CANCEL_RULES.reasonMaxLength}
            rows={3}
            error={reasonError}
          />
          {error ? <Alert variant="error">{error}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={sending}>
              Keep my class
            </Button>
            <Button type="submit" variant="danger" loading={sending}>
              Cancel class
            </Button>
          </div>
        </>
      ) : (
        <>
          <Alert variant="info">{[first, ...rest].join(" ")}</Alert>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Back to my classes
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
