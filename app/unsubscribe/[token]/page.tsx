import type { Metadata } from "next";
import Link from "next/link";
import { UnsubscribeForm } from "@/components/engagement/unsubscribe/unsubscribe-form";
import { UNSUBSCRIBE_MESSAGES } from "@/lib/messaging/unsubscribe/messages";
import { verifyUnsubscribeToken } from "@/lib/messaging/unsubscribe/token";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };
export const dynamic = "force-dynamic";

/** "p•••@example.com" / "+91•••••122": enough to recognise, not to read off a forwarded link. */
function masked(type: "email" | "mobile", contact: string): string {
  if (type === "email") {
    const [name = "", domain = ""] = contact.split("@");
    return `${name.slice(0, 1)}•••@${domain}`;
  }
  return `${contact.slice(0, 3)}•••••${contact.slice(-3)}`;
}

/**
 * The page of the signed link in every marketing message (decision 027): no login needed; the
 * token names the contact. A reason, then POST /unsubscribe, then the site root.
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const target = verifyUnsubscribeToken(decodeURIComponent(token));
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8">
      <h1 className="mb-2 text-2xl font-semibold text-slate-900">Unsubscribe</h1>
      {target ? (
        <>
          <p className="mb-6 text-base text-slate-700">
            Stop offers, invitations and weekly digests to{" "}
            <strong>{masked(target.type, target.contact)}</strong>. Class messages and sign-in codes
            will still come.
          </p>
          <UnsubscribeForm token={decodeURIComponent(token)} type={target.type} />
        </>
      ) : (
        <p role="alert" className="text-base text-red-800">
          {UNSUBSCRIBE_MESSAGES.badLink}{" "}
          <Link href="/" className="underline">
            Go to the home page
          </Link>
        </p>
      )}
    </div>
  );
}
