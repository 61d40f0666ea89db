"use client";

import { Button, Input, type InputProps } from "@/components/ui";

/** The 6-digit code field of the OTP steps (labelled "OTP", numeric, filled from an SMS). */
export function OtpInput(props: Omit<InputProps, "label" | "inputMode" | "autoComplete">) {
  return (
    <Input label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />
  );
}

/**
 * The buttons under an OTP field: submit, and beside it (before it, from 420 px) the send button
 * ("Resend OTP" and the like), locked while a request or the countdown runs.
 */
export function OtpButtons({
  submitLabel,
  busy,
  submitDisabled,
  resendLabel,
  resending,
  resendLocked,
  onResend,
}: {
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  resendLabel: string;
  resending: boolean;
  resendLocked: boolean;
  onResend: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 min-[420px]:flex-row-reverse">
      <Button type="submit" size="lg" loading={busy} disabled={submitDisabled} className="flex-1">
        {submitLabel}
      </Button>
      <Button
        variant="secondary"
        size="lg"
        onClick={onResend}
        loading={resending}
        disabled={resendLocked || busy}
        className="flex-1"
      >
        {resendLabel}
      </Button>
    </div>
  );
}
