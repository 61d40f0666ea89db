import { Spinner } from "@/components/ui";

/** What a dashboard shows while its lists stream in (the page's Suspense fallback). */
export function DashboardLoading({ label }: { label: string }) {
  return (
    <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-10 text-slate-700 sm:px-6">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
