"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Button, Input } from "@/components/ui";
import {
  loginOrSignupIdentifierSchema,
  type LoginOrSignupIdentifierValues,
} from "@/lib/auth/ui-schemas";
import { CountryMobileFields } from "./phone-fields";
import { RadioChoice } from "./radio-choice";
import { useCountryOptions } from "./use-country-options";

const TYPE_OPTIONS = [
  { value: "mobile", label: "WhatsApp" },
  { value: "email", label: "E-mail" },
];

/** Spec 2 step 1: a WhatsApp number with its country code, or an e-mail address. */
export function LoginOrSignupIdentifierStep({
  defaultValues,
  sendLabel,
  sending,
  sendLocked,
  onSubmit,
}: {
  defaultValues: LoginOrSignupIdentifierValues;
  sendLabel: string;
  sending: boolean;
  sendLocked: boolean;
  onSubmit: (values: LoginOrSignupIdentifierValues) => void | Promise<void>;
}) {
  const countries = useCountryOptions();
  const form = useForm<LoginOrSignupIdentifierValues>({
    resolver: zodResolver(loginOrSignupIdentifierSchema),
    defaultValues,
    mode: "onTouched",
  });
  const type = useWatch({ control: form.control, name: "type" });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <RadioChoice
        legend="Continue with"
        options={TYPE_OPTIONS}
        registration={form.register("type", { onChange: () => form.clearErrors() })}
      />
      {type === "mobile" ? (
        <CountryMobileFields
          countryOptions={countries.options}
          country={{ error: errors.countryCode?.message, ...form.register("countryCode") }}
          mobile={{
            label: "WhatsApp number",
            maxLength: 12,
            "data-autofocus": "",
            error: errors.mobile?.message,
            ...form.register("mobile"),
          }}
        />
      ) : (
        <Input
          label="E-mail address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          data-autofocus=""
          error={errors.email?.message}
          {...form.register("email")}
        />
      )}
      <Button type="submit" size="lg" loading={sending} disabled={sendLocked}>
        {sendLabel}
      </Button>
    </form>
  );
}
