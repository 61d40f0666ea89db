"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button, Input } from "@/components/ui";
import { ENGAGEMENT_ID } from "@/lib/auth/roles";
import {
  FORGOT_PASSWORD_MESSAGES,
  forgotPasswordRequestSchema,
  forgotPasswordUpdateSchema,
  type ForgotPasswordRequestValues,
  type ForgotPasswordUpdateValues,
  type LoginIdentifierValues,
  PASSWORD_MIN_LENGTH,
} from "@/lib/auth/ui-schemas";
import { ROLE_OPTIONS } from "./login-identifier-section";
import { OtpInput } from "./otp-fields";
import { postJson, V1 } from "./post-json";
import { RadioChoice } from "./radio-choice";
import { StatusMessage, type Status } from "./status-message";
import { TextButton } from "./text-button";
import { useFocusOnChange } from "./use-focus-on-change";
import type { z } from "zod";
import type { forgotPasswordResponse, updatePasswordResponse } from "@/lib/auth/legacy-schemas";

type ForgotAnswer = z.output<typeof forgotPasswordResponse>;
type UpdateAnswer = z.output<typeof updatePasswordResponse>;

/**
 * Forgot password (spec 1): step 1 asks for the registered e-mail or mobile (forgotPassword sends a
 * code), step 2 takes the code, the new password and its confirmation (updatePassword).
 */
export function ForgotPasswordFlow({
  prefill,
  onDone,
  onBackToLogin,
}: {
  prefill?: LoginIdentifierValues;
  /** The password was changed: back to login with this message. */
  onDone: (message: string) => void;
  onBackToLogin: () => void;
}) {
  const [step, setStep] = useState<"request" | "update">("request");
  const [request, setRequest] = useState<ForgotPasswordRequestValues>({
    cust_entry: prefill?.identifier ?? "",
    role: prefill?.role ?? "student",
  });
  const [status, setStatus] = useState<Status>(null);
  const stepRef = useFocusOnChange<HTMLDivElement>(step);

  return (
    <div className="flex flex-col gap-4">
      <StatusMessage status={status} />
      <div ref={stepRef}>
        {step === "request" ? (
          <RequestStep
            defaultValues={request}
            onSent={(values) => {
              setRequest(values);
              setStatus({ variant: "success", text: FORGOT_PASSWORD_MESSAGES.success });
              setStep("update");
            }}
            onFailed={(text) => setStatus({ variant: "error", text })}
          />
        ) : (
          <UpdateStep
            request={request}
            onChanged={onDone}
            onFailed={(text) => setStatus({ variant: "error", text })}
            onRestart={() => {
              setStatus(null);
              setStep("request");
            }}
          />
        )}
      </div>
      <div className="border-t border-slate-200 pt-3">
        <TextButton onClick={onBackToLogin}>Back to login</TextButton>
      </div>
    </div>
  );
}

function RequestStep({
  defaultValues,
  onSent,
  onFailed,
}: {
  defaultValues: ForgotPasswordRequestValues;
  onSent: (values: ForgotPasswordRequestValues) => void;
  onFailed: (message: string) => void;
}) {
  const form = useForm<ForgotPasswordRequestValues>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues,
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const answer = await postJson<ForgotAnswer>(`${V1}forgotPassword`, {
      cust_entry: values.cust_entry,
      engagement_id: ENGAGEMENT_ID[values.role],
    });
    if (answer.httpStatus === 200 && answer.data.response === "success") onSent(values);
    else onFailed(answer.data.message || FORGOT_PASSWORD_MESSAGES.failure);
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Input
        label="Registered e-mail or mobile number"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        data-autofocus=""
        error={errors.cust_entry?.message}
        {...form.register("cust_entry")}
      />
      <RadioChoice
        legend="I am a"
        options={ROLE_OPTIONS}
        registration={form.register("role")}
        error={errors.role?.message}
      />
      <Button type="submit" size="lg" loading={isSubmitting}>
        Send reset code
      </Button>
    </form>
  );
}

function UpdateStep({
  request,
  onChanged,
  onFailed,
  onRestart,
}: {
  request: ForgotPasswordRequestValues;
  onChanged: (message: string) => void;
  onFailed: (message: string) => void;
  onRestart: () => void;
}) {
  const form = useForm<ForgotPasswordUpdateValues>({
    resolver: zodResolver(forgotPasswordUpdateSchema),
    defaultValues: { otp: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const answer = await postJson<UpdateAnswer>(`${V1}updatePassword`, {
      reg_mobile_num: request.cust_entry,
      engagementId: ENGAGEMENT_ID[request.role],
      password: values.password,
      otp: values.otp,
    });
    const ok =
      answer.httpStatus === 200 && (answer.data.success === true || answer.data.status === true);
    if (ok) onChanged(answer.data.message || FORGOT_PASSWORD_MESSAGES.updated);
    else onFailed(answer.data.message || FORGOT_PASSWORD_MESSAGES.failure);
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        We sent a code for <span className="font-medium break-all">{request.cust_entry}</span>.{" "}
        <TextButton onClick={onRestart}>Use another e-mail or mobile</TextButton>
      </p>
      <OtpInput data-autofocus="" error={errors.otp?.message} {...form.register("otp")} />
      <Input
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Input
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" size="lg" loading={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
