"use client";

import { useState } from "react";
import { postJson } from "@/components/auth/post-json";
import { Button } from "@/components/ui";

/** postJson with a `sending` flag that is true while the request is in flight. */
export function useJsonPost() {
  const [sending, setSending] = useState(false);
  async function post<T>(path: string, body: unknown) {
    setSending(true);
    try {
      return await postJson<T>(path, body);
    } finally {
      setSending(false);
    }
  }
  return { sending, post };
}

/** Cancel and submit buttons of a dialog whose form has the id `formId`. */
export function FormDialogFooter({
  formId,
  onCancel,
  sending,
  submitLabel,
}: {
  formId: string;
  onCancel: () => void;
  sending: boolean;
  submitLabel: string;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={sending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={sending}>
        {submitLabel}
      </Button>
    </>
  );
}
