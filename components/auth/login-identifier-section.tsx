"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button, Input } from "@/components/ui";
import { loginIdentifierSchema, type LoginIdentifierValues } from "@/lib/auth/ui-schemas";
import { RadioChoice } from "./radio-choice";

export const ROLE_OPTIONS = [
  { value: "student", label: "Student or parent" },
  { value: "teacher", label: "Teacher" },
];

/** Login section 1: the mobile number or e-mail, and whether a student (9) or a teacher (7). */
export function LoginIdentifierSection({
  defaultValues,
  onSubmit,
  onDraftChange,
}: {
  defaultValues: LoginIdentifierValues;
  onSubmit: (values: LoginIdentifierValues) => void;
  /** What is typed so far (e.g. to prefill "Forgot password?"). */
  onDraftChange?: (values: Partial<LoginIdentifierValues>) => void;
}) {
  const form = useForm<LoginIdentifierValues>({
    resolver: zodResolver(loginIdentifierSchema),
    defaultValues,
    mode: "onTouched",
  });
  const identifier = useWatch({ control: form.control, name: "identifier" });
  const role = useWatch({ control: form.control, name: "role" });
  useEffect(() => {
    onDraftChange?.({ identifier, role });
  }, [identifier, role, onDraftChange]);
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <Input
        label="Mobile number or e-mail"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        data-autofocus=""
        error={errors.identifier?.message}
        {...form.register("identifier")}
      />
      <RadioChoice
        legend="I am a"
        options={ROLE_OPTIONS}
        registration={form.register("role")}
        error={errors.role?.message}
      />
      <Button type="submit" size="lg">
        Continue
      </Button>
    </form>
  );
}
