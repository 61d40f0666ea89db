import { Spinner } from "@/components/ui";

/**
 * What a page of the student or teacher area shows while its data loads (a route's loading.tsx):
 * a heading-sized placeholder and a spinner that screen readers announce.
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <section aria-busy="true" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="h-7 w-56 max-w-full animate-pulse rounded bg-slate-200" aria-hidden="true" />
      <div className="mt-6 flex items-center gap-3 text-slate-700" role="status">
        <Spinner label={label} />
        <span aria-hidden="true">{label}…</span>
      </div>
      <div className="mt-6 grid gap-3 sm:grid-cols-2" aria-hidden="true">
        <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
        <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
      </div>
    </section>
  );
}
