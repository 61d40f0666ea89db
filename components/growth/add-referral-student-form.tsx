"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { VisitorPhoneFields } from "./visitor-phone-fields";
import { Button, Input } from "@/components/ui";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { GROWTH_MESSAGES as M } from "@/lib/growth/messages";
import {
  addReferralStudentRequest,
  type AddReferralStudentForm as Values,
} from "@/lib/growth/referral-schemas";

const FIELDS = ["name", "country_code", "mobile", "email"] as const;

/**
 * The add-referral-student form (spec 3): the same schema as the call; 'Are you sure you want to
 * add student ?' before it posts; the first server message of a field shows under that field.
 */
export function AddReferralStudentForm() {
  const router = useRouter();
  const [status, setStatus] = useState<Status>(null);
  const form = useForm<Values>({
    resolver: zodResolver(addReferralStudentRequest),
    defaultValues: { name: "", country_code: "+91", mobile: "", email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: Values) {
    setStatus(null);
    if (!window.confirm(M.confirmAddStudent)) return;
    const answer = await postJson<{ message: string }>("/add-referral-student", values);
    if (answer.httpStatus === 200) {
      setStatus({ variant: "success", text: answer.data.message ?? M.studentAdded });
      form.reset({ name: "", country_code: values.country_code, mobile: "", email: "" });
      router.refresh();
      return;
    }
    const fields = fieldErrorsOf(answer.data);
    const known = FIELDS.filter((f) => fields[f]);
    for (const f of known) form.setError(f, { type: "server", message: fields[f] });
    if (known.length === 0) setStatus({ variant: "error", text: messageOf(answer.data) });
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-4">
      <Input
        label="Student's name (optional)"
        {...form.register("name")}
        error={errors.name?.message}
      />
      <VisitorPhoneFields form={form} mobileLabel="WhatsApp number" />
      <Input
        label="Email (optional)"
        type="email"
        {...form.register("email")}
        error={errors.email?.message}
      />
      <StatusMessage status={status} />
      <Button type="submit" loading={isSubmitting}>
        Add student
      </Button>
    </form>
  );
}
