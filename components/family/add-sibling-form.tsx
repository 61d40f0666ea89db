"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { Button } from "@/components/ui";
import { utcDateOf } from "@/lib/family/age";
import {
  siblingInfoSchema,
  type siblingInfoResponse,
  type SiblingInfo,
  type SiblingInfoForm,
} from "@/lib/family/schemas";
import { ChildFields } from "./child-fields";
import { postFamilyForm } from "./family-post";

/**
 * The add-sibling form (spec 3): first and last name, sex, date of birth and school, all required
 * ('X can not be empty'; the child 4 to 14), checked by the server's own schema, then
 * POST /submit-sibling-info and the dashboard.
 */
export function AddSiblingForm() {
  const router = useRouter();
  const [status, setStatus] = useState<Status>(null);
  // The browser's UTC date, as the server reads "today" for the 4–14 rule.
  const today = useMemo(() => utcDateOf(new Date()), []);
  const form = useForm<SiblingInfoForm, unknown, SiblingInfo>({
    resolver: zodResolver(siblingInfoSchema(today)),
    defaultValues: { first_name: "", last_name: "", sex: "", dob: "", school_name: "" },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    const answer = await postFamilyForm<z.output<typeof siblingInfoResponse>, SiblingInfoForm>(
      form,
      "/submit-sibling-info",
      values,
      (text) => setStatus({ variant: "error", text }),
    );
    if (!answer) return;
    setStatus({ variant: "success", text: answer.message });
    router.push(answer.redirect_to);
    router.refresh();
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Add a sibling">
      <div className="grid gap-4 sm:grid-cols-2">
        <ChildFields
          today={today}
          bind={(name) => ({ ...form.register(name), error: errors[name]?.message })}
        />
      </div>
      <StatusMessage status={status} />
      <Button type="submit" loading={isSubmitting} className="self-start">
        Add sibling
      </Button>
    </form>
  );
}
