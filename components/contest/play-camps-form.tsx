"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { uploadWithProgress } from "@/components/media/upload-with-progress";
import { Alert, Checkbox, Input, Select } from "@/components/ui";
import { CONTEST_MESSAGES } from "@/lib/contest/rules";
import { streamRegistrationForm } from "@/lib/contest/schemas";
import type { z } from "zod";
import { ContactFields } from "./contact-fields";
import { ContestVideoInput, UploadFormFooter } from "./form-parts";
import { messagesKey, useClearingFieldErrors, useClearingStatus } from "./use-clearing-status";

type Input = z.input<typeof streamRegistrationForm>;
type Output = z.output<typeof streamRegistrationForm>;

/**
 * Tournament sign-up on /play-camps (POST /event-strem-registration, multipart): name, mobile,
 * e-mail, age, the tournament (a streaming subject) and the performance video; the answer's
 * status is success or fail with a message.
 */
export function PlayCampsForm({
  subjects,
  initial,
}: {
  subjects: { value: string; label: string; disabled?: boolean }[];
  initial: { name: string; age: string };
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [status, setStatus] = useClearingStatus();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(streamRegistrationForm),
    defaultValues: {
      name: initial.name,
      mobile: "",
      email: "",
      age: initial.age,
      subject_id: "",
      terms: false,
    },
  });
  const { errors } = form.formState;
  useClearingFieldErrors(messagesKey({ ...errors, media: fileError }), () => {
    form.clearErrors();
    setFileError(undefined);
  });

  async function send(values: Output) {
    setFileError(file ? undefined : CONTEST_MESSAGES.videoRequired);
    if (!file) return;
    const body = new FormData();
    body.append("name", values.name);
    body.append("mobile", values.mobile);
    body.append("email", values.email);
    body.append("age", String(values.age));
    body.append("subject_id", String(values.subject_id));
    body.append("terms", "1");
    body.append("media", file);
    setProgress(0);
    try {
      const { body: answer } = await uploadWithProgress(
        "/event-strem-registration",
        body,
        setProgress,
      );
      const data = (answer ?? {}) as { status?: string; message?: string };
      if (data.status === "success") setDone(data.message ?? CONTEST_MESSAGES.streamRegistered);
      else setStatus({ variant: "error", text: data.message ?? CONTEST_MESSAGES.failed });
    } catch {
      setStatus({ variant: "error", text: CONTEST_MESSAGES.failed });
    } finally {
      setProgress(null);
    }
  }

  if (done) return <Alert variant="success">{done}</Alert>;
  const busy = progress !== null;
  return (
    <form
      noValidate
      aria-busy={busy}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(send, () => {
        if (!file) setFileError(CONTEST_MESSAGES.videoRequired);
      })}
    >
      <fieldset disabled={busy} className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2">
        <Input label="Player's name" error={errors.name?.message} {...form.register("name")} />
        <ContactFields register={(name) => form.register(name)} errors={errors} ageLabel="Age" />
        <Select
          label="Tournament"
          placeholder="Choose a tournament"
          options={subjects}
          error={errors.subject_id?.message}
          {...form.register("subject_id")}
        />
        <ContestVideoInput
          label="A short video of the player"
          error={fileError}
          onFile={(chosen, problem) => {
            setFile(chosen);
            setFileError(problem);
          }}
        />
        <Checkbox
          className="min-[600px]:col-span-2"
          label="I am the parent or guardian and accept the tournament terms"
          error={errors.terms?.message}
          {...form.register("terms")}
        />
      </fieldset>
      <UploadFormFooter
        progress={progress}
        status={status}
        submitLabel="Sign up for the tournament"
      />
    </form>
  );
}
