"use client";

import { useId } from "react";
import { StatusMessage } from "@/components/auth/status-message";
import { Button, Dialog, Spinner } from "@/components/ui";
import { CLASS_RULES } from "@/lib/classes/constants";
import { isJoinBusy, isWaitingForTeacher, type JoinState } from "@/lib/classes/join-machine";
import { useJoinClass, type JoinDeps } from "./use-join-class";

const seconds = (ms: number) => Math.round(ms / 1000);
const minutes = (ms: number) => Math.round(ms / 60_000);

function buttonLabel(state: JoinState): string {
  if (state.phase === "error") return "Try again";
  if (state.phase === "redirecting" || state.phase === "marking") return "Opening class…";
  if (isJoinBusy(state)) return "Joining…";
  return "Join class";
}

/**
 * The student's Join button (spec 1 sections 4, 8, 9): joins the class, waits for the teacher in a
 * dialog while polling for the link, marks attendance and goes to the meeting. `disabled` when the
 * class cannot be joined yet (e.g. too early); the server decides anyway.
 */
export function JoinClassButton({
  sessionId,
  disabled,
  deps,
}: {
  sessionId: number;
  disabled?: boolean;
  /** Tests inject fetch, navigation and a clock. */
  deps?: JoinDeps;
}) {
  const { state, join, cancel } = useJoinClass(sessionId, deps);
  const busy = isJoinBusy(state);
  const waiting = isWaitingForTeacher(state);
  const timedOut = state.phase === "timedOut";
  const retryHintId = useId();
  const noticeText = state.notice?.text;

  return (
    <div className="flex flex-col gap-2">
      <Button
        onClick={() => {
          if (!busy) join();
        }}
        disabled={disabled}
        // Not `disabled` while busy: the button keeps focus, so closing a dialog returns it here.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        className="w-full sm:w-auto sm:self-start"
      >
        {busy && <Spinner decorative size="sm" />}
        {buttonLabel(state)}
      </Button>
      <StatusMessage
        status={state.notice ? { variant: state.notice.tone, text: state.notice.text } : null}
      />

      <Dialog
        open={waiting}
        onClose={cancel}
        title="Waiting for your teacher"
        description="Your teacher has not joined the class yet. Keep this page open: we will take you into the class as soon as it starts."
        footer={
          <Button variant="secondary" onClick={cancel}>
            Stop waiting
          </Button>
        }
      >
        <div className="flex items-center gap-3 text-sm text-slate-700">
          <Spinner decorative size="md" className="shrink-0 text-indigo-700" />
          <p>Checking every {seconds(CLASS_RULES.pollMs)} seconds…</p>
        </div>
        {noticeText && <p className="mt-3 text-sm text-slate-900">{noticeText}</p>}
      </Dialog>

      <Dialog
        open={timedOut}
        onClose={cancel}
        title="The class has not started yet"
        description={`Your teacher has not started the class in the last ${minutes(CLASS_RULES.joinTimeoutMs)} minutes.`}
        footer={
          <>
            <Button variant="secondary" onClick={cancel}>
              Close
            </Button>
            <Button
              onClick={join}
              disabled={!state.retryEnabled}
              aria-describedby={state.retryEnabled ? undefined : retryHintId}
            >
              Retry
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700" id={retryHintId} aria-live="polite">
          {state.retryEnabled
            ? "You can try to join again now."
            : `You can try again in ${seconds(CLASS_RULES.retryEnabledAfterMs)} seconds.`}
        </p>
      </Dialog>
    </div>
  );
}
