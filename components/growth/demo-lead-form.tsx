"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { VisitorPhoneFields } from "./visitor-phone-fields";
import { Button, Input, Select } from "@/components/ui";
import { OtpInput } from "@/components/auth/otp-fields";
import {
  browserTimeZone,
  fieldErrorsOf,
  messageOf,
  postJson,
  V1,
} from "@/components/auth/post-json";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import {
  demoLeadRequest,
  type DemoLeadForm,
  type DemoLeadResponse,
} from "@/lib/growth/lead-schema";
import { GROWTH_MESSAGES as M } from "@/lib/growth/messages";
import { teachingTimes } from "@/lib/growth/teaching-hours";

const BUDGETS = ["Under ₹1,000", "₹1,000–2,000", "₹2,000–5,000", "Over ₹5,000"];

/**
 * The demo-lead form (spec 1): details, a preferred date and time in the visitor's zone, an OTP sent
 * to the mobile, and a password. The same zod schema as POST /save-demo-leads; 222 marks the time,
 * 202 the OTP, 200 goes to the answer's redirect, anything else says 'Something went wrong…'.
 */
export function DemoLeadForm({ categories }: { categories: string[] }) {
  const router = useRouter();
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<DemoLeadForm>({
    resolver: zodResolver(demoLeadRequest),
    defaultValues: {
      name: "",
      email: "",
      country_code: "+91",
      mobile: "",
      category: "",
      subject: "",
      budget: "",
      date: "",
      time: "",
      otp: "",
      password: "",
    },
  });
  const { errors, isSubmitting } = form.formState;

  async function sendOtp() {
    setStatus(null);
    if (!(await form.trigger(["mobile", "country_code"]))) return;
    const { mobile, country_code } = form.getValues();
    setSending(true);
    const answer = await postJson<{ status: boolean; message: string }>(
      `${V1}sendOTPForLoginORSignup`,
      { type: "mobile", cust_id: mobile, country_code },
    );
    setSending(false);
    setStatus({
      variant: answer.data.status === true ? "success" : "error",
      text: messageOf(answer.data),
    });
  }

  async function submit(values: DemoLeadForm) {
    setStatus(null);
    const answer = await postJson<DemoLeadResponse>("/save-demo-leads", {
      ...values,
      time_zone: browserTimeZone(),
    });
    const code = answer.httpStatus === 200 ? answer.data.responseCode : undefined;
    if (code === 200 && answer.data.redirect) {
      setStatus({ variant: "success", text: answer.data.message ?? M.leadSaved });
      router.push(answer.data.redirect);
    } else if (code === 222) {
      form.setError(
        "time",
        { type: "server", message: answer.data.message },
        { shouldFocus: true },
      );
    } else if (code === 202) {
      form.setError("otp", { type: "server", message: answer.data.message }, { shouldFocus: true });
    } else {
      const fields = fieldErrorsOf(answer.data);
      for (const [name, message] of Object.entries(fields)) {
        form.setError(name as keyof DemoLeadForm, { type: "server", message });
      }
      setStatus({ variant: "error", text: M.somethingWrong });
    }
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-4">
      <Input
        label="Name"
        autoComplete="name"
        {...form.register("name")}
        error={errors.name?.message}
      />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register("email")}
        error={errors.email?.message}
      />
      <VisitorPhoneFields form={form} mobileLabel="Mobile number" />
      <Select
        label="Category"
        placeholder="Choose a category"
        options={categories.map((c) => ({ value: c, label: c }))}
        {...form.register("category")}
        error={errors.category?.message}
      />
      <Input label="Subject" {...form.register("subject")} error={errors.subject?.message} />
      <Select
        label="Monthly budget"
        placeholder="Choose a budget"
        options={BUDGETS.map((b) => ({ value: b, label: b }))}
        {...form.register("budget")}
        error={errors.budget?.message}
      />
      <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2">
        <Input
          label="Preferred date"
          type="date"
          {...form.register("date")}
          error={errors.date?.message}
        />
        <Select
          label="Preferred time"
          placeholder="Choose a time"
          options={teachingTimes().map((t) => ({ value: t, label: t }))}
          {...form.register("time")}
          error={errors.time?.message}
        />
      </div>
      <div className="flex flex-col gap-2">
        <OtpInput {...form.register("otp")} error={errors.otp?.message} />
        <Button variant="secondary" onClick={sendOtp} loading={sending}>
          Send OTP
        </Button>
      </div>
      <Input
        label="Password"
        type="password"
        autoComplete="new-password"
        {...form.register("password")}
        error={errors.password?.message}
      />
      <StatusMessage status={status} />
      <Button type="submit" size="lg" loading={isSubmitting}>
        Book my free demo
      </Button>
    </form>
  );
}
