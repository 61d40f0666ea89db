import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ReasonAction } from "@/components/admin/reason-action";
import { getDb } from "@/db";
import { getPerson } from "@/lib/admin/people";
import { requireAreaUser } from "@/lib/auth/guard";
import { isAppError } from "@/lib/errors";
import { formatMoney } from "@/lib/money/format";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Person", robots: { index: false, follow: false } };

const STATUS = ["", "scheduled", "started", "held", "missed", "cancelled"];
const at = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace("T", " ") + " UTC" : "–");

function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  const id = title.toLowerCase().replace(/[^a-z]+/g, "-");
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {empty ? <p className="text-sm text-slate-600">None.</p> : children}
    </section>
  );
}

/** /admin/people/{id}: one account with its bookings, orders, contracts and messages sent. */
export default async function PersonPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAreaUser("admin");
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const view = await getPerson(await getDb(), id).catch((e: unknown) => {
    if (isAppError(e) && e.status === 404) notFound();
    throw e;
  });
  const p = view.person;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">
          {p.firstName} {p.lastName}
        </h1>
        <p className="text-slate-700">
          {p.role} #{p.id} · {p.email ?? "no e-mail"} ·{" "}
          {p.mobile ? `${p.countryCode} ${p.mobile}` : "no mobile"} ·{" "}
          {p.isActive ? "active" : "deactivated"} · joined {at(p.createdAt)}
        </p>
        {p.role === "teacher" && (
          <p className="text-slate-700">
            Application: {p.review ?? "pending"}
            {p.reviewReason ? ` (${p.reviewReason})` : ""}{" "}
            {(!p.review || p.review === "pending") && (
              <Link
                href={`/admin/queues/teacher-applicants/${p.id}`}
                className="text-indigo-700 underline"
              >
                Review
              </Link>
            )}
          </p>
        )}
        {view.siblings.length > 0 && (
          <p className="text-slate-700">
            Family #{p.familyId}:{" "}
            {view.siblings.map((s, i) => (
              <span key={s.id}>
                {i > 0 && ", "}
                <Link href={`/admin/people/${s.id}`} className="text-indigo-700 underline">
                  {s.firstName} {s.lastName}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
      {p.role !== "admin" && (
        <section
          aria-labelledby="access-title"
          className="max-w-xl rounded-lg border border-slate-200 p-4"
        >
          <h2 id="access-title" className="mb-2 text-lg font-semibold">
            {p.isActive ? "Deactivate" : "Reactivate"}
          </h2>
          <p className="mb-2 text-sm text-slate-700">
            {p.isActive
              ? "Deactivating signs them out everywhere at once and stops them signing in."
              : "Reactivating lets them sign in again."}
          </p>
          <ReasonAction
            url={`/admin/api/users/${p.id}/active`}
            payload={{ active: !p.isActive }}
            label={p.isActive ? "Deactivate account" : "Reactivate account"}
            variant={p.isActive ? "danger" : "primary"}
          />
        </section>
      )}
      <Section title="Bookings" empty={view.bookings.length === 0}>
        <ul className="text-sm">
          {view.bookings.map((b) => (
            <li key={b.id}>
              {at(b.startsAt)} · {b.subject ?? "class"} · {STATUS[b.status]}
              {b.isDemo ? " · demo" : ""}
              {b.attendedAt ? " · attended" : ""}
            </li>
          ))}
        </ul>
      </Section>
      {p.role === "teacher" && (
        <Section title="Classes taught" empty={view.taught.length === 0}>
          <ul className="text-sm">
            {view.taught.map((c) => (
              <li key={c.id}>
                {at(c.startsAt)} · {STATUS[c.status]} · {c.enrolled} enrolled
                {c.isDemo ? " · demo" : ""}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title="Orders" empty={view.orders.length === 0}>
        <ul className="text-sm">
          {view.orders.map((o) => (
            <li key={o.reference}>
              <Link href={`/admin/orders/${o.reference}`} className="text-indigo-700 underline">
                {o.reference}
              </Link>{" "}
              · {o.pack} · {formatMoney(o.totalMinor, o.currency)} · {o.status}
              {o.refundedMinor ? ` · refunded ${formatMoney(o.refundedMinor, o.currency)}` : ""}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Contracts" empty={view.contracts.length === 0}>
        <ul className="text-sm">
          {view.contracts.map((c) => (
            <li key={c.id}>
              {c.subject} · {c.totalClasses} classes
              {c.reversedClasses ? ` (${c.reversedClasses} taken back by refunds)` : ""} · since{" "}
              {at(c.createdAt)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Messages sent" empty={view.messages.length === 0}>
        <ul className="flex flex-col gap-2 text-sm">
          {view.messages.map((m) => (
            <li key={m.id} className="rounded border border-slate-200 p-2">
              <p className="text-slate-600">
                {at(m.createdAt)} · {m.channel} to {m.to} · {m.status}
                {m.subject ? ` · ${m.subject}` : ""}
              </p>
              <p className="whitespace-pre-wrap break-words">{m.body}</p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
