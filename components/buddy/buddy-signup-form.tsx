"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf, messageOf, postJson, V1 } from "@/components/auth/post-json";
import {
  RegistrationContactFields,
  signupDefaults,
  useRegistrationOtp,
} from "@/components/auth/registration-contact";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { Button, Checkbox, Input } from "@/components/ui";
import type { loginResponse } from "@/lib/auth/legacy-schemas";
import { ENGAGEMENT_ID } from "@/lib/auth/roles";
import { SIGNUP_MESSAGES } from "@/lib/auth/ui-schemas";
import {
  BUDDY_SIGNUP_MESSAGES as M,
  buddySignupSchema,
  type BuddySignupValues,
  type saveBuddyResponse,
} from "@/lib/teacher/buddy/signup-schema";

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
  const form = useForm<BuddySignupValues>({
    resolver: zodResolver(buddySignupSchema),
    defaultValues: { ...signupDefaults("student"), password: "", consent: false },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const [saving, setSaving] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const registration = useRegistrationOtp(form, {
    engagementId: ENGAGEMENT_ID.student,
    serverFields: SERVER_FIELDS,
    setStatus,
    transportErrorsInStatus: false,
  });
  const { mobileVerified, placeServerErrors } = registration;

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

  const done = stopped || leaving;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <fieldset disabled={done} className="flex flex-col gap-4">
        <RegistrationContactFields registration={registration} />
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
