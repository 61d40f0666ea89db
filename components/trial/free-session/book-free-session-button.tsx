"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { fieldErrorsOf, messageOf, postJson, V1 } from "@/components/auth/post-json";
import { ProfileStep } from "@/components/auth/profile-step";
import { DEFAULT_DIAL_CODE, type ProfileStepValues } from "@/lib/auth/ui-schemas";
import { deviceTimeZone } from "@/lib/money/zone-options";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Button, buttonClasses, Dialog, Spinner } from "@/components/ui";
import { loginPathFor } from "@/lib/auth/redirect-after-login";
import type { BookFreeSessionAnswer } from "@/lib/trial/free-session/schemas";

const LoginOrSignupDialog = lazy(() =>
  import("@/components/auth/login-or-signup-dialog").then((m) => ({
    default: m.LoginOrSignupDialog,
  })),
);

const FAILED = "We could not start the booking. Please try again.";

/**
 * "Book a free session" on a course page (spec 3 §5): POST book-free-session {course_id}. Not signed
 * in: the sign-in modal with signup type book_demo, which ends on the booking page; a family: the
 * book-demo modal (which child, or a new one) and then the course's booking page, where the demo
 * booking service books it; course 0: the course list.
 */
export function BookFreeSessionButton({
  courseId,
  bookingPath,
  signedIn,
}: {
  courseId: number;
  bookingPath: string;
  signedIn: boolean;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [login, setLogin] = useState(false);
  const [modal, setModal] = useState<BookFreeSessionAnswer | null>(null);

  async function start() {
    setBusy(true);
    setStatus(null);
    const { httpStatus, data } = await postJson<BookFreeSessionAnswer>("/book-free-session", {
      course_id: courseId,
    });
    setBusy(false);
    if (httpStatus !== 200 || !data.status) {
      setStatus({ variant: "error", text: data.message || FAILED });
      return;
    }
    if (data.success === false && data.status === "login") setLogin(true);
    else if (data.status === "courses") router.push("/courses");
    else setModal(data as BookFreeSessionAnswer);
  }

  if (!hydrated) {
    return (
      <Link
        href={signedIn ? bookingPath : loginPathFor(bookingPath)}
        className={buttonClasses("primary", "lg")}
      >
        Book a free demo
      </Link>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button size="lg" aria-haspopup="dialog" onClick={() => void start()} disabled={busy}>
          {busy ? "Opening…" : "Book a free demo"}
        </Button>
      </div>
      <StatusMessage status={status} />
      {login ? (
        <Suspense fallback={<Spinner size="sm" label="Opening the form" />}>
          <LoginOrSignupDialog
            open
            onClose={() => setLogin(false)}
            title="Book a free demo"
            redirectTo={bookingPath}
            courseId={courseId}
          />
        </Suspense>
      ) : null}
      {modal ? <BookDemoModal answer={modal} onClose={() => setModal(null)} /> : null}
    </div>
  );
}

/** The book-demo modal for a family: which child the free session is for, or a new child. */
function BookDemoModal({
  answer,
  onClose,
}: {
  answer: BookFreeSessionAnswer;
  onClose: () => void;
}) {
  const current = answer.children.find((c) => c.current)?.user_id ?? answer.children[0]?.user_id;
  const [chosen, setChosen] = useState<string>(current ? String(current) : "new");
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  // needs_profile: the child has no name yet, so the profile step comes before booking.
  const [needsProfile, setNeedsProfile] = useState(answer.needs_profile);

  /** The profile step's save (as after a login): WhatsApp number if given, then the profile. */
  async function saveProfile(values: ProfileStepValues): Promise<Record<string, string> | void> {
    setBusy(true);
    setStatus(null);
    try {
      if (values.whatsappNumber) {
        const w = await postJson<{ status: boolean }>(`${V1}submitUserWhatsappMobile`, {
          whatsapp_number: values.whatsappNumber,
          country_code: values.whatsappCountryCode,
          is_whatsapp_allowed: values.whatsappAllowed,
        });
        if (w.httpStatus !== 200 || w.data.status !== true) {
          setStatus({ variant: "error", text: messageOf(w.data) });
          const errors = fieldErrorsOf(w.data);
          return Object.keys(errors).length ? errors : { whatsapp_number: messageOf(w.data) };
        }
      }
      const saved = await postJson<{ status: boolean }>(`${V1}submitUserData`, {
        name: values.childName.trim(),
        age: Number(values.childAge),
        parent_name: values.parentName.trim(),
        email: values.email.trim(),
        timezone: values.timeZone,
        course_id: answer.course_id,
        signup_type: "book_demo",
      });
      if (saved.httpStatus === 200 && saved.data.status === true) {
        setStatus({ variant: "success", text: "Profile saved. Taking you to the times…" });
        setNeedsProfile(false);
        window.location.assign(answer.redirect_to);
        return;
      }
      setStatus({ variant: "error", text: messageOf(saved.data) });
      return fieldErrorsOf(saved.data);
    } finally {
      setBusy(false);
    }
  }

  if (needsProfile) {
    return (
      <Dialog
        open
        onClose={onClose}
        title="Book a free demo"
        description="Tell us about the child first."
      >
        <div className="flex flex-col gap-4">
          <StatusMessage status={status} />
          <ProfileStep
            emailLocked={false}
            busy={busy}
            onSubmit={saveProfile}
            defaultValues={{
              whatsappAllowed: true,
              whatsappCountryCode: DEFAULT_DIAL_CODE,
              whatsappNumber: "",
              childName: "",
              childAge: "",
              parentName: "",
              email: "",
              timeZone: deviceTimeZone(),
            }}
          />
        </div>
      </Dialog>
    );
  }

  async function go() {
    setBusy(true);
    setStatus(null);
    const child = answer.children.find((c) => String(c.user_id) === chosen);
    if (child && !child.current) {
      // Act as the chosen child (decision 017), then book on the course's page.
      const response = await fetch(`/switch-sibling-user/${child.user_id}`, {
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      }).catch(() => null);
      if (!response?.ok) {
        setBusy(false);
        setStatus({ variant: "error", text: FAILED });
        return;
      }
    }
    setStatus({ variant: "success", text: "Taking you to the times…" });
    window.location.assign(answer.redirect_to);
  }

  return (
    <Dialog open onClose={onClose} title="Book a free demo" description={answer.message}>
      <div className="flex flex-col gap-4">
        <StatusMessage status={status} />
        <fieldset className="flex flex-col gap-2" disabled={busy}>
          <legend className="font-medium">Who is the free session for?</legend>
          {answer.children.map((c) => (
            <label key={c.user_id} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="child"
                value={String(c.user_id)}
                checked={chosen === String(c.user_id)}
                onChange={(e) => setChosen(e.target.value)}
                className="size-5 accent-indigo-700"
              />
              {c.name}
            </label>
          ))}
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="child"
              value="new"
              checked={chosen === "new"}
              onChange={(e) => setChosen(e.target.value)}
              className="size-5 accent-indigo-700"
            />
            Another child
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          {chosen === "new" ? (
            <Link href="/st/add-sibling" className={buttonClasses("primary")}>
              Add the child first
            </Link>
          ) : (
            <Button onClick={() => void go()} disabled={busy}>
              {busy ? "Opening…" : "Choose a time"}
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
