"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button, Input } from "@/components/ui";
import { sixDigitOtpSchema, type SixDigitOtpValues } from "@/lib/auth/ui-schemas";

/** Spec 2 step 2: the six-digit code, with the send button as "OTP Sent" / "Resend OTP". */
export function LoginOrSignupOtpStep({
  sentTo,
  busy,
  sendLabel,
  sending,
  sendLocked,
  onResend,
  onSubmit,
}: {
  sentTo: string;
  busy: boolean;
  sendLabel: string;
  sending: boolean;
  sendLocked: boolean;
  onResend: () => void;
  onSubmit: (otp: string) => void | Promise<void>;
}) {
  const form = useForm<SixDigitOtpValues>({
    resolver: zodResolver(sixDigitOtpSchema),
    defaultValues: { otp: "" },
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(values.otp.trim()))}
      noValidate
      className="flex flex-col gap-4"
    >
      <Input
        label="OTP"
        hint={`Enter the 6-digit code we sent to ${sentTo}.`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        data-autofocus=""
        error={form.formState.errors.otp?.message}
        {...form.register("otp")}
      />
      <div className="flex flex-col gap-2 min-[420px]:flex-row-reverse">
        <Button type="submit" size="lg" loading={busy} className="flex-1">
          Verify OTP
        </Button>
        <Button
          variant="secondary"
          size="lg"
          onClick={onResend}
          loading={sending}
          disabled={sendLocked || busy}
          className="flex-1"
        >
          {sendLabel}
        </Button>
      </div>
    </form>
  );
}
