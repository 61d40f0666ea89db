"use client";

import { useEffect, useRef } from "react";
import { OtpInput } from "@/components/auth/otp-fields";
import { Button } from "@/components/ui";
import { ENTRY_OTP_MESSAGES } from "@/lib/contest/rules";

/**
 * The talent-hunt form's OTP step (issue 43.1): the code sent to the parent's mobile, a new code on
 * demand. The form's own button then says "Confirm and register". Focus moves to the code field
 * when the step opens.
 */
export function EntryOtpPanel({
  mobile,
  otp,
  onOtp,
  error,
  notice,
  resending,
  disabled,
  onResend,
}: {
  mobile: string;
  otp: string;
  onOtp: (value: string) => void;
  error?: string;
  /** What the last "Send a new OTP" answered (sent, or how long to wait). */
  notice?: string;
  resending: boolean;
  disabled: boolean;
  onResend: () => void;
}) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
  }, [mobile]);
  return (
    <section
      aria-labelledby="entry-otp-title"
      className="flex flex-col gap-3 rounded-md border border-indigo-200 bg-indigo-50 p-4"
    >
      <h2 id="entry-otp-title" className="text-lg font-semibold">
        Confirm the parent&apos;s mobile number
      </h2>
      <p className="text-slate-800">
        {ENTRY_OTP_MESSAGES.sent} It went to +91 {mobile}. Only the family that holds this number
        can enter a child with it.
      </p>
      <OtpInput
        ref={field}
        value={otp}
        disabled={disabled}
        onChange={(e) => onOtp(e.currentTarget.value)}
        error={error}
      />
      {notice ? (
        <p role="status" className="text-sm text-slate-800">
          {notice}
        </p>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        className="self-start"
        loading={resending}
        disabled={disabled}
        onClick={onResend}
      >
        Send a new OTP
      </Button>
    </section>
  );
}
