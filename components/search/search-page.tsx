import type { Metadata } from "next";
import Link from "next/link";
import { TeacherCard } from "@/components/home/teacher-card";
import { TimeZoneNotice } from "@/components/layout/time-zone-notice";
import { Alert, Pagination, type SelectOption } from "@/components/ui";
import type { SessionUser } from "@/lib/auth/session-user";
import { formatRange, type SearchFilters } from "@/lib/catalog/search/filters";
import type { SearchPageData } from "@/lib/catalog/search/search-page";
import type { Currency } from "@/lib/money/currency";
import { formatWhenIn } from "@/lib/scheduling/date-format";
import { formatMoney } from "@/lib/money/format";
import { InterestForm } from "./interest-form";
import { ReactionButtons } from "./reaction-buttons";
import { SearchFiltersForm, type FilterChoices, type FilterValues } from "./search-filters-form";

export interface SearchPageProps {
  /** The search of this page (lib/catalog/search/search-page-request.ts). */
  data: SearchPageData;
  /** Who is searching: students get like, follow and "following"; visitors a login link. */
  user: SessionUser | null;
}

/** Title, description, canonical URL (no page=1, no currency) and robots of a search page. */
export function searchPageMetadata(data: SearchPageData): Metadata {
  return {
    title: data.title,
    description: data.description,
    alternates: { canonical: data.canonical },
    robots: data.noindex ? { index: false, follow: true } : undefined,
    openGraph: { title: data.title, description: data.description, url: data.canonical },
  };
}

const RATINGS: SelectOption[] = [
  { value: "4.5", label: "4.5 and above" },
  { value: "4", label: "4 and above" },
  { value: "3", label: "3 and above" },
];

const PRICE_STEPS: Record<Currency, number[]> = { INR: [500, 1000, 1500], USD: [10, 20, 30] };

function priceChoices(currency: Currency): SelectOption[] {
  const money = (major: number) => formatMoney(major * 100, currency);
  const [a, b, c] = PRICE_STEPS[currency] as [number, number, number];
  return [
    { value: `-${a}`, label: `Under ${money(a)}` },
    { value: `${a}-${b}`, label: `${money(a)} to ${money(b)}` },
    { value: `${b}-${c}`, label: `${money(b)} to ${money(c)}` },
    { value: `${c}+`, label: `${money(c)} and above` },
  ];
}

const EXPERIENCES: SelectOption[] = [1, 3, 5, 10].map((y) => ({
  value: `${y}+`,
  label: `${y}+ year${y === 1 ? "" : "s"}`,
}));

const SORTS: SelectOption[] = [
  { value: "", label: "Recommended" },
  { value: "rating", label: "Highest rated" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
  { value: "experience", label: "Most experienced" },
  { value: "next_free", label: "Next available time" },
];

/** Adds the current value when it is not one of the listed choices (a hand-made or legacy URL). */
function withCurrent(options: SelectOption[], value: string | undefined, label = value) {
  return value && !options.some((o) => o.value === value)
    ? [...options, { value, label: label ?? value }]
    : options;
}

function formValues(data: SearchPageData): FilterValues {
  const f: SearchFilters = data.filters;
  const slugOf = (v: SearchFilters["class"], list: { id: number; slug: string }[]) =>
    v && ("id" in v ? list.find((x) => x.id === v.id)?.slug : v.slug);
  return {
    text: f.text,
    class: slugOf(f.class, data.options.streams),
    rating: f.rating !== undefined ? String(f.rating) : undefined,
    price: f.price && formatRange(f.price),
    experience: f.experience && formatRange(f.experience),
    lang: f.lang?.join(","),
    filter: f.filter === "relevance" ? "" : f.filter,
    subject: slugOf(f.subject, data.options.subjects),
    level: f.level,
    time: f.time,
    day: f.day,
    age: f.age !== undefined ? String(f.age) : undefined,
    cur: f.cur,
    following: f.following,
    trial: f.trial,
  };
}

function choicesFor(data: SearchPageData, values: FilterValues): FilterChoices {
  return {
    streams: data.options.streams.map((s) => ({ value: s.slug, label: s.name })),
    ratings: withCurrent(RATINGS, values.rating, `${values.rating} and above`),
    prices: withCurrent(priceChoices(data.result.currency), values.price),
    experiences: withCurrent(EXPERIENCES, values.experience, `${values.experience} years`),
    languages: withCurrent(
      data.options.languages.map((l) => ({ value: l, label: l })),
      values.lang,
    ),
    sorts: SORTS,
  };
}

function Reactions({
  user,
  teacher,
}: {
  user: SessionUser | null;
  teacher: { id: number; firstName: string; lastName: string; liked: boolean; following: boolean };
}) {
  const name = `${teacher.firstName} ${teacher.lastName}`;
  if (!user) {
    return (
      <Link href="/login" className="text-sm font-medium text-indigo-700 underline">
        Log in to like or follow<span className="sr-only"> {name}</span>
      </Link>
    );
  }
  if (user.role !== "student") return null;
  return (
    <ReactionButtons
      teacherId={teacher.id}
      teacherName={name}
      initial={{ liked: teacher.liked, following: teacher.following }}
    />
  );
}

function countText({ result, filters }: SearchPageData): string {
  if (result.total === 0) return "No teachers found.";
  const teachers = `${result.total} ${result.total === 1 ? "teacher" : "teachers"} found`;
  const pages = result.pageCount > 1 ? `, page ${filters.page} of ${result.pageCount}` : "";
  return `${teachers}${pages}.`;
}

/**
 * The teacher search, server-rendered from the URL: the filter form, the result count (announced
 * to screen readers), teacher cards with like and follow, paging and an empty state. /search and
 * the search-result paths render this same component.
 */
export function SearchPage({ data, user }: SearchPageProps) {
  const { result, filters } = data;
  const values = formValues(data);
  const errorMessages = Object.values(data.errors);
  const clearHref = data.pageHref(1).split("?")[0] ?? data.path;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{data.heading}</h1>
      <TimeZoneNotice zone={data.zone} className="mt-1" />

      <div className="mt-4">
        <SearchFiltersForm
          key={data.pageHref(1)}
          action={data.path}
          values={values}
          choices={choicesFor(data, values)}
          errors={data.errors}
          hidden={data.fixed}
          showFollowing={user?.role === "student"}
          priceLabel={`Price per class (${result.currency === "INR" ? "₹" : "$"})`}
        />
      </div>

      {errorMessages.length > 0 ? (
        <Alert variant="warning" title="Some filters were left out" className="mt-4">
          <ul className="list-disc pl-5">
            {errorMessages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {data.notice ? (
        <Alert variant="warning" className="mt-4">
          {data.notice.message}{" "}
          {data.notice.login ? (
            <Link href="/login" className="font-medium underline">
              Log in
            </Link>
          ) : null}
        </Alert>
      ) : null}

      <section aria-labelledby="search-results-heading" className="mt-6">
        <h2 id="search-results-heading" className="sr-only">
          Results
        </h2>
        <p role="status" className="text-slate-700">
          {countText(data)}
        </p>

        {result.total === 0 ? (
          <Alert title="No teachers match your search" className="mt-4">
            <ul className="list-disc space-y-1 pl-5">
              <li>Check the spelling, or try fewer or different words.</li>
              <li>
                <Link href={clearHref} className="font-medium underline">
                  Remove all filters
                </Link>{" "}
                to see every teacher.
              </li>
              <li>
                Browse a category:{" "}
                {data.options.streams.map((s, i) => (
                  <span key={s.slug}>
                    {i > 0 ? ", " : ""}
                    <Link href={`/search?class=${s.slug}`} className="font-medium underline">
                      {s.name}
                    </Link>
                  </span>
                ))}
                .
              </li>
            </ul>
            <InterestForm initial={filters.text ?? ""} />
          </Alert>
        ) : result.teachers.length === 0 ? (
          <Alert title={`There is no page ${filters.page}`} className="mt-4">
            <Link href={data.pageHref(1)} className="font-medium underline">
              Go to the first page
            </Link>
          </Alert>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 min-[600px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {result.teachers.map((t) => (
              <li key={t.id}>
                <TeacherCard
                  teacher={t}
                  currency={result.currency}
                  actions={<Reactions user={user} teacher={t} />}
                  nextFree={
                    t.nextFreeAt === undefined
                      ? undefined
                      : t.nextFreeAt && formatWhenIn(new Date(t.nextFreeAt), data.zone)
                  }
                />
              </li>
            ))}
          </ul>
        )}

        <Pagination
          className="mt-8"
          page={filters.page}
          pageCount={result.pageCount}
          hrefFor={data.pageHref}
        />
      </section>
    </div>
  );
}
