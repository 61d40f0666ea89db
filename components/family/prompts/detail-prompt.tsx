"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { StatusMessage } from "@/components/auth/status-message";
import { Button, Dialog, Input } from "@/components/ui";
import { submitStudentDataRequest, type savedResponse } from "@/lib/family/schemas";
import { postFamilyForm } from "../family-post";
import { usePromptStatus } from "./use-saved";

type Values = z.input<typeof submitStudentDataRequest>;

/** The student-detail modal (spec 1): the learner's name and the family's e-mail (submitStudentData). */
export function DetailPrompt({
  userId,
  name,
  email,
  onLater,
}: {
  userId: number;
  name: string;
  email: string;
  onLater: () => void;
}) {
  const [open, setOpen] = useState(true);
  const { status, fail, saved, clear } = usePromptStatus();
  const form = useForm<Values, unknown, z.output<typeof submitStudentDataRequest>>({
    resolver: zodResolver(submitStudentDataRequest),
    defaultValues: { name, email, user_id: String(userId) },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    setOpen(false);
    onLater();
  };
  const submit = form.handleSubmit(async () => {
    clear();
    const answer = await postFamilyForm<z.output<typeof savedResponse>, Values>(
      form,
      "/st/submitStudentData",
      form.getValues(),
      fail,
    );
    if (answer) saved(answer.message);
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Your details"
      description="Tell us the learner's name and an e-mail for class reminders."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Input
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <Input
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <StatusMessage status={status} />
        <div className="flex gap-3">
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
          <Button variant="secondary" onClick={close}>
            Later
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
