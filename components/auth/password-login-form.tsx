"use client";

import { useRouter } from "next/navigation";
import { useActionForm } from "@/components/forms/use-action-form";
import { Alert, Button, Input } from "@/components/ui";
import { loginWithPasswordAction } from "@/lib/auth/actions";
import { passwordLoginSchema } from "@/lib/auth/schemas";

export function PasswordLoginForm() {
  const router = useRouter();
  const { form, onSubmit, formError, errors, submitting } = useActionForm({
    schema: passwordLoginSchema,
    action: loginWithPasswordAction,
    defaultValues: { identifier: "", password: "", role: "student" },
    onSuccess: ({ redirectTo }) => {
      router.replace(redirectTo);
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset className="flex gap-2">
        <legend className="mb-2 text-sm font-medium">I am a</legend>
        {(["student", "teacher"] as const).map((role) => (
          <label
            key={role}
            className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 px-3 has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
          >
            <input
              type="radio"
              value={role}
              className="h-4 w-4 accent-indigo-700"
              {...form.register("role")}
            />
            {role === "student" ? "Student or parent" : "Teacher"}
          </label>
        ))}
      </fieldset>
      <Input
        label="E-mail or mobile number"
        autoComplete="username"
        error={errors.identifier?.message}
        {...form.register("identifier")}
      />
      <Input
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <Button type="submit" loading={submitting} size="lg">
        Login
      </Button>
    </form>
  );
}
