"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { Input, Select } from "@/components/ui";
import { CONTEST_AGES } from "./ages";

type Registered = UseFormRegisterReturn<"mobile" | "email" | "age">;

/** The parent's mobile and e-mail and the child's age, as both contest forms ask for them. */
export function ContactFields({
  register,
  errors,
  ageLabel,
}: {
  register: (name: "mobile" | "email" | "age") => Registered;
  errors: {
    mobile?: { message?: string };
    email?: { message?: string };
    age?: { message?: string };
  };
  ageLabel: string;
}) {
  return (
    <>
      <Input
        label="Parent's mobile number"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.mobile?.message}
        {...register("mobile")}
      />
      <Input
        label="Parent's e-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <Select
        label={ageLabel}
        placeholder="Choose the age"
        options={CONTEST_AGES.map((a) => ({ value: a, label: `${a} years` }))}
        error={errors.age?.message}
        {...register("age")}
      />
    </>
  );
}
