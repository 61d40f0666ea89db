import type { SessionUser } from "@/lib/auth/session-user";

export function AreaWelcome({ user, area }: { user: SessionUser; area: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{area}</p>
      <h1 className="mt-1 text-2xl font-bold">Welcome, {user.name}</h1>
    </section>
  );
}
