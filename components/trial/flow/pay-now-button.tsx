"use client";

import { useState } from "react";
import { messageOf } from "@/components/auth/post-json";
import { Button } from "@/components/ui";
import { flowPost } from "./api";

/**
 * An order's pay-now button (POST /order/{offer id}): loading and disabled, then 'Redirecting'
 * and the payment link; a failure shows the message in the dialog and the button comes back.
 */
export function PayNowButton({
  packId,
  promo,
  onError,
  label = "Pay now",
  onLogin,
}: {
  packId: number;
  promo?: string;
  onError: (message: string) => void;
  label?: string;
  /** Not signed in (status "login"): the page opens the login modal (then rule 5). */
  onLogin?: () => void;
}) {
  const [state, setState] = useState<"idle" | "loading" | "redirecting">("idle");
  async function pay() {
    setState("loading");
    try {
      const r = await flowPost<{ status: string; payment_link: string | null }>(
        `/order/${packId}`,
        {
          promo_code: promo || undefined,
        },
      );
      if (r.data.status === "success" && r.data.payment_link) {
        setState("redirecting");
        window.location.assign(r.data.payment_link);
        return;
      }
      if (r.data.status === "login" && onLogin) onLogin();
      else onError(messageOf(r.data));
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    }
    setState("idle");
  }
  return (
    <Button onClick={pay} loading={state === "loading"} disabled={state !== "idle"}>
      {state === "redirecting" ? "Redirecting" : label}
    </Button>
  );
}
