"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button, Input } from "@/components/ui";
import { loginPasswordSchema, type LoginPasswordValues } from "@/lib/auth/ui-schemas";

/** Login section 4: the password. */
export function LoginPasswordSection({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (password: string) => void | Promise<void>;
}) {
  const form = useForm<LoginPasswordValues>({
    resolver: zodResolver(loginPasswordSchema),
    defaultValues: { password: "" },
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(values.password))}
      noValidate
      className="flex flex-col gap-4"
    >
      <Input
        label="Password"
        type="password"
        autoComplete="current-password"
        data-autofocus=""
        error={form.formState.errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" loading={busy}>
        Login
      </Button>
    </form>
  );
}
