import { postJson, type JsonAnswer } from "@/components/auth/post-json";
import { HTTP_MESSAGES } from "@/lib/http/messages";

/** What the flow page does with a failed call: reload (CSRF mismatch) or show a dialog. */
export class FlowCallError extends Error {}

/** The route guard's cross-site refusal (lib/http), the same words the server sends. */
const CROSS_SITE = HTTP_MESSAGES.crossSite;

/**
 * POSTs a booking-flow call. A CSRF mismatch (419, or the cross-site refusal) reloads the page
 * (spec 3 §8); a network error or a 5xx throws FlowCallError for the error dialog.
 */
export async function flowPost<T>(path: string, body: unknown): Promise<JsonAnswer<T>> {
  const answer = await postJson<T>(path, body);
  if (
    answer.httpStatus === 419 ||
    (answer.httpStatus === 403 && answer.data.message === CROSS_SITE)
  ) {
    window.location.reload();
    throw new FlowCallError("Reloading");
  }
  if (answer.httpStatus === 0 || answer.httpStatus >= 500)
    throw new FlowCallError(answer.data.message || "Something went wrong. Please try again.");
  return answer;
}

export type FlowStep = "1A" | "1B" | "2" | "3" | "4" | "5" | "done";

export interface FlowAnswer {
  status: string;
  step: FlowStep;
  completed: string[];
  can_go_back: boolean;
  message?: string;
  errors?: Record<string, string>;
  view: Record<string, unknown> & {
    course: { id: number; name: string };
    user_timezone: string;
  };
}

export interface PackageItem {
  id: number;
  name: string;
  total_classes: number;
  teacher_id: number | null;
  currency: string;
  amount: number;
  per_class: number;
  is_offer: boolean;
}

export interface ScheduleView {
  teacher_name: string | null;
  weekly: string[];
  classes: string[];
  reserved_until: string | null;
  dst_notice: string | null;
}
