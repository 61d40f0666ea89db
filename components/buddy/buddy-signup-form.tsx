"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import type { z } from "zod";
import { OtpInput } from "@/components/auth/otp-fields";
import { CountryMobileFields } from "@/components/auth/phone-fields";
import { fieldErrorsOf, messageOf, postJson, V1 } from "@/components/auth/post-json";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { useCountryOptions } from "@/components/auth/use-country-options";
import { Button, Checkbox, Input } from "@/components/ui";
import type {
  loginResponse,
  sendRegistrationOtpResponse,
  verifyRegistrationOtpResponse,
} from "@/lib/auth/legacy-schemas";
import { ENGAGEMENT_ID } from "@/lib/auth/roles";
import {
  canVerifyRegistrationOtp,
  DEFAULT_DIAL_CODE,
  SIGNUP_MESSAGES,
} from "@/lib/auth/ui-schemas";
import {
  BUDDY_SIGNUP_MESSAGES as M,
  buddySignupSchema,
  type BuddySignupValues,
  type saveBuddyResponse,
} from "@/lib/teacher/buddy/signup-schema";

type SendAnswer = z.output<typeof sendRegistrationOtpResponse>;
type VerifyAnswer = z.output<typeof verifyRegistrationOtpResponse>;
type SaveAnswer = z.output<typeof saveBuddyResponse>;
type LoginAnswer = z.output<typeof loginResponse>;

/** save-buddy's errors.{field} → the inputs that show them. */
const SERVER_FIELDS: Record<string, Path<BuddySignupValues>> = {
  name: "fullName",
  email: "email",
  reg_mobile_num: "mobile",
  country_code: "countryCode",
  password: "password",
};

/**
 * The buddy signup form (spec 2): name, e-mail, a mobile verified by OTP (as every signup), a
 * password and the terms. POST /save-buddy: 202 shows the message and stops; 200 logs the buddy
 * in by password and goes to data.paymentUrl; field errors sit under e-mail and mobile; anything
 * else: 'Something went wrong. Please try again later'.
 */
export function BuddySignupForm({ token }: { token: string }) {
  const countries = useCountryOptions();
  const form = useForm<BuddySignupValues>({
    resolver: zodResolver(buddySignupSchema),
    defaultValues: {
      role: "student",
      fullName: "",
      email: "",
      countryCode: DEFAULT_DIAL_CODE,
      mobile: "",
      otp: "",
      stream: "",
      remark: "",
      password: "",
      consent: false,
    },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const otp = useWatch({ control: form.control, name: "otp" });
  const [otpSent, setOtpSent] = useState(false);
  const [mobileVerified, setMobileVerified] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const otpRef = useRef<HTMLInputElement | null>(null);
  const [otpFocusRequest, setOtpFocusRequest] = useState(0);
  useEffect(() => {
    if (otpFocusRequest > 0) otpRef.current?.focus();
  }, [otpFocusRequest]);

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
        engagement_id: ENGAGEMENT_ID.student,
        email,
        country_code: countryCode,
      });
      if (answer.httpStatus === 200 && answer.data.sendOtp === "true") {
        setOtpSent(true);
        setStatus({ variant: "success", text: answer.data.message || SIGNUP_MESSAGES.otpSent });
        setOtpFocusRequest((n) => n + 1);
        return;
      }
      if (!placeServerErrors(fieldErrorsOf(answer.data))) {
        form.setError(
          "mobile",
          { type: "server", message: messageOf(answer.data) },
          { shouldFocus: true },
        );
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
      form.setError(
        "otp",
        { type: "server", message: messageOf(answer.data, SIGNUP_MESSAGES.invalidOtp) },
        { shouldFocus: true },
      );
    } finally {
      setVerifying(false);
    }
  }

  const submit = form.handleSubmit(async (values) => {
    if (!mobileVerified) {
      setStatus({ variant: "error", text: SIGNUP_MESSAGES.verifyFirst });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      const answer = await postJson<SaveAnswer>("/save-buddy", {
        token,
        name: values.fullName,
        email: values.email,
        password: values.password,
        reg_mobile_num: values.mobile,
        country_code: values.countryCode,
      });
      const code = answer.data.responseCode;
      const description = answer.data.data?.messageDescription;
      if (code === 202) {
        setStopped(true);
        setStatus({ variant: "warning", text: description ?? M.failed });
        return;
      }
      const paymentUrl = answer.data.data?.paymentUrl;
      if (code === 200 && paymentUrl) {
        setLeaving(true);
        setStatus({ variant: "success", text: description ?? M.proceed });
        const login = await postJson<LoginAnswer>(`${V1}passwordLogin`, {
          engagement_id: ENGAGEMENT_ID.student,
          cust_id: values.email,
          cust_password: values.password,
        });
        if (login.data.login !== "true") {
          setStatus({ variant: "warning", text: messageOf(login.data, M.failed) });
        }
        window.location.assign(paymentUrl);
        return;
      }
      if (answer.httpStatus === 422 && placeServerErrors(fieldErrorsOf(answer.data))) return;
      setStatus({ variant: "error", text: M.failed });
    } finally {
      setSaving(false);
    }
  });

  const mobileField = form.register("mobile", { onChange: unverify });
  const countryField = form.register("countryCode", { onChange: unverify });
  const otpField = form.register("otp");
  const done = stopped || leaving;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <fieldset disabled={done} className="flex flex-col gap-4">
        <Input
          label="Full name"
          autoComplete="name"
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
        <div aria-live="polite" className="empty:-mb-4">
          {mobileVerified ? (
            <p className="flex min-h-11 items-center gap-2 rounded-md bg-green-50 px-3 text-sm font-medium text-green-900">
              <span aria-hidden="true">✓</span>
              <span>{SIGNUP_MESSAGES.mobileVerified}</span>
            </p>
          ) : null}
        </div>
        <Input
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters. You log in with your e-mail and this password."
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Checkbox
          label="I agree to the terms of use and the privacy policy."
          error={errors.consent?.message}
          {...form.register("consent")}
        />
      </fieldset>
      <StatusMessage status={status} />
      {stopped ? null : (
        <Button type="submit" size="lg" loading={saving || leaving}>
          Sign up and pay
        </Button>
      )}
    </form>
  );
}
