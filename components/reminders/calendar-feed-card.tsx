"use client";

import { useRef, useState } from "react";
import { Alert, Button, Dialog, Input, useToast } from "@/components/ui";
import { issueCalendarFeedAction } from "@/lib/reminders/actions";
import { REMINDER_MESSAGES as M } from "@/lib/reminders/messages";

/**
 * The private calendar address: made on request and shown once with Copy (the token is stored
 * hashed, so it cannot be shown again); revoking makes a new one after a confirmation dialog.
 */
export function CalendarFeedCard({ hasFeed }: { hasFeed: boolean }) {
  const { toast } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [exists, setExists] = useState(hasFeed);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function issue() {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      const result = await issueCalendarFeedAction({});
      if (!result.ok) return setError(result.message);
      setUrl(result.data.url);
      setExists(true);
      toast({ title: M.feedCreated, variant: "success" });
    } catch {
      setError(M.failed);
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url ?? "");
      toast({ title: M.copied, variant: "success" });
    } catch {
      inputRef.current?.select();
    }
  }

  return (
    <section aria-labelledby="calendar-feed-title" className="flex flex-col gap-3">
      <h2 id="calendar-feed-title" className="text-lg font-semibold text-slate-900">
        {M.feedTitle}
      </h2>
      <p className="text-sm text-slate-700">{M.feedHelp}</p>
      {url ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Input
            ref={inputRef}
            label="Your calendar address"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="flex-1"
          />
          <Button variant="secondary" onClick={copy}>
            {M.copy}
          </Button>
        </div>
      ) : (
        exists && <p className="text-sm text-slate-700">{M.feedExists}</p>
      )}
      {error && <Alert variant="error">{error}</Alert>}
      <div>
        <Button
          variant={exists ? "secondary" : "primary"}
          loading={busy}
          onClick={() => (exists ? setConfirming(true) : issue())}
        >
          {exists ? M.feedRevoke : M.feedCreate}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={M.feedRevoke}
        description={M.feedRevokeConfirm}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep the old address
            </Button>
            <Button variant="danger" onClick={issue}>
              Revoke
            </Button>
          </>
        }
      />
    </section>
  );
}
