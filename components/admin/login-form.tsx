"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, Button, Input } from "@/components/ui";
import { adminLoginBody, adminOtpBody } from "@/lib/admin/schemas";
import { messageOf, postJson } from "./post-json";

type Step1 = z.input<typeof adminLoginBody>;
type Step2 = z.input<typeof adminOtpBody>;

/** /admin/login: e-mail and password, then the OTP sent to the admin's e-mail. */
export function AdminLoginForm({ next }: { next: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const step1 = useForm<Step1>({
    resolver: zodResolver(adminLoginBody),
    defaultValues: { email: "", password: "" },
  });
  const step2 = useForm<Step2>({
    resolver: zodResolver(adminOtpBody),
    defaultValues: { code: "" },
  });

  const onPassword = step1.handleSubmit(async (values) => {
    setError(null);
    try {
      const r = await postJson("/admin/api/login", values);
      if (!r.ok) return setError(messageOf(r.body, "Sign-in failed. Please try again."));
      setSentTo(String(r.body.sent_to ?? "your e-mail"));
    } catch {
      setError("Sign-in failed. Please check your connection and try again.");
    }
  });

  const onCode = step2.handleSubmit(async (values) => {
    setError(null);
    try {
      const r = await postJson("/admin/api/verify-otp", values);
      if (!r.ok) {
        if (r.status === 400) setSentTo(null);
        return setError(messageOf(r.body, "The OTP is wrong or has expired."));
      }
      window.location.assign(next);
    } catch {
      setError("Sign-in failed. Please check your connection and try again.");
    }
  });

  if (sentTo === null) {
    return (
      <form onSubmit={onPassword} className="flex flex-col gap-4" noValidate>
        <Input
          label="E-mail"
          type="email"
          autoComplete="username"
          error={step1.formState.errors.email?.message}
          {...step1.register("email")}
        />
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          error={step1.formState.errors.password?.message}
          {...step1.register("password")}
        />
        {error && <Alert variant="error">{error}</Alert>}
        <Button type="submit" loading={step1.formState.isSubmitting}>
          Continue
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={onCode} className="flex flex-col gap-4" noValidate>
      <Alert variant="info">We sent a 6-digit OTP to {sentTo}. It is valid for 10 minutes.</Alert>
      <Input
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={step2.formState.errors.code?.message}
        {...step2.register("code")}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <Button type="submit" loading={step2.formState.isSubmitting}>
        Sign in
      </Button>
      <Button type="button" variant="ghost" onClick={() => setSentTo(null)}>
        Start again
      </Button>
    </form>
  );
}
