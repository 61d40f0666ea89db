import Link from "next/link";
import { SITE_NAME } from "@/lib/site";

export function Logo() {
  return (
    <Link
      href="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path d="M9 11h14v3h-5.5v10h-3V14H9z" fill="#fff" />
        <circle cx="24" cy="23" r="3" fill="#f59e0b" />
      </svg>
      <span>{SITE_NAME}</span>
    </Link>
  );
}
