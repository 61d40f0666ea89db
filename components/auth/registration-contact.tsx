"use client";

import { useEffect, useRef, useState } from "react";
import { useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Button, Input } from "@/components/ui";
import type {
  sendRegistrationOtpResponse,
  verifyRegistrationOtpResponse,
} from "@/lib/auth/legacy-schemas";
import {
  canVerifyRegistrationOtp,
  DEFAULT_DIAL_CODE,
  SIGNUP_MESSAGES,
  type AccountRole,
  type SignupValues,
} from "@/lib/auth/ui-schemas";
import { OtpInput } from "./otp-fields";
import { CountryMobileFields } from "./phone-fields";
import { fieldErrorsOf, messageOf, postJson, V1 } from "./post-json";
import type { Status } from "./status-message";
import { useCountryOptions } from "./use-country-options";

type SendAnswer = z.output<typeof sendRegistrationOtpResponse>;
type VerifyAnswer = z.output<typeof verifyRegistrationOtpResponse>;

/** The fields every signup form shares (spec 1 and the buddy signup of spec 2). */
export type RegistrationContactValues = Pick<
  SignupValues,
  "fullName" | "email" | "countryCode" | "mobile" | "otp"
>;

/** The empty signup form of a role (the buddy signup adds its own fields to these). */
export function signupDefaults(role: AccountRole): SignupValues {
  return {
    role,
    fullName: "",
    email: "",
    countryCode: DEFAULT_DIAL_CODE,
    mobile: "",
    otp: "",
    stream: "",
    remark: "",
  };
}

type ContactForm = UseFormReturn<RegistrationContactValues>;

/**
 * A mobile verified by OTP before a signup is sent: send / resend, verify, and server field errors
 * placed under their inputs. A failed send or verify answered with a status other than 200 shows
 * in the form's status when `transportErrorsInStatus`, else under the mobile / OTP field.
 */
export function useRegistrationOtp<T extends FieldValues & RegistrationContactValues>(
  typedForm: UseFormReturn<T>,
  options: {
    engagementId: number;
    serverFields: Record<string, Path<T>>;
    setStatus: (status: Status) => void;
    transportErrorsInStatus: boolean;
  },
) {
  // The shared fields exist in every form T; react-hook-form's types cannot narrow to them.
  const form = typedForm as unknown as ContactForm;
  const { engagementId, serverFields, setStatus, transportErrorsInStatus } = options;
  const otp = useWatch({ control: form.control, name: "otp" });
  const [otpSent, setOtpSent] = useState(false);
  const [mobileVerified, setMobileVerified] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const otpRef = useRef<HTMLInputElement | null>(null);
  // Each sent code moves the focus to the OTP field once it is on screen.
  const [otpFocusRequest, setOtpFocusRequest] = useState(0);
  useEffect(() => {
    if (otpFocusRequest > 0) otpRef.current?.focus();
  }, [otpFocusRequest]);

  /** A new mobile (or code) needs a new verification. */
  function unverify() {
    setMobileVerified(false);
    setOtpSent(false);
    form.setValue("otp", "");
  }

  function placeServerErrors(fieldErrors: Record<string, string>): boolean {
    let placed = false;
    for (const [field, message] of Object.entries(fieldErrors)) {
      const target = serverFields[field];
      if (!target) continue;
      typedForm.setError(target, { type: "server", message }, { shouldFocus: !placed });
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
        if (answer.httpStatus === 200 || !transportErrorsInStatus) {
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
      if (answer.httpStatus === 200 || !transportErrorsInStatus)
        form.setError("otp", { type: "server", message }, { shouldFocus: true });
      else setStatus({ variant: "error", text: message });
    } finally {
      setVerifying(false);
    }
  }

  return {
    form,
    otp,
    otpRef,
    otpSent,
    mobileVerified,
    sending,
    verifying,
    unverify,
    placeServerErrors,
    sendOtp,
    verifyOtp,
  };
}

export type RegistrationOtp = ReturnType<typeof useRegistrationOtp>;

/**
 * Full name, e-mail, country code and mobile, Send / Resend OTP, the code with Verify, and the
 * "verified" line in a live region that stays in the page (so it is announced when it appears).
 */
export function RegistrationContactFields({
  registration,
  autoFocusName = false,
}: {
  registration: RegistrationOtp;
  autoFocusName?: boolean;
}) {
  const countries = useCountryOptions();
  const { form, otp, otpRef, otpSent, mobileVerified, sending, verifying } = registration;
  const { errors } = form.formState;
  const mobileField = form.register("mobile", { onChange: registration.unverify });
  const countryField = form.register("countryCode", { onChange: registration.unverify });
  const otpField = form.register("otp");

  return (
    <>
      <Input
        label="Full name"
        autoComplete="name"
        {...(autoFocusName ? { "data-autofocus": "" } : {})}
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
        <Button
          variant="secondary"
          onClick={registration.sendOtp}
          loading={sending}
          disabled={verifying}
        >
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
            onClick={registration.verifyOtp}
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
    </>
  );
}
