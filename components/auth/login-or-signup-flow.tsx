"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { deviceTimeZone } from "@/lib/money/zone-options";
import { LOGIN_MESSAGES } from "@/lib/auth/messages";
import { ENGAGEMENT_ID } from "@/lib/auth/roles";
import {
  DEFAULT_DIAL_CODE,
  type LoginOrSignupIdentifierValues,
  type ProfileStepValues,
} from "@/lib/auth/ui-schemas";
import { enrolInWorkshop } from "@/components/trial/workshops/enrol";
import { redirectOf } from "./login-answer";
import { LoginOrSignupIdentifierStep } from "./login-or-signup-identifier-step";
import { LoginOrSignupOtpStep } from "./login-or-signup-otp-step";
import { browserTimeZone, fieldErrorsOf, messageOf, postJson, V1 } from "./post-json";
import { ProfileStep } from "./profile-step";
import { SiblingChoiceStep } from "@/components/family/sibling-choice-step";
import { StatusMessage, type Status } from "./status-message";
import { TextButton } from "./text-button";
import { useFocusOnChange } from "./use-focus-on-change";
import { useOtpSendState } from "./use-otp-send-state";
import type { z } from "zod";
import type {
  legacyUserSchema,
  otpLoginOrSignupResponse,
  sendOtpForLoginOrSignupResponse,
  submitUserDataResponse,
  submitUserWhatsappMobileResponse,
} from "@/lib/auth/signup/legacy-schemas";

type Step = "identifier" | "otp" | "profile" | "sibling";

type SendAnswer = z.output<typeof sendOtpForLoginOrSignupResponse>;
/** The new account otpLoginOrSignup returns (login email_user / mobile_user). */
type NewUser = Partial<z.output<typeof legacyUserSchema>>;
/** otpLoginOrSignup's answer; it never asks to choose an account (show_entity is "false"). */
type OtpAnswer = z.output<typeof otpLoginOrSignupResponse>;
type SavedAnswer = z.output<typeof submitUserDataResponse>;

export type LoginOrSignupFlowProps = {
  /**
   * A student-area page to come back to (e.g. /st/book-demo/{course}), sent as redirect_url; the
   * server's redirect rules answer with redirect_to, where the flow goes.
   */
  redirectTo?: string;
  /** The course the visitor came from, passed along to the server. */
  courseId?: number;
  /** Login rule 4: the workshop to enrol into once logged in (signup_type "workshop"). */
  workshop?: { courseId: number; slotId: number };
  /**
   * Login rule 5: a pack chosen before logging in (pack_type, pack_currency); once logged in (or
   * signed up), `onOpenPayment` opens the payment modal with billing fields instead of navigating.
   */
  pack?: { packType: string; currency?: string | null };
  onOpenPayment?: (pack: { packType: string; currency: string | null }) => void;
};

/**
 * Spec 2 login or signup: (1) a WhatsApp number or an e-mail, (2) the 6-digit OTP, then for a new
 * account (login "email_user" / "mobile_user") (3) the WhatsApp preference and the profile.
 */
export function LoginOrSignupFlow({
  redirectTo,
  courseId,
  workshop,
  pack,
  onOpenPayment,
}: LoginOrSignupFlowProps) {
  const router = useRouter();
  const send = useOtpSendState();
  const [step, setStep] = useState<Step>("identifier");
  const [ident, setIdent] = useState<LoginOrSignupIdentifierValues>({
    type: "mobile",
    countryCode: DEFAULT_DIAL_CODE,
    mobile: "",
    email: "",
  });
  const [newUser, setNewUser] = useState<{ kind: "email_user" | "mobile_user"; user: NewUser }>();
  // Rule 9: the course page the sibling choice leads to.
  const [siblingCourse, setSiblingCourse] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [navigating, setNavigating] = useState(false);
  const stepRef = useFocusOnChange<HTMLDivElement>(step);

  const custId = (v: LoginOrSignupIdentifierValues) =>
    v.type === "mobile" ? v.mobile : v.email.trim();
  // What the popup was opened for; the server's redirect rules read it (spec 2 §4).
  const context = {
    ...(courseId ? { course_id: courseId, signup_type: "book_demo" } : {}),
    ...(redirectTo ? { redirect_url: redirectTo } : {}),
    ...(workshop
      ? { signup_type: "workshop", course_id: workshop.courseId, slot_id: String(workshop.slotId) }
      : {}),
    ...(pack
      ? { pack_type: pack.packType, ...(pack.currency ? { pack_currency: pack.currency } : {}) }
      : {}),
  };

  // Rule 5: the payment modal (the page that opened the login shows it).
  function openPayment(p: { packType: string; currency: string | null }) {
    setStatus({ variant: "success", text: "You are logged in. Opening the payment…" });
    onOpenPayment?.(p);
  }

  // Rule 4: enrol into the workshop; success goes to the thank-you page, anything else reloads.
  async function enrolWorkshop(w: { courseId: number | string; slotId: number | string }) {
    setNavigating(true);
    const outcome = await enrolInWorkshop(w.courseId, w.slotId);
    setStatus({
      variant: outcome.kind === "success" ? "success" : outcome.kind,
      text: outcome.message,
    });
    if (outcome.kind === "success") {
      router.replace(outcome.to);
      router.refresh();
      return;
    }
    window.setTimeout(() => window.location.reload(), 2500);
  }

  function go(answer: { prefix?: string; redirect_to?: string }) {
    const target = redirectOf(answer);
    setNavigating(true);
    setStatus({ variant: "success", text: "You are logged in. Taking you there…" });
    router.replace(target);
    router.refresh();
  }

  async function sendOtp(values: LoginOrSignupIdentifierValues, resend: boolean) {
    setStatus(null);
    send.begin();
    const answer = await postJson<SendAnswer>(`${V1}sendOTPForLoginORSignup`, {
      type: values.type,
      cust_id: custId(values),
      country_code: values.countryCode,
      engagement_id: ENGAGEMENT_ID.student,
      ...context,
    });
    if (answer.httpStatus === 200 && answer.data.status === true) {
      send.succeed();
      setIdent(values);
      setStatus({ variant: "success", text: answer.data.message || "OTP sent." });
      setStep("otp");
      return;
    }
    send.fail(resend);
    setStatus({ variant: "error", text: messageOf(answer.data) });
  }

  async function verify(otp: string) {
    setBusy(true);
    try {
      const answer = await postJson<OtpAnswer>(`${V1}otpLoginOrSignup`, {
        type: ident.type,
        cust_id: custId(ident),
        country_code: ident.countryCode,
        cust_otp: otp,
        engagement_id: ENGAGEMENT_ID.student,
        timezone: browserTimeZone(),
        ...context,
      });
      const { data } = answer;
      if (messageOf(data, "") === LOGIN_MESSAGES.alreadyLoggedIn) {
        window.location.reload();
        return;
      }
      if (answer.httpStatus === 200 && data.status === true) {
        if (data.login === "email_user" || data.login === "mobile_user") {
          setNewUser({ kind: data.login, user: data.user ?? {} });
          setStatus({ variant: "success", text: "Your account is ready. Tell us a little more." });
          setStep("profile");
          return;
        }
        // Spec 2 §4 rule 8: an existing account with an empty first name gets the profile step.
        if (data.next_step?.kind === "show-profile-step") {
          const kind = ident.type === "email" ? "email_user" : "mobile_user";
          setNewUser({ kind, user: data.user ?? {} });
          setStatus({ variant: "success", text: "You are logged in. Tell us a little more." });
          setStep("profile");
          return;
        }
        if (data.next_step?.kind === "enrol-workshop") {
          await enrolWorkshop({
            courseId: data.next_step.course_id ?? "",
            slotId: data.next_step.slot_id ?? "",
          });
          return;
        }
        if (data.next_step?.kind === "open-payment" && onOpenPayment) {
          openPayment({
            packType: data.next_step.pack_type ?? pack?.packType ?? "",
            currency: data.next_step.currency ?? null,
          });
          return;
        }
        // Rule 9: for whom is the demo (self, a sibling or someone new).
        if (data.next_step?.kind === "show-sibling-choice") {
          setSiblingCourse(data.next_step.course_slug ?? null);
          setStatus({ variant: "success", text: "You are logged in." });
          setStep("sibling");
          return;
        }
        go(data);
        return;
      }
      setStatus({ variant: "error", text: messageOf(data) });
    } finally {
      setBusy(false);
    }
  }

  async function saveProfile(values: ProfileStepValues): Promise<Record<string, string> | void> {
    setBusy(true);
    setStatus(null);
    try {
      if (values.whatsappNumber) {
        const whatsapp = await postJson<z.output<typeof submitUserWhatsappMobileResponse>>(
          `${V1}submitUserWhatsappMobile`,
          {
            whatsapp_number: values.whatsappNumber,
            country_code: values.whatsappCountryCode,
            is_whatsapp_allowed: values.whatsappAllowed,
          },
        );
        if (whatsapp.httpStatus !== 200 || whatsapp.data.status !== true) {
          const fieldErrors = fieldErrorsOf(whatsapp.data);
          setStatus({ variant: "error", text: messageOf(whatsapp.data) });
          return Object.keys(fieldErrors).length > 0
            ? fieldErrors
            : { whatsapp_number: messageOf(whatsapp.data) };
        }
      }
      const saved = await postJson<SavedAnswer>(`${V1}submitUserData`, {
        name: values.childName.trim(),
        age: Number(values.childAge),
        parent_name: values.parentName.trim(),
        email: values.email.trim(),
        timezone: values.timeZone,
        ...context,
      });
      if (saved.httpStatus === 200 && saved.data.status === true) {
        if (workshop) {
          await enrolWorkshop(workshop);
          return;
        }
        if (pack && onOpenPayment) {
          openPayment({ packType: pack.packType, currency: pack.currency ?? null });
          return;
        }
        go({ prefix: "st", redirect_to: saved.data.redirect_to });
        return;
      }
      setStatus({ variant: "error", text: messageOf(saved.data) });
      return fieldErrorsOf(saved.data);
    } finally {
      setBusy(false);
    }
  }

  const sentTo = ident.type === "mobile" ? `${ident.countryCode} ${ident.mobile}` : ident.email;
  const user = newUser?.user ?? {};
  const locked = busy || navigating;

  return (
    <div className="flex flex-col gap-4">
      <StatusMessage status={status} />
      <div ref={stepRef} className="flex flex-col gap-4">
        {step === "identifier" ? (
          <LoginOrSignupIdentifierStep
            defaultValues={ident}
            sendLabel={send.state === "sending" ? "Sending OTP" : "Send OTP"}
            sending={send.state === "sending"}
            sendLocked={send.locked}
            onSubmit={(values) => sendOtp(values, false)}
          />
        ) : null}
        {step === "otp" ? (
          <>
            <p className="flex flex-wrap items-center justify-between gap-x-3 rounded-md bg-slate-100 px-3 py-1 text-sm text-slate-800">
              <span className="min-w-0 py-2 break-all">{sentTo}</span>
              <TextButton
                disabled={locked}
                onClick={() => {
                  send.reset();
                  setStatus(null);
                  setStep("identifier");
                }}
              >
                Change<span className="sr-only"> number or e-mail</span>
              </TextButton>
            </p>
            <LoginOrSignupOtpStep
              sentTo={sentTo}
              busy={locked}
              sendLabel={send.label}
              sending={send.state === "sending"}
              sendLocked={send.locked || navigating}
              onResend={() => void sendOtp(ident, true)}
              onSubmit={verify}
            />
          </>
        ) : null}
        {step === "sibling" ? (
          <SiblingChoiceStep
            courseSlug={siblingCourse}
            courseId={courseId}
            busy={navigating}
            onError={(text) => setStatus({ variant: "error", text })}
            onChosen={(answer) => go({ prefix: "st", redirect_to: answer.redirect_to })}
          />
        ) : null}
        {step === "profile" && newUser ? (
          <ProfileStep
            emailLocked={newUser.kind === "email_user"}
            busy={locked}
            onSubmit={saveProfile}
            defaultValues={{
              whatsappAllowed: true,
              whatsappCountryCode: user.country_code || ident.countryCode || DEFAULT_DIAL_CODE,
              whatsappNumber:
                newUser.kind === "mobile_user" ? user.reg_mobile_num || ident.mobile : "",
              childName: "",
              childAge: "",
              parentName: "",
              email: newUser.kind === "email_user" ? user.email || ident.email : user.email || "",
              timeZone: deviceTimeZone(),
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
