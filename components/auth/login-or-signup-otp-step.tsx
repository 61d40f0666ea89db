"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { sixDigitOtpSchema, type SixDigitOtpValues } from "@/lib/auth/ui-schemas";
import { OtpButtons, OtpInput } from "./otp-fields";

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
      <OtpInput
        hint={`Enter the 6-digit code we sent to ${sentTo}.`}
        data-autofocus=""
        error={form.formState.errors.otp?.message}
        {...form.register("otp")}
      />
      <OtpButtons
        submitLabel="Verify OTP"
        busy={busy}
        resendLabel={sendLabel}
        resending={sending}
        resendLocked={sendLocked}
        onResend={onResend}
      />
    </form>
  );
}
