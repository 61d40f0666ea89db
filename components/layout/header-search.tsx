/** The header's search entry: a plain GET form, so it works before (and without) JavaScript. */
export function HeaderSearch({ className = "" }: { className?: string }) {
  return (
    <form action="/search" method="get" role="search" className={`relative ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        Search teachers and subjects
      </label>
      <input
        id="site-search"
        name="text"
        type="search"
        placeholder="Search guitar, maths, Python…"
        autoComplete="off"
        className="min-h-11 w-full rounded-full border border-slate-300 bg-slate-50 py-2 pl-4 pr-12 text-base text-slate-900 placeholder:text-slate-600 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-1 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
