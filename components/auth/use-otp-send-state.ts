"use client";

import { useEffect, useState } from "react";

/** Spec 2 §4/§9: "OTP Sent" turns back into an enabled "Resend OTP" after 5 seconds. */
export const RESEND_ENABLE_MS = 5000;

export type OtpSendState = "idle" | "sending" | "sent" | "resend";

/** The OTP send button of the login-or-signup flow: waiting, then "OTP Sent", then "Resend OTP". */
export function useOtpSendState() {
  const [state, setState] = useState<OtpSendState>("idle");
  useEffect(() => {
    if (state !== "sent") return;
    const timer = window.setTimeout(() => setState("resend"), RESEND_ENABLE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const label = {
    idle: "Send OTP",
    sending: "Sending OTP",
    sent: "OTP Sent",
    resend: "Resend OTP",
  }[state];
  return {
    state,
    label,
    /** Locked while waiting for the answer and while "OTP Sent" shows. */
    locked: state === "sending" || state === "sent",
    begin: () => setState("sending"),
    succeed: () => setState("sent"),
    /** After a failed send the button can be used again at once. */
    fail: (hadSentBefore: boolean) => setState(hadSentBefore ? "resend" : "idle"),
    reset: () => setState("idle"),
  };
}
