"use client";

import { useState } from "react";
import { postJson } from "@/components/auth/post-json";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { Button } from "@/components/ui";

/** "Keep me posted" on the camp page: POST /sms/st/store_summer_camp_interest {user_id}. */
export function CampInterestButton({ userId }: { userId: number }) {
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  async function send() {
    setBusy(true);
    const { httpStatus, data } = await postJson<{ status: string }>(
      "/sms/st/store_summer_camp_interest",
      { user_id: userId },
    );
    setBusy(false);
    if (httpStatus === 200 && data.status === "success") {
      setDone(true);
      setStatus({ variant: "success", text: "Thank you! We will tell you when camp seats open." });
    } else {
      setStatus({
        variant: "error",
        text: data.message || "We could not save that. Please try again.",
      });
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="secondary" onClick={() => void send()} disabled={busy || done}>
          {done ? "You are on the list" : busy ? "Saving…" : "Keep me posted"}
        </Button>
      </div>
      <StatusMessage status={status} />
    </div>
  );
}
