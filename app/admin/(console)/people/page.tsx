import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db";
import { searchPeople } from "@/lib/admin/people";
import { peopleQuery, PEOPLE_KINDS } from "@/lib/admin/schemas";
import { requireAreaUser } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "People", robots: { index: false, follow: false } };

/** /admin/people: search families, students, teachers and admins. */
export default async function PeoplePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  await requireAreaUser("admin");
  const query = peopleQuery.catch({ q: "", kind: "all" }).parse(await searchParams);
  const found = await searchPeople(await getDb(), query);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">People</h1>
      <form
        method="get"
        role="search"
        aria-label="Search people"
        className="flex flex-wrap items-end gap-3"
      >
        <label className="flex grow flex-col text-sm">
          <span className="font-medium">Name, e-mail, mobile or id</span>
          <input
            name="q"
            defaultValue={query.q}
            className="min-h-11 rounded-md border border-slate-500 px-3"
          />
        </label>
        <label className="flex flex-col text-sm">
          <span className="font-medium">Who</span>
          <select
            name="kind"
            defaultValue={query.kind}
            className="min-h-11 rounded-md border border-slate-500 px-2"
          >
            {PEOPLE_KINDS.map((k) => (
              <option key={k} value={k}>
                {k === "all" ? "Everyone" : `${k[0]!.toUpperCase()}${k.slice(1)}s`}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-indigo-700 px-4 text-white">
          Search
        </button>
      </form>
      {found.people.length === 0 && found.families.length === 0 && (
        <p className="rounded-md bg-slate-50 p-4 text-slate-700">No one matches.</p>
      )}
      {found.people.length > 0 && (
        <section aria-labelledby="accounts-title">
          <h2 id="accounts-title" className="mb-2 text-lg font-semibold">
            Accounts
          </h2>
          <ul className="flex flex-col gap-2">
            {found.people.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <Link
                  href={`/admin/people/${p.id}`}
                  className="font-semibold text-indigo-700 hover:underline"
                >
                  {p.firstName} {p.lastName}
                </Link>{" "}
                <span className="text-slate-600">
                  · {p.role}
                  {p.role === "teacher" ? ` (${p.review ?? "pending"})` : ""} · #{p.id}
                  {p.isActive ? "" : " · deactivated"}
                </span>
                <p className="text-slate-700">
                  {p.email ?? "no e-mail"} ·{" "}
                  {p.mobile ? `${p.countryCode} ${p.mobile}` : "no mobile"}
                  {p.familyId ? ` · family #${p.familyId}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {found.families.length > 0 && (
        <section aria-labelledby="families-title">
          <h2 id="families-title" className="mb-2 text-lg font-semibold">
            Families
          </h2>
          <ul className="flex flex-col gap-2">
            {found.families.map((f) => (
              <li key={f.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <Link
                  href={`/admin/people?kind=student&q=${encodeURIComponent(f.mobile ?? f.email ?? "")}`}
                  className="font-semibold text-indigo-700 hover:underline"
                >
                  Family #{f.id} {f.parentName ? `· ${f.parentName}` : ""}
                </Link>
                <p className="text-slate-700">
                  {f.email ?? "no e-mail"} ·{" "}
                  {f.mobile ? `${f.countryCode} ${f.mobile}` : "no mobile"} · {f.students} student
                  {f.students === 1 ? "" : "s"}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
