"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { messageOf, postJson } from "@/components/auth/post-json";
import { Alert, Button } from "@/components/ui";

type RetryAnswer = { payment_link: string; reference: string };

/**
 * "Try again" and "Cancel order" for an unpaid order (My orders, the return page after a failed
 * payment). Try again follows the payment link POST /st/orders/{ref}/retry answers; Cancel asks
 * once more, then POST /st/orders/{ref}/cancel and shows what happened.
 */
export function CheckoutOrderActions({
  reference,
  canCancel = true,
}: {
  reference: string;
  canCancel?: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<"retry" | "cancel" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const base = `/st/orders/${encodeURIComponent(reference)}`;

  async function retry() {
    setBusy("retry");
    setNotice(null);
    const answer = await postJson<RetryAnswer>(`${base}/retry`, {});
    if (answer.httpStatus === 200 && answer.data.payment_link) {
      setNotice({ ok: true, text: "Opening the payment…" });
      window.location.assign(answer.data.payment_link);
      return;
    }
    setBusy(null);
    setNotice({ ok: false, text: messageOf(answer.data) });
  }

  async function cancel() {
    setBusy("cancel");
    setNotice(null);
    const answer = await postJson<{ message: string }>(`${base}/cancel`, {});
    setBusy(null);
    setConfirming(false);
    setNotice({ ok: answer.httpStatus === 200, text: messageOf(answer.data) });
    if (answer.httpStatus === 200) router.refresh();
  }

  return (
    <div className="mt-3" data-testid="order-actions">
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={retry} disabled={busy !== null}>
          {busy === "retry" ? "Opening…" : "Try again"}
        </Button>
        {canCancel && !confirming ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => setConfirming(true)}
            disabled={busy !== null}
          >
            Cancel order
          </Button>
        ) : null}
        {confirming ? (
          <>
            <Button type="button" variant="secondary" onClick={cancel} disabled={busy !== null}>
              {busy === "cancel" ? "Cancelling…" : "Yes, cancel this order"}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : null}
      </div>
      {notice ? (
        <Alert variant={notice.ok ? "success" : "error"} className="mt-3">
          {notice.text}
        </Alert>
      ) : null}
    </div>
  );
}
