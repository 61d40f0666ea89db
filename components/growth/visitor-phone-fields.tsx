"use client";

import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { CountryMobileFields } from "@/components/auth/phone-fields";
import { useCountryOptions } from "@/components/auth/use-country-options";

type PhoneForm = FieldValues & { country_code?: string; mobile: string };

/**
 * The country code and mobile of the growth forms, on fields named `country_code` and `mobile`.
 * The code starts at the visitor's own (the server's geolocation) until the user picks one.
 */
export function VisitorPhoneFields<T extends PhoneForm>({
  form,
  mobileLabel,
}: {
  form: UseFormReturn<T>;
  mobileLabel: string;
}) {
  const countries = useCountryOptions();
  const code = "country_code" as Path<T>;
  const mobile = "mobile" as Path<T>;
  const { setValue, getFieldState } = form;
  useEffect(() => {
    if (countries.loaded && !getFieldState(code).isDirty) {
      setValue(code, countries.defaultCode as PathValue<T, Path<T>>);
    }
  }, [countries.loaded, countries.defaultCode, setValue, getFieldState, code]);
  const errors = form.formState.errors;
  return (
    <CountryMobileFields
      countryOptions={countries.options}
      country={{
        ...form.register(code),
        error: errors.country_code?.message as string | undefined,
      }}
      mobile={{
        label: mobileLabel,
        ...form.register(mobile),
        error: errors.mobile?.message as string | undefined,
      }}
    />
  );
}
