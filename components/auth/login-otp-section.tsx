"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button, Input } from "@/components/ui";
import { loginOtpSchema, type LoginOtpValues } from "@/lib/auth/ui-schemas";

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
      <Input
        label="OTP"
        hint="Enter the 6-digit code we sent you."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        data-autofocus=""
        error={form.formState.errors.otp?.message}
        {...form.register("otp")}
      />
      <div className="flex flex-col gap-2 min-[420px]:flex-row-reverse">
        <Button type="submit" size="lg" loading={busy} disabled={resending} className="flex-1">
          Login
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
    </form>
  );
}
