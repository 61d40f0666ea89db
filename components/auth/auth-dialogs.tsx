"use client";

import { useState } from "react";
import type { AccountRole, LoginIdentifierValues } from "@/lib/auth/ui-schemas";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { LoginDialog } from "./login-dialog";
import { SignupDialog } from "./signup-dialog";
import type { StreamOption } from "./signup-form";
import type { Status } from "./status-message";

export type AuthView = "login" | "forgot" | "signup-student" | "signup-teacher" | null;

/**
 * The account modals and how they lead to each other: login ↔ forgot password, login ↔ signup.
 * With `inlineLogin` (the /login page) the login flow is on the page, so "back to login" closes.
 */
export function AuthDialogs({
  view,
  onViewChange,
  streams,
  inlineLogin = false,
  forgotPrefill,
  loginNotice,
  onPasswordChanged,
}: {
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  streams: StreamOption[];
  inlineLogin?: boolean;
  forgotPrefill?: LoginIdentifierValues;
  /** A message for the login dialog, e.g. after a password change. */
  loginNotice?: Status;
  onPasswordChanged: (message: string) => void;
}) {
  const [prefill, setPrefill] = useState<LoginIdentifierValues | undefined>(undefined);
  const backToLogin = () => onViewChange(inlineLogin ? null : "login");
  const signupRole: AccountRole | null =
    view === "signup-student" ? "student" : view === "signup-teacher" ? "teacher" : null;
  return (
    <>
      {inlineLogin ? null : (
        <LoginDialog
          open={view === "login"}
          onClose={() => onViewChange(null)}
          notice={loginNotice}
          onForgotPassword={(who) => {
            setPrefill(who);
            onViewChange("forgot");
          }}
          onSignup={(role) => onViewChange(`signup-${role}`)}
        />
      )}
      <ForgotPasswordDialog
        open={view === "forgot"}
        onClose={() => onViewChange(null)}
        prefill={forgotPrefill ?? prefill}
        onDone={onPasswordChanged}
        onBackToLogin={backToLogin}
      />
      <SignupDialog
        role={signupRole ?? "student"}
        open={signupRole !== null}
        onClose={() => onViewChange(null)}
        onRoleChange={(role) => onViewChange(`signup-${role}`)}
        onLogin={backToLogin}
        streams={streams}
      />
    </>
  );
}
