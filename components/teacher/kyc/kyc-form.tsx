"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { Alert, Button, Input, Textarea, useToast } from "@/components/ui";
import { saveKycRequest } from "@/lib/teacher/kyc/schemas";
import { AgreementCheckbox } from "../documents/agreement-checkbox";
import { postFormData } from "../documents/post-form-data";

type FormIn = z.input<typeof saveKycRequest>;
type FormOut = z.output<typeof saveKycRequest>;

const FIELDS = [
  "ccp",
  "address_proof",
  "pan_proof",
  "declaration",
  "pan",
  "gstNumber",
  "account_holder_name",
  "bank",
  "ifsc",
  "acno",
  "addr",
  "otp",
] as const;

const FILES = [
  ["ccp", "Cancelled cheque or passbook (PDF, JPG or PNG, up to 5 MB)"],
  ["address_proof", "Address proof (PDF, JPG or PNG, up to 5 MB)"],
  ["pan_proof", "PAN card (PDF, JPG or PNG, up to 5 MB)"],
] as const;

/**
 * The KYC form (spec 2): bank and tax details, three documents, and the declaration confirmed by an
 * OTP (send, then verify: the Save button waits for "verified"). Errors show beside each field and
 * as a toast; success goes to the dashboard.
 */
export function KycForm() {
  const router = useRouter();
  const { toast } = useToast();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(saveKycRequest),
    defaultValues: {
      declaration: "",
      pan: "",
      gstNumber: "",
      account_holder_name: "",
      bank: "",
      ifsc: "",
      acno: "",
      addr: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [otpSent, setOtpSent] = useState<string | null>(null);
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState<"send" | "verify" | null>(null);

  async function sendOtp() {
    setBusy("send");
    const answer = await postJson<{ message: string }>("/em/sendOTPForValidation", {});
    setBusy(null);
    if (answer.httpStatus === 200) setOtpSent(answer.data.message ?? "OTP sent.");
    else toast({ title: messageOf(answer.data), variant: "error" });
  }

  async function verifyOtp() {
    setBusy("verify");
    const answer = await postJson<{ verified: boolean; message: string }>(
      "/em/verifyOTPForValidation",
      { otp },
    );
    setBusy(null);
    if (answer.httpStatus === 200 && answer.data.verified) {
      setVerified(true);
      setOtpError(null);
      toast({ title: answer.data.message ?? "Verified", variant: "success" });
    } else {
      setOtpError(fieldErrorsOf(answer.data).otp ?? messageOf(answer.data));
    }
  }

  async function submit(values: FormOut) {
    const { status, data } = await postFormData("/em/saveKYCData", values);
    if (status === 200) {
      toast({ title: String(data.message ?? "Saved"), variant: "success" });
      router.push(String(data.redirect_url ?? "/em/dashboard"));
      router.refresh();
      return;
    }
    const fields = fieldErrorsOf(data);
    for (const f of FIELDS) {
      if (!fields[f]) continue;
      if (f === "otp") setOtpError(fields[f]);
      else form.setError(f, { type: "server", message: fields[f] });
    }
    if (fields.declaration) setVerified(false);
    toast({ title: messageOf(data), variant: "error" });
  }

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      className="flex flex-col gap-4"
      encType="multipart/form-data"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Bank account</legend>
        <Input
          label="Account holder's name"
          autoComplete="name"
          {...form.register("account_holder_name")}
          error={errors.account_holder_name?.message}
        />
        <Input label="Bank" {...form.register("bank")} error={errors.bank?.message} />
        <Input
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          {...form.register("acno")}
          error={errors.acno?.message}
        />
        <Input
          label="IFSC"
          autoCapitalize="characters"
          {...form.register("ifsc")}
          error={errors.ifsc?.message}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Tax details</legend>
        <Input
          label="PAN"
          autoCapitalize="characters"
          autoComplete="off"
          {...form.register("pan")}
          error={errors.pan?.message}
        />
        <Input
          label="GSTIN (optional)"
          autoCapitalize="characters"
          {...form.register("gstNumber")}
          error={errors.gstNumber?.message}
        />
      </fieldset>
      <Textarea
        label="Address"
        rows={3}
        maxLength={500}
        {...form.register("addr")}
        error={errors.addr?.message}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">Documents</legend>
        {FILES.map(([name, label]) => (
          <Input
            key={name}
            label={label}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            {...form.register(name)}
            error={errors[name]?.message}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold">Declaration</legend>
        <AgreementCheckbox
          register={form.register}
          name="declaration"
          error={errors.declaration?.message}
        >
          I declare that the details and documents above are mine and correct, and I will confirm
          this with the OTP sent to my mobile.
        </AgreementCheckbox>
        {verified ? (
          <Alert variant="success">Declaration confirmed by OTP.</Alert>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Button variant="secondary" onClick={() => void sendOtp()} loading={busy === "send"}>
              {otpSent ? "Resend OTP" : "Send OTP"}
            </Button>
            {otpSent && (
              <>
                <Input
                  label="OTP"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={otp}
                  onChange={(e) => setOtp(e.target.value)}
                  error={otpError ?? undefined}
                  hint={otpSent}
                />
                <Button onClick={() => void verifyOtp()} loading={busy === "verify"}>
                  Verify OTP
                </Button>
              </>
            )}
          </div>
        )}
      </fieldset>
      <Button type="submit" loading={isSubmitting} disabled={!verified} className="sm:self-start">
        Save KYC details
      </Button>
      {!verified && <p className="text-sm text-slate-600">Verify the OTP to enable saving.</p>}
    </form>
  );
}
