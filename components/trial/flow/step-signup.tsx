"use client";

import { useState, type FormEvent } from "react";
import { fieldErrorsOf, messageOf } from "@/components/auth/post-json";
import { Alert, Button, Input } from "@/components/ui";
import { flowPost } from "./api";

const KEY = "trial-signup";
type Signup = { name: string; code: string; mobile: string; age: string };
const EMPTY: Signup = { name: "", code: "+91", mobile: "", age: "" };

/** registerStudent's fields: the mobile with its country code. */
const payload = (f: Signup) => ({
  name: f.name,
  age: f.age,
  mobile: `${f.code.trim().startsWith("+") ? f.code.trim() : `+${f.code.trim()}`}${f.mobile.replace(/\D/g, "")}`,
});

function stored(): Signup {
  try {
    return { ...EMPTY, ...JSON.parse(sessionStorage.getItem(KEY) ?? "{}") };
  } catch {
    return EMPTY;
  }
}

type Answer = { status: boolean; action_type?: string; message: string };

/** Step 1A: name, mobile and age; registerStudent sends the code. */
export function StepSignup({ onSent }: { onSent: (mobile: string) => Promise<void> }) {
  const [form, setForm] = useState<Signup>(() =>
    typeof window === "undefined" ? EMPTY : stored(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const r = await flowPost<Answer>("/registerStudent", payload(form));
      if (
        r.data.status &&
        (r.data.action_type === "otp_sent" || r.data.action_type === "otp_resent")
      ) {
        sessionStorage.setItem(KEY, JSON.stringify(form));
        await onSent(payload(form).mobile);
      } else {
        setErrors(fieldErrorsOf(r.data));
        setMessage(messageOf(r.data));
      }
    } finally {
      setBusy(false);
    }
  }

  const set = (k: keyof Signup) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <h2 className="text-lg font-semibold">Sign up for your trial</h2>
      {message ? <Alert variant="error">{message}</Alert> : null}
      <Input
        label="Child's name"
        name="name"
        value={form.name}
        onChange={set("name")}
        error={errors.name}
        autoComplete="name"
        required
      />
      <Input
        label="Country code"
        name="code"
        value={form.code}
        onChange={set("code")}
        inputMode="tel"
        autoComplete="tel-country-code"
        className="max-w-32"
      />
      <Input
        label="Mobile number"
        name="mobile"
        value={form.mobile}
        onChange={set("mobile")}
        error={errors.mobile}
        inputMode="tel"
        autoComplete="tel"
        required
      />
      <Input
        label="Child's age"
        name="age"
        value={form.age}
        onChange={set("age")}
        error={errors.age}
        inputMode="numeric"
        required
      />
      <Button type="submit" loading={busy}>
        Send OTP
      </Button>
    </form>
  );
}

/** Step 1B: the code; registerStudent with it registers or logs in (the session cookie is set). */
export function StepOtp({ mobile, onDone }: { mobile: string; onDone: () => Promise<void> }) {
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await flowPost<Answer>("/registerStudent", { ...payload(stored()), otp });
      if (r.data.status && (r.data.action_type === "register" || r.data.action_type === "login")) {
        sessionStorage.removeItem(KEY);
        await onDone();
      } else setError(fieldErrorsOf(r.data).otp ?? messageOf(r.data));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    const r = await flowPost<Answer>("/registerStudent", {
      ...payload(stored()),
      action_type: "resend",
    });
    if (r.data.status) {
      setSent(true);
      setTimeout(() => setSent(false), 5000);
    } else setError(messageOf(r.data));
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <h2 className="text-lg font-semibold">Confirm your mobile</h2>
      <p className="text-sm text-slate-600">We sent a code to {mobile}.</p>
      <Input
        label="OTP"
        name="otp"
        value={otp}
        onChange={(e) => setOtp(e.target.value)}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={busy}>
          Verify and continue
        </Button>
        {sent ? (
          <span role="status">OTP Sent</span>
        ) : (
          <Button variant="ghost" onClick={resend}>
            Resend OTP
          </Button>
        )}
      </div>
    </form>
  );
}
