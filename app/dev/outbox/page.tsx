import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Alert, Button, buttonClasses, Input } from "@/components/ui";
import { getDb } from "@/db";
import { devOutboxVisible } from "@/lib/messaging/from-env";
import { formatSentAt } from "@/lib/messaging/format-sent-at";
import { listOutbox, OUTBOX_LIMIT, type OutboxEntry } from "@/lib/messaging/list-outbox";
import { outboxQuery, OUTBOX_TO_MESSAGE } from "@/lib/messaging/schemas";
import type { Channel } from "@/lib/messaging/types";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = {
  title: "Outbox (development)",
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const CHANNEL_LABELS: Record<Channel, string> = {
  sms: "SMS",
  whatsapp: "WhatsApp",
  email: "E-mail",
};

const CHANNEL_CLASSES: Record<Channel, string> = {
  sms: "bg-sky-100 text-sky-900",
  whatsapp: "bg-green-100 text-green-900",
  email: "bg-violet-100 text-violet-900",
};

/**
 * The embedded message transport's mailbox: every SMS, WhatsApp message and e-mail the app sent
 * while no provider is configured (OTPs included). Gone (404) as soon as a provider is configured.
 */
export default async function OutboxPage({ searchParams }: Props) {
  if (!devOutboxVisible(process.env)) notFound();
  const params = await searchParams;
  const typed = typeof params.to === "string" ? params.to : "";
  const query = outboxQuery.safeParse({ to: typed });
  const to = query.success ? query.data.to : undefined;
  const [messages, viewer] = await Promise.all([
    query.success ? listOutbox(await getDb(), { to, limit: OUTBOX_LIMIT }) : [],
    getViewer(),
  ]);

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="mt-2 text-slate-700">
        No SMS, WhatsApp or e-mail provider is configured, so every message the site sends (login
        codes included) stops here instead. This page goes away once a provider is set up.
      </p>

      <form
        method="get"
        action="/dev/outbox"
        role="search"
        aria-label="Filter messages"
        className="mt-6 flex max-w-xl flex-col gap-3"
      >
        <Input
          label="Mobile or e-mail"
          hint="A 10-digit mobile is read as +91. Leave empty to see every message."
          name="to"
          defaultValue={typed}
          error={query.success ? undefined : OUTBOX_TO_MESSAGE}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit">Show messages</Button>
          {typed ? (
            <Link href="/dev/outbox" className={buttonClasses("secondary")}>
              Show all
            </Link>
          ) : null}
        </div>
      </form>

      <h2 className="mt-8 text-lg font-semibold">
        {to ? `Messages to ${to}` : "All messages"}
        <span className="font-normal text-slate-600">
          {" "}
          · {messages.length === OUTBOX_LIMIT ? `newest ${OUTBOX_LIMIT}` : messages.length}
        </span>
      </h2>

      {messages.length === 0 ? (
        <Alert className="mt-4" title="No messages yet">
          {to
            ? `Nothing has been sent to ${to}. Check the number or address, or ask for a new code.`
            : "Nothing has been sent yet. Ask for a login code, and it will appear here."}
        </Alert>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" aria-label="Messages, newest first">
          {messages.map((m) => (
            <li key={m.id}>
              <OutboxMessage message={m} timeZone={viewer.timeZone} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function OutboxMessage({ message: m, timeZone }: { message: OutboxEntry; timeZone: string }) {
  const headingId = `outbox-message-${m.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
          <span
            className={`rounded px-2 py-0.5 text-xs font-semibold uppercase tracking-wide ${CHANNEL_CLASSES[m.channel]}`}
          >
            {CHANNEL_LABELS[m.channel]}
          </span>
          <span className="sr-only">to</span>
          <span className="break-all">{m.to}</span>
        </h3>
        <time dateTime={m.createdAt.toISOString()} className="shrink-0 text-sm text-slate-600">
          {formatSentAt(m.createdAt, timeZone)}
        </time>
      </div>
      {m.status === "failed" ? (
        <p className="mt-2 text-sm font-medium text-red-700">
          Not delivered{m.error ? `: ${m.error}` : "."}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[6rem_minmax(0,1fr)]">
        {m.subject ? (
          <>
            <dt className="font-medium text-slate-600">Subject</dt>
            <dd className="break-words text-slate-900">{m.subject}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600">Message</dt>
        <dd className="whitespace-pre-wrap break-words text-slate-900">{m.body}</dd>
      </dl>
    </article>
  );
}
