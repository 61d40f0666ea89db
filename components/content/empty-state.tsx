import Link from "next/link";

/** What a list shows when it has nothing: the message and a way on. */
export function EmptyState({
  message,
  link,
}: {
  message: string;
  link?: { href: string; label: string };
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="text-lg font-medium text-slate-800">{message}</p>
      {link ? (
        <p className="mt-3">
          <Link href={link.href} className="text-indigo-800 underline">
            {link.label}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
