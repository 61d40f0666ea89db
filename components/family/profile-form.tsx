"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import type { z } from "zod";
import { postJson, messageOf } from "@/components/auth/post-json";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { Button, Input, Select, type SelectOption } from "@/components/ui";
import {
  profileFormSchema,
  type checkPincodeResponse,
  type ProfileFormValues,
  type sendOtpForProfileResponse,
  type StudentProfile,
} from "@/lib/family/profile/schemas";
import { ChildFields } from "./child-fields";
import { postFamilyForm } from "./family-post";

function initialValues(p: StudentProfile): ProfileFormValues {
  return {
    pincode: p.pincode,
    first_name: p.first_name,
    last_name: p.last_name,
    parent_name: p.parent_name,
    sex: p.sex === "0" ? "" : p.sex,
    dob: p.dob,
    school_name: p.school_name,
    addr: p.addr,
    alt_mobile_num: p.alt_mobile_num,
    country_code_add: p.country_code_add || "+91",
    timezone_add: p.timezone_add,
    country_id: p.country_id ? String(p.country_id) : "",
    otp: "",
  };
}

/**
 * The profile update (spec 3): the child's names, parent name, sex, date of birth, school, address,
 * pincode, alternate mobile and time zone. "Send OTP" sends a code to the family's contact and is
 * replaced by the OTP input and the Update button (the code is not checked: spec 3 §5). Field
 * refusals land on their inputs (a server `for=dob` on the date of birth); a save goes to
 * /thank-you-profile.
 */
export function ProfileForm({
  profile,
  countries,
  zones,
}: {
  profile: StudentProfile;
  countries: SelectOption[];
  zones: SelectOption[];
}) {
  const router = useRouter();
  const [otpSent, setOtpSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: initialValues(profile),
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const fail = (text: string) => setStatus({ variant: "error", text });

  const sendOtp = async () => {
    setSending(true);
    setStatus(null);
    const answer = await postJson<z.output<typeof sendOtpForProfileResponse>>(
      "/send-otp-for-profile",
      { userId: profile.userId },
    );
    setSending(false);
    if (answer.httpStatus === 200 && answer.data.status) {
      setOtpSent(true);
      setStatus({ variant: "success", text: messageOf(answer.data) });
      return;
    }
    fail(messageOf(answer.data));
  };

  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    const answer = await postFamilyForm<z.output<typeof checkPincodeResponse>, ProfileFormValues>(
      form,
      "/check-pincode",
      { ...values, userId: profile.userId },
      fail,
    );
    if (!answer) return;
    if (answer.for && answer.for in values) {
      form.setError(answer.for as Path<ProfileFormValues>, {
        type: "server",
        message: answer.message,
      });
      form.setFocus(answer.for as Path<ProfileFormValues>);
      return;
    }
    if (!answer.state) {
      // Spec 3: state false shows an alert with the country, then the home page.
      window.alert(`${answer.message} (${answer.country})`);
      router.push("/");
      return;
    }
    router.push("/thank-you-profile");
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Update profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <ChildFields bind={(name) => ({ ...form.register(name), error: errors[name]?.message })} />
        <Input
          label="Parent's name"
          autoComplete="name"
          error={errors.parent_name?.message}
          {...form.register("parent_name")}
        />
        <Input
          label="Address"
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.addr?.message}
          {...form.register("addr")}
        />
        <Input
          label="Pincode"
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.pincode?.message}
          {...form.register("pincode")}
        />
        <Select
          label="Country"
          placeholder="Choose a country"
          options={countries}
          error={errors.country_id?.message}
          {...form.register("country_id")}
        />
        <div className="grid grid-cols-[6rem_1fr] gap-2 sm:col-span-2">
          <Input
            label="Code"
            autoComplete="off"
            error={errors.country_code_add?.message}
            {...form.register("country_code_add")}
          />
          <Input
            label="Alternate mobile (optional)"
            type="tel"
            autoComplete="tel-national"
            error={errors.alt_mobile_num?.message}
            {...form.register("alt_mobile_num")}
          />
        </div>
        <Select
          label="Time zone"
          options={zones}
          className="sm:col-span-2"
          error={errors.timezone_add?.message}
          {...form.register("timezone_add")}
        />
      </div>
      <p className="text-sm text-slate-700">
        The family&apos;s contact: {profile.country_code} {profile.reg_mobile_num || "—"}
        {profile.email ? `, ${profile.email}` : ""}. The OTP goes there.
      </p>
      <StatusMessage status={status} />
      {otpSent ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Input
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="sm:w-40"
            error={errors.otp?.message}
            {...form.register("otp")}
          />
          <Button type="submit" loading={isSubmitting}>
            Update profile
          </Button>
        </div>
      ) : (
        <Button type="button" onClick={sendOtp} loading={sending} className="self-start">
          Send OTP
        </Button>
      )}
    </form>
  );
}
