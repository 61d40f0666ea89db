import Link from "next/link";
import { buttonClasses } from "@/components/ui";

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">We could not find that page</h1>
      <p className="mt-3 text-slate-700">
        The link may be old or mistyped. Try a search, or start from the homepage.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link href="/" className={buttonClasses("primary")}>
          Go to homepage
        </Link>
      </div>
    </section>
  );
}
