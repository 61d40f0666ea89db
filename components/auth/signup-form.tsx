"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { Button, Select, Textarea } from "@/components/ui";
import { ENGAGEMENT_ID } from "@/lib/auth/roles";
import { LONG_TEXT_MAX } from "@/lib/fields/long-text";
import {
  SIGNUP_MESSAGES,
  signupSchema,
  splitFullName,
  type AccountRole,
  type SignupValues,
} from "@/lib/auth/ui-schemas";
import { destinationAfterLogin, redirectOf } from "./login-answer";
import { fieldErrorsOf, messageOf, postJson, V1 } from "./post-json";
import {
  RegistrationContactFields,
  signupDefaults,
  useRegistrationOtp,
} from "./registration-contact";
import { StatusMessage, type Status } from "./status-message";
import type { z } from "zod";
import { REGISTRATION_FORM_FIELDS, type registrationResponse } from "@/lib/auth/legacy-schemas";

export type StreamOption = { id: number; name: string };

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
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: signupDefaults(role),
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const [registering, setRegistering] = useState(false);
  const [navigating, setNavigating] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const registration = useRegistrationOtp(form, {
    engagementId: ENGAGEMENT_ID[role],
    serverFields: SERVER_FIELDS,
    setStatus,
    transportErrorsInStatus: true,
  });
  const { mobileVerified, placeServerErrors } = registration;

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

  return (
    <form
      onSubmit={(event) => {
        if (!mobileVerified) setStatus({ variant: "error", text: SIGNUP_MESSAGES.verifyFirst });
        void register(event);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <RegistrationContactFields registration={registration} autoFocusName />
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
