"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { Alert, Checkbox, Input, Select } from "@/components/ui";
import { UploadAbortedError, uploadWithProgress } from "@/components/media/upload-with-progress";
import { CONTEST_MESSAGES } from "@/lib/contest/rules";
import { entryOtpForm, talentHuntForm } from "@/lib/contest/schemas";
import { ContactFields } from "./contact-fields";
import { EntryOtpPanel } from "./entry-otp-panel";
import { ContestVideoInput, UploadFormFooter } from "./form-parts";
import { messagesKey, useClearingFieldErrors, useClearingStatus } from "./use-clearing-status";

export type ContestCategory = { value: string; label: string };

type Input = z.input<typeof talentHuntForm>;
type Output = z.output<typeof talentHuntForm>;

type Answer = {
  status?: string;
  message?: string;
  entry_id?: number | string;
  existing_account?: boolean;
  otp_token?: string;
  errors?: Record<string, string | string[]>;
};

const FIELDS = ["st_name", "mobile", "email", "age", "category", "terms"] as const;

/**
 * The talent-hunt registration (POST /talent-hunt-registration, multipart): the child's entry
 * with a real upload progress bar (XMLHttpRequest), each field's message, and on success the
 * note that the family's password went out by message. Issue 43.1: unless the signed-in family's
 * own number is given (`familyMobile`), "Register" first sends a code to the mobile
 * (/talent-hunt-registration/send-otp); "Confirm and register" checks it (verify-otp) and uploads
 * with the token it answered.
 */
export function TalentHuntForm({
  categories,
  referredBy,
  contest,
  familyMobile,
}: {
  categories: ContestCategory[];
  referredBy?: string;
  contest?: string;
  /** The signed-in family's own mobile (10 digits): entering with it needs no code. */
  familyMobile?: string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<{
    message: string;
    entryId?: string;
    newAccount: boolean;
  } | null>(null);
  const [status, setStatus] = useClearingStatus();
  /** The number a code was sent to (the OTP step is open while the mobile field still says it). */
  const [otpFor, setOtpFor] = useState<string | null>(null);
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string | undefined>();
  const [otpNotice, setOtpNotice] = useState<string | undefined>();
  const [proof, setProof] = useState<{ mobile: string; token: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(talentHuntForm),
    defaultValues: {
      st_name: "",
      mobile: "",
      email: "",
      age: "",
      category: "",
      referred_by: referredBy ?? "",
      terms: false,
    },
  });
  const { errors } = form.formState;
  useClearingFieldErrors(messagesKey({ ...errors, media: fileError }), () => {
    form.clearErrors();
    setFileError(undefined);
  });
  const busy = progress !== null || checking;
  const mobile = useWatch({ control: form.control, name: "mobile" });
  const otpOpen = otpFor !== null && otpFor === String(mobile ?? "").trim();

  /** Sends a code to the mobile; true when it went out. */
  async function requestCode(number: string): Promise<boolean> {
    const { httpStatus, data } = await postJson<Answer>("/talent-hunt-registration/send-otp", {
      mobile: number,
    });
    if (httpStatus < 300 && data.status === "success") return true;
    const fields = fieldErrorsOf(data);
    if (fields.mobile) form.setError("mobile", { message: fields.mobile });
    setStatus({ variant: "error", text: messageOf(data) });
    return false;
  }

  /** The OTP step's code checked (verify-otp): the token to upload with, or null (message shown). */
  async function confirmCode(number: string): Promise<string | null> {
    const checked = entryOtpForm.safeParse({ otp });
    if (!checked.success) {
      setOtpError(checked.error.issues[0]?.message);
      return null;
    }
    setOtpError(undefined);
    setChecking(true);
    const { httpStatus, data } = await postJson<Answer>("/talent-hunt-registration/verify-otp", {
      mobile: number,
      otp: checked.data.otp,
    });
    setChecking(false);
    if (httpStatus < 300 && data.status === "success" && data.otp_token) {
      setProof({ mobile: number, token: data.otp_token });
      return data.otp_token;
    }
    setOtpError(fieldErrorsOf(data).otp ?? messageOf(data));
    return null;
  }

  async function resend() {
    if (!otpFor) return;
    setResending(true);
    const { httpStatus, data } = await postJson<Answer>("/talent-hunt-registration/send-otp", {
      mobile: otpFor,
    });
    setResending(false);
    setOtp("");
    setOtpError(undefined);
    setOtpNotice(
      httpStatus < 300 && data.status === "success" ? "We sent a new OTP." : messageOf(data),
    );
  }

  async function send(values: Output) {
    if (!file) {
      setFileError(CONTEST_MESSAGES.videoRequired);
      return;
    }
    let token: string | undefined;
    if (values.mobile !== familyMobile) {
      if (proof?.mobile === values.mobile) token = proof.token;
      else if (otpFor !== values.mobile) {
        setStatus(null);
        setOtpNotice(undefined);
        if (await requestCode(values.mobile)) {
          setOtp("");
          setOtpError(undefined);
          setOtpFor(values.mobile);
        }
        return;
      } else {
        token = (await confirmCode(values.mobile)) ?? undefined;
        if (!token) return;
      }
    }
    await upload(values, token);
  }

  async function upload(values: Output, token: string | undefined) {
    if (!file) return;
    const body = new FormData();
    body.append("st_name", values.st_name);
    body.append("mobile", values.mobile);
    body.append("email", values.email);
    body.append("age", String(values.age));
    body.append("category", values.category);
    if (values.referred_by) body.append("referred_by", values.referred_by);
    if (contest) body.append("contest", contest);
    body.append("terms", "1");
    if (token) body.append("otp_token", token);
    // The file goes last: the server streams it after reading the small fields.
    body.append("media", file);
    setStatus(null);
    setProgress(0);
    try {
      const { status: http, body: answer } = await uploadWithProgress(
        "/talent-hunt-registration",
        body,
        setProgress,
      );
      const data = (answer ?? {}) as Answer;
      if (http < 300 && data.status === "success") {
        setDone({
          message: data.message ?? "Your entry is in.",
          entryId: data.entry_id !== undefined ? String(data.entry_id) : undefined,
          newAccount: data.existing_account === false,
        });
        return;
      }
      if (data.errors?.otp) {
        // The proof was refused (used up or too old): a new code opens the step again.
        setProof(null);
        setOtpFor(null);
      }
      for (const [field, value] of Object.entries(data.errors ?? {})) {
        const text = Array.isArray(value) ? value[0] : value;
        if (!text) continue;
        if (field === "media") setFileError(text);
        else if ((FIELDS as readonly string[]).includes(field)) {
          form.setError(field as (typeof FIELDS)[number], { message: text });
        }
      }
      setStatus({ variant: "error", text: data.message ?? "We could not save your entry." });
    } catch (caught) {
      setStatus({
        variant: "error",
        text:
          caught instanceof UploadAbortedError
            ? "Upload cancelled. Nothing was saved."
            : "The upload failed. Please check your connection and try again.",
      });
    } finally {
      setProgress(null);
    }
  }

  if (done) {
    return (
      <Alert variant="success" title="Thank you! Your entry is in.">
        <p>{done.message}</p>
        <p className="mt-2">
          {done.newAccount
            ? "We have sent the family's password by message: use it with your mobile number to log in. "
            : "Log in with the family's usual details to follow the entry. "}
          Your entry appears on the public page once our team has checked it.
        </p>
        {done.entryId ? (
          <p className="mt-2">
            <Link className="font-medium underline" href={`/talent-hunt/entry/${done.entryId}`}>
              See your entry
            </Link>
          </p>
        ) : null}
      </Alert>
    );
  }

  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={form.handleSubmit(send, () => {
        if (!file) setFileError(CONTEST_MESSAGES.videoRequired);
      })}
      className="flex flex-col gap-4"
    >
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <Input
          label="Child's name"
          autoComplete="off"
          error={errors.st_name?.message}
          {...form.register("st_name")}
        />
        <div className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2">
          <ContactFields
            register={(name) => form.register(name)}
            errors={errors}
            ageLabel="Child's age"
          />
          <Select
            label="Category"
            placeholder="Choose a category"
            options={categories}
            error={errors.category?.message}
            {...form.register("category")}
          />
        </div>
        <ContestVideoInput
          label="Video of the performance"
          error={fileError}
          onFile={(chosen, problem) => {
            setFile(chosen);
            setFileError(problem);
          }}
        />
        <Checkbox
          label="I am the parent or guardian and accept the contest terms"
          error={errors.terms?.message}
          {...form.register("terms")}
        />
      </fieldset>
      {otpOpen ? (
        <EntryOtpPanel
          mobile={otpFor}
          otp={otp}
          onOtp={setOtp}
          error={otpError}
          notice={otpNotice}
          resending={resending}
          disabled={busy}
          onResend={resend}
        />
      ) : null}
      <UploadFormFooter
        progress={progress}
        status={status}
        submitLabel={otpOpen ? "Confirm and register" : "Register"}
        loading={checking}
      />
    </form>
  );
}
