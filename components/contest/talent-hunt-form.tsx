"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, Checkbox, Input, Select } from "@/components/ui";
import { UploadAbortedError, uploadWithProgress } from "@/components/media/upload-with-progress";
import { CONTEST_MESSAGES } from "@/lib/contest/rules";
import { talentHuntForm } from "@/lib/contest/schemas";
import { ContactFields } from "./contact-fields";
import { ContestVideoInput, UploadFormFooter } from "./form-parts";
import { messagesKey, useClearingFieldErrors, useClearingStatus } from "./use-clearing-status";

export type ContestCategory = { value: string; label: string };

type Input = z.input<typeof talentHuntForm>;
type Output = z.output<typeof talentHuntForm>;

type Answer = {
  status?: string;
  message?: string;
  entry_id?: number | string;
  errors?: Record<string, string | string[]>;
};

const FIELDS = ["st_name", "mobile", "email", "age", "category", "terms"] as const;

/**
 * The talent-hunt registration (POST /talent-hunt-registration, multipart): the child's entry
 * with a real upload progress bar (XMLHttpRequest), each field's message, and on success the
 * note that the family's password went out by message.
 */
export function TalentHuntForm({
  categories,
  referredBy,
  contest,
}: {
  categories: ContestCategory[];
  referredBy?: string;
  contest?: string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<{ message: string; entryId?: string } | null>(null);
  const [status, setStatus] = useClearingStatus();
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
  const busy = progress !== null;

  async function send(values: Output) {
    if (!file) {
      setFileError(CONTEST_MESSAGES.videoRequired);
      return;
    }
    const body = new FormData();
    body.append("st_name", values.st_name);
    body.append("mobile", values.mobile);
    body.append("email", values.email);
    body.append("age", String(values.age));
    body.append("category", values.category);
    if (values.referred_by) body.append("referred_by", values.referred_by);
    if (contest) body.append("contest", contest);
    body.append("terms", "1");
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
        });
        return;
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
          We have sent the family&apos;s password by message: use it with your mobile number to log
          in. Your entry appears on the public page once our team has checked it.
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
      <UploadFormFooter progress={progress} status={status} submitLabel="Register" />
    </form>
  );
}
