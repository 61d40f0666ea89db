"use client";

import { Dialog } from "@/components/ui";
import type { LoginIdentifierValues } from "@/lib/auth/ui-schemas";
import { PHONE_FULL_SCREEN } from "./dialog-classes";
import { ForgotPasswordFlow } from "./forgot-password-flow";

/** The forgot-password modal. */
export function ForgotPasswordDialog({
  open,
  onClose,
  prefill,
  onDone,
  onBackToLogin,
}: {
  open: boolean;
  onClose: () => void;
  prefill?: LoginIdentifierValues;
  onDone: (message: string) => void;
  onBackToLogin: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Forgot password"
      description="We send a code to your registered mobile and e-mail so you can set a new password."
      className={PHONE_FULL_SCREEN}
    >
      <ForgotPasswordFlow prefill={prefill} onDone={onDone} onBackToLogin={onBackToLogin} />
    </Dialog>
  );
}
