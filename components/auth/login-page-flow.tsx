"use client";

import { useState } from "react";
import { AuthDialogs, type AuthView } from "./auth-dialogs";
import { LoginFlow } from "./login-flow";
import type { StreamOption } from "./signup-form";
import type { Status } from "./status-message";
import type { LoginIdentifierValues } from "@/lib/auth/ui-schemas";

/** The /login page: the login flow inline, with the forgot-password and signup modals. */
export function LoginPageFlow({ streams }: { streams: StreamOption[] }) {
  const [view, setView] = useState<AuthView>(null);
  const [prefill, setPrefill] = useState<LoginIdentifierValues | undefined>(undefined);
  // A password change restarts the inline flow with its message.
  const [restart, setRestart] = useState<{ key: number; notice: Status }>({ key: 0, notice: null });
  return (
    <>
      <LoginFlow
        key={restart.key}
        notice={restart.notice}
        onForgotPassword={(who) => {
          setPrefill(who);
          setView("forgot");
        }}
        onSignup={(role) => setView(`signup-${role}`)}
      />
      <AuthDialogs
        view={view}
        onViewChange={setView}
        streams={streams}
        inlineLogin
        forgotPrefill={prefill}
        onPasswordChanged={(text) => {
          setView(null);
          setRestart((r) => ({ key: r.key + 1, notice: { variant: "success", text } }));
        }}
      />
    </>
  );
}
