"use client";

import { Dialog } from "@/components/ui";
import type { AccountRole } from "@/lib/auth/ui-schemas";
import { PHONE_FULL_SCREEN } from "./dialog-classes";
import { SignupForm, type StreamOption } from "./signup-form";
import { TextButton } from "./text-button";
import { useFocusOnChange } from "./use-focus-on-change";

const TITLES: Record<AccountRole, string> = {
  student: "Sign up as a student",
  teacher: "Sign up as a teacher",
};

/** The student or teacher signup modal, with a switch to the other role and back to login. */
export function SignupDialog({
  role,
  open,
  onClose,
  onRoleChange,
  onLogin,
  streams,
}: {
  role: AccountRole;
  open: boolean;
  onClose: () => void;
  onRoleChange: (role: AccountRole) => void;
  onLogin: () => void;
  streams: StreamOption[];
}) {
  const other: AccountRole = role === "student" ? "teacher" : "student";
  const formRef = useFocusOnChange<HTMLDivElement>(role);
  return (
    <Dialog open={open} onClose={onClose} title={TITLES[role]} className={PHONE_FULL_SCREEN}>
      <div ref={formRef}>
        {/* key: a new form (and a new verification) for each role */}
        <SignupForm key={role} role={role} streams={streams} />
      </div>
      <div className="mt-4 flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm text-slate-700">
        <p className="flex flex-wrap items-center gap-x-2">
          <span>{role === "student" ? "Are you a teacher?" : "Are you a student or parent?"}</span>
          <TextButton onClick={() => onRoleChange(other)}>{TITLES[other]}</TextButton>
        </p>
        <p className="flex flex-wrap items-center gap-x-2">
          <span>Already have an account?</span>
          <TextButton onClick={onLogin}>Log in</TextButton>
        </p>
      </div>
    </Dialog>
  );
}

export function StudentSignupDialog(props: Omit<Parameters<typeof SignupDialog>[0], "role">) {
  return <SignupDialog role="student" {...props} />;
}

export function TeacherSignupDialog(props: Omit<Parameters<typeof SignupDialog>[0], "role">) {
  return <SignupDialog role="teacher" {...props} />;
}
