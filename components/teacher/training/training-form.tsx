"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { Button, Dialog, Input, Select, useToast } from "@/components/ui";
import {
  EXPERIENCE_OPTIONS,
  READY_TO_JOIN_FIELD,
  TIMESLOT_OPTIONS,
} from "@/lib/teacher/training/messages";
import {
  trainingApplicationRequest,
  type TrainingApplication,
  type TrainingApplicationInput,
} from "@/lib/teacher/training/schemas";

type Field = Path<TrainingApplicationInput>;

const YES_NO_GROUPS: [Field, string][] = [
  ["ready_to_pay", "Are you ready to pay for the training?"],
  ["have_laptop", "Do you have a laptop?"],
  ["have_keyboard", "Do you have a keyboard?"],
  [READY_TO_JOIN_FIELD, "Are you ready to join TutorLive after the training?"],
];

const FIELDS: Field[] = [
  "applicant_name",
  "email",
  "country_code",
  "phone_number",
  "ready_to_pay",
  "have_laptop",
  "have_keyboard",
  "teaching_experience_years",
  "english_proficiency",
  READY_TO_JOIN_FIELD,
  "preferred_timeslot",
];

/**
 * The teacher training application (spec 3): every field required with the spec's messages beside
 * its group; 422 puts the server's errors there too; status false opens a dialog with the
 * server's message; success opens a dialog and reloads the page on confirm; other failures toast.
 */
export function TrainingForm() {
  const { toast } = useToast();
  const form = useForm<TrainingApplicationInput, unknown, TrainingApplication>({
    resolver: zodResolver(trainingApplicationRequest),
    defaultValues: { applicant_name: "", email: "", country_code: "+91", phone_number: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [dialog, setDialog] = useState<{ ok: boolean; message: string } | null>(null);
  const errorOf = (f: Field) =>
    (errors as Record<string, { message?: string } | undefined>)[f]?.message;

  async function submit(values: TrainingApplication) {
    const answer = await postJson<{ status: boolean; message: string }>(
      "/teacher-training-program",
      values,
    );
    if (answer.httpStatus === 422) {
      const fields = fieldErrorsOf(answer.data);
      for (const f of FIELDS)
        if (fields[f]) form.setError(f, { type: "server", message: fields[f] });
      return;
    }
    if (answer.httpStatus === 200 && typeof answer.data.status === "boolean") {
      setDialog({ ok: answer.data.status, message: answer.data.message ?? "" });
      return;
    }
    toast({ title: messageOf(answer.data), variant: "error" });
  }

  function closeDialog() {
    const ok = dialog?.ok;
    setDialog(null);
    if (ok) window.location.reload();
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-5">
      <Input
        label="Your name"
        autoComplete="name"
        {...form.register("applicant_name")}
        error={errorOf("applicant_name")}
      />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register("email")}
        error={errorOf("email")}
      />
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <Input
          label="Code"
          autoComplete="tel-country-code"
          {...form.register("country_code")}
          error={errorOf("country_code")}
        />
        <Input
          label="Phone number"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...form.register("phone_number")}
          error={errorOf("phone_number")}
        />
      </div>
      {YES_NO_GROUPS.map(([name, legend]) => (
        <fieldset key={name} aria-describedby={errorOf(name) ? `${name}-error` : undefined}>
          <legend className="text-sm font-medium">{legend}</legend>
          <div className="mt-2 flex gap-6">
            {(["yes", "no"] as const).map((v) => (
              <label key={v} className="flex items-center gap-2 text-sm">
                <input type="radio" value={v} {...form.register(name)} />
                {v === "yes" ? "Yes" : "No"}
              </label>
            ))}
          </div>
          {errorOf(name) && (
            <p id={`${name}-error`} className="mt-1 text-sm text-red-700" role="alert">
              {errorOf(name)}
            </p>
          )}
        </fieldset>
      ))}
      <Select
        label="Teaching experience (years)"
        placeholder="Choose"
        options={EXPERIENCE_OPTIONS.map((v) => ({ value: v, label: v }))}
        {...form.register("teaching_experience_years")}
        error={errorOf("teaching_experience_years")}
      />
      <fieldset>
        <legend className="text-sm font-medium">Rate your English (1 = basic, 5 = fluent)</legend>
        <div className="mt-2 flex gap-4">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm">
              <input type="radio" value={n} {...form.register("english_proficiency")} />
              {n}
            </label>
          ))}
        </div>
        {errorOf("english_proficiency") && (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {errorOf("english_proficiency")}
          </p>
        )}
      </fieldset>
      <Select
        label="Preferred time slot"
        placeholder="Choose"
        options={TIMESLOT_OPTIONS.map((v) => ({
          value: v,
          label: v[0]!.toUpperCase() + v.slice(1),
        }))}
        {...form.register("preferred_timeslot")}
        error={errorOf("preferred_timeslot")}
      />
      <Button type="submit" loading={isSubmitting} className="sm:self-start">
        Apply
      </Button>
      <Dialog
        open={dialog !== null}
        onClose={closeDialog}
        title={dialog?.ok ? "Application received" : "Could not apply"}
        footer={<Button onClick={closeDialog}>OK</Button>}
      >
        <p role={dialog?.ok ? "status" : "alert"}>{dialog?.message}</p>
      </Dialog>
    </form>
  );
}
