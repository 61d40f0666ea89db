"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { messageOf, postJson } from "@/components/auth/post-json";
import { StatusMessage } from "@/components/auth/status-message";
import { Button } from "@/components/ui";
import { CAMPAIGN_MESSAGES } from "@/lib/contest/rules";
import { useClearingStatus } from "./use-clearing-status";

/** A teacher's 1–5 rating of one campaign entry (POST /api/set-campaign-rating), then /em/dashboard. */
export function RateEntry({
  cid,
  title,
  current,
}: {
  cid: number;
  title: string;
  current: number | null;
}) {
  const router = useRouter();
  const [rating, setRating] = useState<number | null>(current);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useClearingStatus();

  async function save() {
    if (!rating) return setStatus({ variant: "error", text: CAMPAIGN_MESSAGES.ratingRange });
    setSending(true);
    const { httpStatus, data } = await postJson<{ status: string; redirect_url?: string }>(
      "/api/set-campaign-rating",
      { cid, rating },
    );
    setSending(false);
    if (httpStatus < 300 && data.status === "success") {
      router.push(data.redirect_url ?? "/em/dashboard");
    } else setStatus({ variant: "error", text: messageOf(data) });
  }

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Your rating of {title}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-slate-300 px-3 has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-700"
          >
            <input
              type="radio"
              className="sr-only"
              name={`rating-${cid}`}
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            {n} ★
          </label>
        ))}
      </fieldset>
      <StatusMessage status={status} />
      <Button type="button" size="sm" loading={sending} onClick={save} className="self-start">
        Save rating
      </Button>
    </div>
  );
}
