"use client";

import { Input, Select, type InputProps, type SelectProps } from "@/components/ui";

type MobileProps = Omit<InputProps, "type" | "inputMode" | "autoComplete"> & {
  "data-autofocus"?: string;
};

/**
 * A country-code select beside a national mobile number (side by side from 480 px). `country`
 * and `mobile` carry the fields' registrations, errors and the number's label and length.
 */
export function CountryMobileFields({
  countryOptions,
  country,
  mobile,
}: {
  countryOptions: SelectProps["options"];
  country: Omit<SelectProps, "label" | "autoComplete" | "options">;
  mobile: MobileProps;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]">
      <Select
        label="Country code"
        autoComplete="tel-country-code"
        options={countryOptions}
        {...country}
      />
      <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...mobile} />
    </div>
  );
}
