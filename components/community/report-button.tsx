"use client";

import { useState } from "react";
import { postJson } from "@/components/auth/post-json";
import { Button, Dialog } from "@/components/ui";

/**
 * Report a post or a comment: a confirm dialog, then the report call. Enough reports hide the item
 * until a moderator looks at it (decision 032).
 */
export function ReportButton({ kind, id }: { kind: "post" | "comment"; id: number }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const what = kind === "post" ? "post" : "comment";

  async function confirm() {
    setBusy(true);
    const r = await postJson<{ responseCode: number }>("/api/community/report", { kind, id });
    setBusy(false);
    setOpen(false);
    const ok = r.httpStatus === 200 && r.data.responseCode === 200;
    setMessage({
      ok,
      text: ok
        ? "Thank you. A moderator will look at it."
        : r.data.message || "The report was not sent. Please try again.",
    });
  }

  return (
    <span className="inline-flex flex-col">
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Report<span className="sr-only"> this {what}</span>
      </Button>
      {message && (
        <span
          role="status"
          className={message.ok ? "text-sm text-slate-700" : "text-sm text-red-700"}
        >
          {message.text}
        </span>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Report this ${what}?`}
        description={`Tell us if this ${what} is unkind, unsafe or shows personal details. A moderator will check it.`}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="button" variant="danger" loading={busy} onClick={confirm}>
              Report
            </Button>
          </>
        }
      />
    </span>
  );
}
