"use client";

import { useState } from "react";
import { messageOf } from "@/components/auth/post-json";
import { useJsonPost } from "./after-class-form";
import { Button } from "@/components/ui";

/** A student asks for the recording of a class that has begun (POST {v1}request-video). */
export function RequestVideoButton({ sessionId }: { sessionId: number }) {
  const { sending, post } = useJsonPost();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function request() {
    setError(null);
    const { httpStatus, data } = await post<{ status: string }>("/ng-api/v1/request-video", {
      slot_id: sessionId,
    });
    if (httpStatus === 200 && data.status === "success") setDone(messageOf(data));
    else setError(messageOf(data));
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size="sm"
        onClick={request}
        loading={sending}
        disabled={done !== null}
      >
        {done ? "Recording requested" : "Request recording"}
      </Button>
      <p role="status" className="text-sm text-green-800">
        {done}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
