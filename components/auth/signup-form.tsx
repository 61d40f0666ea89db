"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { Button, Input, Select, Textarea } from "@/components/ui";
import { ENGAGEMENT_ID } from "@/lib/auth/roles";
import { LONG_TEXT_MAX } from "@/lib/fields/long-text";
import {
  canVerifyRegistrationOtp,
  DEFAULT_DIAL_CODE,
  SIGNUP_MESSAGES,
  signupSchema,
  splitFullName,
  type AccountRole,
  type SignupValues,
} from "@/lib/auth/ui-schemas";
import { destinationAfterLogin, redirectOf } from "./login-answer";
import { OtpInput } from "./otp-fields";
import { CountryMobileFields } from "./phone-fields";
import { fieldErrorsOf, messageOf, postJson, V1 } from "./post-json";
import { StatusMessage, type Status } from "./status-message";
import { useCountryOptions } from "./use-country-options";
import type { z } from "zod";
import {
  REGISTRATION_FORM_FIELDS,
  type registrationResponse,
  type sendRegistrationOtpResponse,
  type verifyRegistrationOtpResponse,
} from "@/lib/auth/legacy-schemas";

export type StreamOption = { id: number; name: string };

type SendAnswer = z.output<typeof sendRegistrationOtpResponse>;
type VerifyAnswer = z.output<typeof verifyRegistrationOtpResponse>;
type RegisterAnswer = z.output<typeof registrationResponse>;

/** Server field names (errors.{field}) → the inputs that show them. */
const SERVER_FIELDS: Record<string, Path<SignupValues>> = REGISTRATION_FORM_FIELDS;

/**
 * Student or teacher signup (spec 1): name, e-mail, country code and a 10-digit mobile verified by
 * OTP before Register; teachers also give a stream and a remark. The server generates the password
 * and logs the new user in.
 */
export function SignupForm({
  role,
  streams = [],
  onSignedUp,
}: {
  role: AccountRole;
  streams?: StreamOption[];
  /** Signed up inside a sheet that keeps its page (login-sheet.tsx): called instead of leaving. */
  onSignedUp?: () => void;
}) {
  const router = useRouter();
  const countries = useCountryOptions();
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      role,
      fullName: "",
      email: "",
      countryCode: DEFAULT_DIAL_CODE,
      mobile: "",
      otp: "",
      stream: "",
      remark: "",
    },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const otp = useWatch({ control: form.control, name: "otp" });
  const [otpSent, setOtpSent] = useState(false);
  const [mobileVerified, setMobileVerified] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [navigating, setNavigating] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const otpRef = useRef<HTMLInputElement | null>(null);
  // Each sent code moves the focus to the OTP field once it is on screen.
  const [otpFocusRequest, setOtpFocusRequest] = useState(0);
  useEffect(() => {
    if (otpFocusRequest > 0) otpRef.current?.focus();
  }, [otpFocusRequest]);
  const engagementId = ENGAGEMENT_ID[role];

  /** A new mobile (or code) needs a new verification. */
  function unverify() {
    setMobileVerified(false);
    setOtpSent(false);
    form.setValue("otp", "");
  }

  function placeServerErrors(fieldErrors: Record<string, string>): boolean {
    let placed = false;
    for (const [field, message] of Object.entries(fieldErrors)) {
      const target = SERVER_FIELDS[field];
      if (!target) continue;
      form.setError(target, { type: "server", message }, { shouldFocus: !placed });
      if (target === "mobile" || target === "countryCode") setMobileVerified(false);
      placed = true;
    }
    return placed;
  }

  async function sendOtp() {
    setStatus(null);
    if (!(await form.trigger(["mobile", "countryCode", "email"]))) return;
    const { mobile, countryCode, email } = form.getValues();
    setSending(true);
    try {
      const answer = await postJson<SendAnswer>(`${V1}sendOTPForRegistration`, {
        cust_id: mobile,
        engagement_id: engagementId,
        email,
        country_code: countryCode,
      });
      if (answer.httpStatus === 200 && answer.data.sendOtp === "true") {
        setOtpSent(true);
        setMobileVerified(false);
        setStatus({ variant: "success", text: answer.data.message || SIGNUP_MESSAGES.otpSent });
        setOtpFocusRequest((n) => n + 1);
        return;
      }
      setMobileVerified(false);
      if (!placeServerErrors(fieldErrorsOf(answer.data))) {
        if (answer.httpStatus === 200) {
          form.setError(
            "mobile",
            { type: "server", message: messageOf(answer.data) },
            { shouldFocus: true },
          );
        } else {
          setStatus({ variant: "error", text: messageOf(answer.data) });
        }
      }
    } finally {
      setSending(false);
    }
  }

  async function verifyOtp() {
    const { mobile, countryCode } = form.getValues();
    setVerifying(true);
    try {
      const answer = await postJson<VerifyAnswer>(`${V1}verifyOTP`, {
        cust_id: mobile,
        otp: otp.trim(),
        country_code: countryCode,
      });
      if (answer.httpStatus === 200 && answer.data.verified === "true") {
        form.clearErrors("otp");
        setMobileVerified(true);
        setStatus(null);
        return;
      }
      setMobileVerified(false);
      const message = messageOf(answer.data, SIGNUP_MESSAGES.invalidOtp);
      if (answer.httpStatus === 200)
        form.setError("otp", { type: "server", message }, { shouldFocus: true });
      else setStatus({ variant: "error", text: message });
    } finally {
      setVerifying(false);
    }
  }

  const register = form.handleSubmit(async (values) => {
    if (!mobileVerified) {
      setStatus({ variant: "error", text: SIGNUP_MESSAGES.verifyFirst });
      return;
    }
    setRegistering(true);
    try {
      const name = splitFullName(values.fullName);
      const path = role === "teacher" ? "userRegistrationTeacher" : "userRegistrationStudent";
      const answer = await postJson<RegisterAnswer>(`${V1}${path}`, {
        ...name,
        email: values.email,
        reg_mobile_num: values.mobile,
        country_code: values.countryCode,
        ...(role === "teacher" ? { stream: Number(values.stream), remark: values.remark } : {}),
      });
      const ok =
        answer.httpStatus === 200 &&
        (answer.data.success === true || answer.data.responseCode === 200);
      if (ok) {
        if (onSignedUp) {
          onSignedUp();
          return;
        }
        setNavigating(true);
        setStatus({ variant: "success", text: "Your account is ready. Taking you there…" });
        router.replace(destinationAfterLogin(redirectOf(answer.data), window.location.search));
        router.refresh();
        return;
      }
      if (!placeServerErrors(fieldErrorsOf(answer.data))) {
        setStatus({ variant: "error", text: messageOf(answer.data, SIGNUP_MESSAGES.failed) });
      }
    } finally {
      setRegistering(false);
    }
  });

  const mobileField = form.register("mobile", { onChange: unverify });
  const countryField = form.register("countryCode", { onChange: unverify });
  const otpField = form.register("otp");

  return (
    <form
      onSubmit={(event) => {
        if (!mobileVerified) setStatus({ variant: "error", text: SIGNUP_MESSAGES.verifyFirst });
        void register(event);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <Input
        label="Full name"
        autoComplete="name"
        data-autofocus=""
        error={errors.fullName?.message}
        {...form.register("fullName")}
      />
      <Input
        label="E-mail"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <CountryMobileFields
        countryOptions={countries.options}
        country={{ error: errors.countryCode?.message, ...countryField }}
        mobile={{
          label: "Mobile number",
          maxLength: 10,
          error: errors.mobile?.message,
          ...mobileField,
        }}
      />
      {mobileVerified ? null : (
        <Button variant="secondary" onClick={sendOtp} loading={sending} disabled={verifying}>
          {otpSent ? "Resend OTP" : "Send OTP"}
        </Button>
      )}
      {otpSent && !mobileVerified ? (
        <div className="flex flex-col gap-2 min-[420px]:flex-row min-[420px]:items-start">
          <OtpInput
            hint="Enter the code we sent to your mobile."
            className="flex-1"
            error={errors.otp?.message}
            {...otpField}
            ref={(node) => {
              otpField.ref(node);
              otpRef.current = node;
            }}
          />
          <Button
            onClick={verifyOtp}
            loading={verifying}
            disabled={!canVerifyRegistrationOtp(otp)}
            className="min-[420px]:mt-[3.25rem]"
          >
            Verify
          </Button>
        </div>
      ) : null}
      {/* A live region that stays in the page, so "verified" is announced when it appears. */}
      <div aria-live="polite" className="empty:-mb-4">
        {mobileVerified ? (
          <p className="flex min-h-11 items-center gap-2 rounded-md bg-green-50 px-3 text-sm font-medium text-green-900">
            <span aria-hidden="true">✓</span>
            <span>{SIGNUP_MESSAGES.mobileVerified}</span>
          </p>
        ) : null}
      </div>
      {role === "teacher" ? (
        <>
          <Select
            label="Stream"
            placeholder="Choose a stream"
            options={streams.map((s) => ({ value: String(s.id), label: s.name }))}
            error={errors.stream?.message}
            {...form.register("stream")}
          />
          <Textarea
            label="Remark (optional)"
            hint="What you teach and your experience."
            rows={3}
            maxLength={LONG_TEXT_MAX}
            error={errors.remark?.message}
            {...form.register("remark")}
          />
        </>
      ) : null}
      <StatusMessage status={status} />
      <Button type="submit" size="lg" loading={registering || navigating}>
        Register
      </Button>
      <p className="text-sm text-slate-600">
        We create a password for you and send it to your e-mail.
      </p>
    </form>
  );
}
