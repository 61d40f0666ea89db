"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { Input, Select, type SelectOption } from "@/components/ui";
import { GENDERS } from "@/lib/family/schemas";

const SEX_OPTIONS: SelectOption[] = GENDERS.map((g) => ({
  value: String(g.value),
  label: g.label,
}));

export type ChildFieldName = "first_name" | "last_name" | "sex" | "dob" | "school_name";

/** One field's registration and its message, as a form binds it. */
export type BindField = (name: ChildFieldName) => UseFormRegisterReturn & { error?: string };

/**
 * A child's own fields, shared by the add-sibling form and the profile update (the calls use the
 * same names): first and last name, sex, date of birth (not after `today`) and school.
 */
export function ChildFields({ bind, today }: { bind: BindField; today?: string }) {
  return (
    <>
      <Input label="First name" autoComplete="off" {...bind("first_name")} />
      <Input label="Last name" autoComplete="off" {...bind("last_name")} />
      <Select label="Sex" placeholder="Choose" options={SEX_OPTIONS} {...bind("sex")} />
      <Input label="Date of birth" type="date" max={today} {...bind("dob")} />
      <Input label="School" autoComplete="organization" {...bind("school_name")} />
    </>
  );
}
