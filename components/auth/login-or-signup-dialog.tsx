"use client";

import { Dialog } from "@/components/ui";
import { PHONE_FULL_SCREEN } from "./dialog-classes";
import { LoginOrSignupFlow, type LoginOrSignupFlowProps } from "./login-or-signup-flow";

/** The spec 2 login/signup modal (WhatsApp or e-mail, OTP, then the profile for a new account). */
export function LoginOrSignupDialog({
  open,
  onClose,
  title = "Log in or sign up",
  ...flow
}: LoginOrSignupFlowProps & { open: boolean; onClose: () => void; title?: string }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description="We send a one-time code to your WhatsApp number or e-mail."
      className={PHONE_FULL_SCREEN}
    >
      <LoginOrSignupFlow {...flow} />
    </Dialog>
  );
}
