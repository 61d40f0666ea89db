"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { Button, Checkbox, Input, Select } from "@/components/ui";
import { timeZoneChoices } from "@/lib/money/zone-options";
import { profileStepSchema, type ProfileStepValues } from "@/lib/auth/ui-schemas";
import { CountryMobileFields } from "./phone-fields";
import { useCountryOptions } from "./use-country-options";

/** Server field names (errors.{field}) → inputs of this step. */
export const PROFILE_SERVER_FIELDS: Record<string, Path<ProfileStepValues>> = {
  name: "childName",
  age: "childAge",
  parent_name: "parentName",
  email: "email",
  whatsapp_number: "whatsappNumber",
  country_code: "whatsappCountryCode",
  timezone: "timeZone",
};

/**
 * Spec 2 step 3, for a new account: the WhatsApp preference (and number) and the child's profile.
 * `onSubmit` returns server field errors to place on the inputs.
 */
export function ProfileStep({
  defaultValues,
  emailLocked,
  busy,
  onSubmit,
}: {
  defaultValues: ProfileStepValues;
  /** The account was made from this e-mail: show it, do not change it. */
  emailLocked: boolean;
  busy: boolean;
  onSubmit: (values: ProfileStepValues) => Promise<Record<string, string> | void>;
}) {
  const countries = useCountryOptions();
  const form = useForm<ProfileStepValues>({
    resolver: zodResolver(profileStepSchema),
    defaultValues,
    mode: "onTouched",
  });
  const zones = useMemo(
    () =>
      timeZoneChoices(defaultValues.timeZone, new Date()).map((z) => ({
        value: z.zone,
        label: `${z.label} · ${z.zone}`,
      })),
    [defaultValues.timeZone],
  );
  const whatsappAllowed = useWatch({ control: form.control, name: "whatsappAllowed" });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    let first = true;
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      const target = PROFILE_SERVER_FIELDS[field];
      if (!target) continue;
      form.setError(target, { type: "server", message }, { shouldFocus: first });
      first = false;
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-300 p-3">
        <legend className="px-1 text-sm font-medium text-slate-900">WhatsApp updates</legend>
        <Checkbox
          label="Send me class reminders and updates on WhatsApp"
          data-autofocus=""
          {...form.register("whatsappAllowed")}
        />
        <CountryMobileFields
          countryOptions={countries.options}
          country={{
            error: errors.whatsappCountryCode?.message,
            ...form.register("whatsappCountryCode"),
          }}
          mobile={{
            label: whatsappAllowed ? "WhatsApp number" : "WhatsApp number (optional)",
            maxLength: 12,
            error: errors.whatsappNumber?.message,
            ...form.register("whatsappNumber"),
          }}
        />
      </fieldset>
      <Input
        label="Child's name"
        autoComplete="off"
        error={errors.childName?.message}
        {...form.register("childName")}
      />
      <Input
        label="Child's age"
        hint="4 to 14 years"
        inputMode="numeric"
        maxLength={2}
        autoComplete="off"
        error={errors.childAge?.message}
        {...form.register("childAge")}
      />
      <Input
        label="Parent's name"
        autoComplete="name"
        error={errors.parentName?.message}
        {...form.register("parentName")}
      />
      <Input
        label={emailLocked ? "E-mail address" : "E-mail address (optional)"}
        type="email"
        autoComplete="email"
        spellCheck={false}
        readOnly={emailLocked}
        hint={emailLocked ? "You signed up with this address." : undefined}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Select
        label="Time zone"
        hint="Class times are shown in this zone."
        options={zones}
        defaultValue={defaultValues.timeZone}
        error={errors.timeZone?.message}
        {...form.register("timeZone")}
      />
      <Button type="submit" size="lg" loading={busy}>
        Save and continue
      </Button>
    </form>
  );
}
