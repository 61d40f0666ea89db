"use client";

import { Dialog } from "@/components/ui";
import { PHONE_FULL_SCREEN } from "./dialog-classes";
import { LoginFlow, type LoginFlowProps } from "./login-flow";

/** The login modal: the same LoginFlow as the /login page. */
export function LoginDialog({
  open,
  onClose,
  ...flow
}: LoginFlowProps & { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Login" className={PHONE_FULL_SCREEN}>
      <LoginFlow {...flow} />
    </Dialog>
  );
}
