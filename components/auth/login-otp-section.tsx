"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { loginOtpSchema, type LoginOtpValues } from "@/lib/auth/ui-schemas";
import { OtpButtons, OtpInput } from "./otp-fields";

/** Login section 3: the 6-digit code, with Resend OTP locked while a request or the countdown runs. */
export function LoginOtpSection({
  busy,
  resending,
  resendLocked,
  resendLabel,
  onResend,
  onSubmit,
}: {
  busy: boolean;
  resending: boolean;
  resendLocked: boolean;
  resendLabel: string;
  onResend: () => void;
  onSubmit: (otp: string) => void | Promise<void>;
}) {
  const form = useForm<LoginOtpValues>({
    resolver: zodResolver(loginOtpSchema),
    defaultValues: { otp: "" },
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(values.otp))}
      noValidate
      className="flex flex-col gap-4"
    >
      <OtpInput
        hint="Enter the 6-digit code we sent you."
        data-autofocus=""
        error={form.formState.errors.otp?.message}
        {...form.register("otp")}
      />
      <OtpButtons
        submitLabel="Login"
        busy={busy}
        submitDisabled={resending}
        resendLabel={resendLabel}
        resending={resending}
        resendLocked={resendLocked}
        onResend={onResend}
      />
    </form>
  );
}
