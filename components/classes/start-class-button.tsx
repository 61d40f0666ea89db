"use client";

import { useEffect, useRef, useState } from "react";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { Button, Dialog, Spinner } from "@/components/ui";
import { startMeetingResponse } from "@/lib/classes/live-schemas";
import { CLASS_MESSAGES } from "@/lib/classes/messages";
import { startOutcome } from "@/lib/classes/start-answer";
import { browser, liveCall } from "./live-call";

type Action = "start" | "resume";

const PATHS: Record<Action, string> = {
  start: "/api/ceate-and-join-meeting",
  resume: "/api/resume-meeting",
};

/** "Your Meeting time is over." stays readable this long before the page reloads. */
export const RELOAD_AFTER_MS = 3_000;

/** Shows a short text in the empty tab while the meeting link is on its way. */
function markStarting(tab: Window) {
  try {
    tab.document.title = "Starting your class…";
    tab.document.body.textContent = "Starting your class…";
  } catch {
    // A tab we cannot write to still receives the link.
  }
}

/**
 * The teacher's Start / Resume button (spec 1 sections 4 and 8). Start asks for confirmation;
 * the meeting opens in a new tab that is opened inside the click, so popup blockers allow it.
 */
export function StartClassButton({
  sessionId,
  isDemo,
  started: startedProp = false,
}: {
  sessionId: number;
  isDemo: boolean;
  started?: boolean;
}) {
  const [startedHere, setStarted] = useState(false);
  const started = startedProp || startedHere;
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [occupied, setOccupied] = useState<{ action: Action; message: string } | null>(null);
  const [status, setStatus] = useState<Status>(null);
  /** The meeting link, offered as a link when the tab could not be opened (or was closed). */
  const [link, setLink] = useState<string | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  async function run(action: Action, freeLicence: boolean) {
    if (busy) return;
    // Synchronously inside the click: a tab opened after the answer would be blocked.
    const tab = browser.openBlankTab();
    if (tab) markStarting(tab);
    setBusy(true);
    setStatus(tab ? null : { variant: "warning", text: CLASS_MESSAGES.popupBlocked });
    setLink(null);
    const body = {
      slot_id: sessionId,
      ...(action === "start" ? { is_demo: isDemo } : {}),
      ...(freeLicence ? { free_licence: true } : {}),
    };
    const outcome = startOutcome(await liveCall(startMeetingResponse, PATHS[action], { body }));
    setBusy(false);
    if (outcome.kind !== "open") tab?.close();
    switch (outcome.kind) {
      case "open":
        setStarted(true);
        setLink(outcome.url);
        if (tab) {
          tab.location.href = outcome.url;
          setStatus({ variant: "success", text: "Your class has opened in a new tab." });
        } else {
          setStatus({ variant: "warning", text: CLASS_MESSAGES.popupBlocked });
        }
        return;
      case "occupied":
        setOccupied({ action, message: outcome.message });
        return;
      case "unavailable":
        setStatus({ variant: "error", text: outcome.message });
        return;
      case "fail":
        setStatus({ variant: "error", text: outcome.message });
        if (outcome.reload)
          reloadTimer.current = setTimeout(() => browser.reload(), RELOAD_AFTER_MS);
        return;
    }
  }

  const label = started ? "Resume class" : "Start class";
  return (
    <div className="flex flex-col gap-2">
      <Button
        onClick={() => {
          if (busy) return;
          if (started) void run("resume", false);
          else setConfirming(true);
        }}
        // Not `disabled` while busy: the button keeps focus for the dialogs to return it.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        className="w-full sm:w-auto sm:self-start"
      >
        {busy && <Spinner decorative size="sm" />}
        {busy ? (started ? "Resuming…" : "Starting…") : label}
      </Button>
      <StatusMessage status={status} />
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-indigo-700 underline"
        >
          Open the class in a new tab
        </a>
      )}

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={isDemo ? "Start the demo class?" : "Start the class?"}
        description="The meeting opens in a new tab and your student can join as soon as it starts."
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                void run("start", false);
              }}
            >
              Start class
            </Button>
          </>
        }
      />

      <Dialog
        open={occupied !== null}
        onClose={() => setOccupied(null)}
        title="Your previous class is still running"
        description={occupied?.message}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOccupied(null)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                const action = occupied?.action ?? "start";
                setOccupied(null);
                void run(action, true);
              }}
            >
              Continue on a free licence
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          You can start this class on another, free meeting licence. The previous meeting stays open
          until it ends.
        </p>
      </Dialog>
    </div>
  );
}
