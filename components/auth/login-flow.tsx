"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui";
import { ENGAGEMENT_ID } from "@/lib/auth/roles";
import type { AccountRole, LoginIdentifierValues } from "@/lib/auth/ui-schemas";
import { EntitySection } from "./entity-section";
import {
  readLoginAnswer,
  type LoginAnswerBody,
  type LoginEntity,
  destinationAfterLogin,
  directJoinOf,
  type LoginOutcome,
} from "./login-answer";
import { LoginIdentifierSection } from "./login-identifier-section";
import { LoginMethodSection } from "./login-method-section";
import { LoginOtpSection } from "./login-otp-section";
import { LoginPasswordSection } from "./login-password-section";
import { postJson, V1, messageOf } from "./post-json";
import { StatusMessage, type Status } from "./status-message";
import { TextButton } from "./text-button";
import { useFocusOnChange } from "./use-focus-on-change";
import { useResendCountdown } from "./use-resend-countdown";
import { WhoSummary } from "./who-summary";
import { LOGIN_MESSAGES } from "@/lib/auth/messages";
import type { z } from "zod";
import type { sendOtpResponse } from "@/lib/auth/legacy-schemas";

type Section = "identifier" | "method" | "otp" | "password" | "entity";

/** sendOTP's answer, inferred from the server's response schema. */
type SendOtpAnswer = z.output<typeof sendOtpResponse>;

export type LoginFlowProps = {
  /** A message to start with, e.g. after a password change. */
  notice?: Status;
  /** Opens the forgot-password flow, prefilled with what was typed. */
  onForgotPassword?: (who: LoginIdentifierValues) => void;
  /** Opens the signup form of a role. */
  onSignup?: (role: AccountRole) => void;
  /**
   * Logged in inside a sheet that keeps its page (login-sheet.tsx): called instead of leaving for
   * the account's page, so the page's step (pack, promo, slot) stays as it was.
   */
  onSession?: () => void;
};

/**
 * The four-section login of spec 1: (1) identifier and role, (2) OTP or password, (3) the OTP with
 * a resend countdown, (4) the password; plus the account choice when several share a mobile.
 * A login answer with a session goes to its redirect_to.
 */
export function LoginFlow({
  notice = null,
  onForgotPassword,
  onSignup,
  onSession,
}: LoginFlowProps) {
  const router = useRouter();
  const [section, setSection] = useState<Section>("identifier");
  const [who, setWho] = useState<LoginIdentifierValues>({ identifier: "", role: "student" });
  // What section 1 holds before it is submitted, for "Forgot password?".
  const draft = useRef<Partial<LoginIdentifierValues>>({});
  const [entities, setEntities] = useState<LoginEntity[]>([]);
  const [status, setStatus] = useState<Status>(notice);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [navigating, setNavigating] = useState(false);
  const countdown = useResendCountdown();
  const sectionRef = useFocusOnChange<HTMLDivElement>(section);
  const engagementId = ENGAGEMENT_ID[who.role];

  function follow(outcome: LoginOutcome) {
    switch (outcome.kind) {
      case "session":
        if (onSession) {
          onSession();
          return;
        }
        setNavigating(true);
        setStatus({ variant: "success", text: "Logged in. Taking you to your page…" });
        router.replace(destinationAfterLogin(outcome.redirectTo, window.location.search));
        router.refresh();
        return;
      case "already-logged-in":
        window.location.reload();
        return;
      case "entities":
        setEntities(outcome.entities);
        setStatus({ variant: "info", text: outcome.message });
        setSection("entity");
        return;
      case "error":
        // A dead code (expired, too many wrong tries): "Resend OTP" works at once.
        if (outcome.needsNewCode) countdown.stop();
        setStatus({ variant: "error", text: outcome.message });
    }
  }

  /** sendOTP; a failed send returns to section 1 with the server's message (spec 1 §4). */
  async function sendOtp() {
    const answer = await postJson<SendOtpAnswer>(`${V1}sendOTP`, {
      engagement_id: engagementId,
      cust_id: who.identifier,
    });
    if (answer.httpStatus === 200 && answer.data.login === "true") {
      setStatus({ variant: "success", text: answer.data.message || "OTP sent." });
      countdown.start();
      setSection("otp");
      return;
    }
    if (messageOf(answer.data) === LOGIN_MESSAGES.alreadyLoggedIn) {
      window.location.reload();
      return;
    }
    countdown.stop();
    setStatus({ variant: "error", text: messageOf(answer.data) });
    // A resend refused for now (429 with the wait) keeps the code step; other refusals go back.
    if (!(section === "otp" && answer.httpStatus === 429)) setSection("identifier");
  }

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  async function chooseMethod(method: "otp" | "password") {
    setStatus(null);
    if (method === "password") {
      setSection("password");
      return;
    }
    await run(sendOtp);
  }

  async function resend() {
    setResending(true);
    try {
      await sendOtp();
    } finally {
      setResending(false);
    }
  }

  const verifyOtp = (otp: string) =>
    run(async () => {
      const answer = await postJson<LoginAnswerBody>(`${V1}otpLogin`, {
        engagement_id: engagementId,
        cust_id: who.identifier,
        cust_otp: otp,
        ...directJoinOf(window.location.search),
      });
      follow(readLoginAnswer(answer));
    });

  const verifyPassword = (password: string) =>
    run(async () => {
      const answer = await postJson<LoginAnswerBody>(`${V1}passwordLogin`, {
        engagement_id: engagementId,
        cust_id: who.identifier,
        cust_password: password,
        ...directJoinOf(window.location.search),
      });
      follow(readLoginAnswer(answer));
    });

  const chooseEntity = (entityId: string) =>
    run(async () => {
      const answer = await postJson<LoginAnswerBody>(`${V1}hasEntityLogin`, {
        entities: /^[0-9]+$/.test(entityId) ? Number(entityId) : entityId,
        reg_user_mobile: who.identifier,
        ...directJoinOf(window.location.search),
      });
      follow(readLoginAnswer(answer));
    });

  function backToStart() {
    countdown.stop();
    setStatus(null);
    setSection("identifier");
  }

  const locked = busy || navigating;

  function rememberDraft(values: Partial<LoginIdentifierValues>) {
    draft.current = values;
  }

  /** The identifier and role as typed: section 1's draft while it shows, else the chosen ones. */
  function currentWho(): LoginIdentifierValues {
    if (section !== "identifier") return who;
    return {
      identifier: draft.current.identifier ?? who.identifier,
      role: draft.current.role ?? who.role,
    };
  }

  return (
    <div className="flex flex-col gap-4">
      <StatusMessage status={status} />
      <div ref={sectionRef} className="flex flex-col gap-4">
        {section === "identifier" ? (
          <LoginIdentifierSection
            defaultValues={who}
            onDraftChange={rememberDraft}
            onSubmit={(values) => {
              setWho(values);
              setStatus(null);
              setSection("method");
            }}
          />
        ) : (
          <WhoSummary who={who} onChange={backToStart} disabled={locked} />
        )}
        {section === "method" ? <LoginMethodSection busy={busy} onSubmit={chooseMethod} /> : null}
        {section === "otp" ? (
          <LoginOtpSection
            busy={locked}
            resending={resending}
            resendLocked={countdown.running || resending || navigating}
            resendLabel={countdown.label}
            onResend={resend}
            onSubmit={verifyOtp}
          />
        ) : null}
        {section === "password" ? (
          <LoginPasswordSection busy={locked} onSubmit={verifyPassword} />
        ) : null}
        {section === "entity" ? (
          <EntitySection entities={entities} busy={locked} onSubmit={chooseEntity} />
        ) : null}
      </div>
      {onForgotPassword || onSignup ? (
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-3 text-sm text-slate-700">
          {onForgotPassword ? (
            <TextButton className="-ml-1 self-start" onClick={() => onForgotPassword(currentWho())}>
              Forgot password?
            </TextButton>
          ) : null}
          {onSignup ? (
            <div className="flex flex-col gap-2">
              <p>New here? Create an account:</p>
              <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
                <Button variant="secondary" onClick={() => onSignup("student")}>
                  Sign up as a student
                </Button>
                <Button variant="secondary" onClick={() => onSignup("teacher")}>
                  Sign up as a teacher
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
