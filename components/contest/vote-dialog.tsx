"use client";

import { useState, type FormEvent } from "react";
import { OtpInput } from "@/components/auth/otp-fields";
import { StatusMessage } from "@/components/auth/status-message";
import { fieldErrorsOf, messageOf, postJson, type ErrorFields } from "@/components/auth/post-json";
import { Alert, Button, Dialog, Input } from "@/components/ui";
import { VOTE_MESSAGES } from "@/lib/contest/rules";
import { voteOtpForm, voteStartForm } from "@/lib/contest/schemas";
import { useClearingStatus } from "./use-clearing-status";

type Answer = { status?: string; message?: string; vote_count?: number };

/**
 * The vote modal of an entry page: mobile number and name → Send OTP → the 6-digit OTP → Vote
 * (POST /sendOTPForPublicVoting, then /verifyOTPAndSavePublicVoting). The Dialog traps focus and
 * closes on Escape.
 */
export function VoteDialog({
  entryId,
  entryName,
  open,
  onClose,
  onVoted,
}: {
  entryId: number;
  entryName: string;
  open: boolean;
  onClose: () => void;
  onVoted: (votes: number | undefined) => void;
}) {
  const [step, setStep] = useState<"details" | "otp" | "done">("details");
  const [mobile, setMobile] = useState("");
  const [name, setName] = useState("");
  const [otp, setOtp] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"mobile" | "name" | "otp", string>>>({});
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState("");
  const [status, setStatus] = useClearingStatus();

  async function sendOtp(event: FormEvent) {
    event.preventDefault();
    const checked = voteStartForm.safeParse({ mobile_num: mobile, name });
    const next: typeof errors = {};
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0] === "mobile_num" ? "mobile" : "name";
      next[field] ??= issue.message;
    }
    setErrors(next);
    if (!checked.success) return;
    setSending(true);
    const { httpStatus, data } = await postJson<Answer>("/sendOTPForPublicVoting", {
      cust_id: mobile.trim(),
      entry_id: entryId,
    });
    setSending(false);
    if (httpStatus < 300 && data.status === "success") {
      setStep("otp");
      setStatus({ variant: "info", text: messageOf(data, VOTE_MESSAGES.otpSent) });
    } else {
      refused(data);
    }
  }

  async function vote(event: FormEvent) {
    event.preventDefault();
    const checked = voteOtpForm.safeParse({ otp });
    if (!checked.success) return setErrors({ otp: checked.error.issues[0]?.message });
    const code = otp.trim();
    setErrors({});
    setSending(true);
    const { httpStatus, data } = await postJson<Answer>("/verifyOTPAndSavePublicVoting", {
      mobile_num: mobile.trim(),
      name: name.trim(),
      otp: code,
      entry_id: entryId,
    });
    setSending(false);
    if (httpStatus < 300 && data.status === "success") {
      setStep("done");
      setStatus(null);
      setThanks(messageOf(data, VOTE_MESSAGES.voted));
      onVoted(typeof data.vote_count === "number" ? data.vote_count : undefined);
    } else {
      refused(data);
    }
  }

  /** A refusal: the server's field messages on their fields (400), the message in the status line. */
  function refused(data: ErrorFields) {
    const fields = fieldErrorsOf(data);
    setErrors({ mobile: fields.mobile_num ?? fields.cust_id, name: fields.name, otp: fields.otp });
    setStatus({ variant: "error", text: messageOf(data) });
  }

  function close() {
    setStep("details");
    setOtp("");
    setErrors({});
    setStatus(null);
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Vote for ${entryName}`}
      description="One vote per mobile number. We send a one-time password to check the number."
    >
      {step === "details" ? (
        <form noValidate onSubmit={sendOtp} className="flex flex-col gap-4">
          <Input
            label="Your mobile number"
            inputMode="numeric"
            autoComplete="tel-national"
            value={mobile}
            maxLength={12}
            onChange={(e) => setMobile(e.currentTarget.value)}
            error={errors.mobile}
          />
          <Input
            label="Your name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <StatusMessage status={status} />
          <Button type="submit" loading={sending}>
            Send OTP
          </Button>
        </form>
      ) : step === "otp" ? (
        <form noValidate onSubmit={vote} className="flex flex-col gap-4">
          <OtpInput
            value={otp}
            onChange={(e) => setOtp(e.currentTarget.value)}
            error={errors.otp}
            data-autofocus
          />
          <StatusMessage status={status} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={sending}>
              Vote
            </Button>
            <Button type="button" variant="ghost" onClick={() => setStep("details")}>
              Change number
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <Alert variant="success">{thanks}</Alert>
          <Button type="button" variant="secondary" onClick={close}>
            Close
          </Button>
        </div>
      )}
    </Dialog>
  );
}
