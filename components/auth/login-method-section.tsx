"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui";
import { loginMethodSchema, type LoginMethodValues } from "@/lib/auth/ui-schemas";
import { RadioChoice } from "./radio-choice";

const METHOD_OPTIONS = [
  { value: "otp", label: "OTP" },
  { value: "password", label: "Password" },
];

/** Login section 2: verify with an OTP or with the password. */
export function LoginMethodSection({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (method: LoginMethodValues["method"]) => void | Promise<void>;
}) {
  const form = useForm<LoginMethodValues>({
    resolver: zodResolver(loginMethodSchema),
    defaultValues: { method: undefined },
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(values.method))}
      noValidate
      className="flex flex-col gap-4"
    >
      <RadioChoice
        legend="How do you want to verify?"
        options={METHOD_OPTIONS}
        registration={form.register("method")}
        error={form.formState.errors.method?.message}
        autoFocusFirst
      />
      <Button type="submit" size="lg" loading={busy}>
        Continue
      </Button>
    </form>
  );
}
