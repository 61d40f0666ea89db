"use client";

import { useState } from "react";
import { Button, Dialog, Input } from "@/components/ui";
import { submitStudentDataRequest } from "@/lib/family/schemas";
import { PromptFormEnd } from "./prompt-card";
import { usePromptForm } from "./use-saved";

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
  const { form, errors, busy, submit, status } = usePromptForm(
    submitStudentDataRequest,
    { name, email, user_id: String(userId) },
    "/st/submitStudentData",
  );
  const close = () => {
    setOpen(false);
    onLater();
  };
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
        <PromptFormEnd status={status} busy={busy} />
        <Button variant="secondary" onClick={close} className="self-start">
          Later
        </Button>
      </form>
    </Dialog>
  );
}
