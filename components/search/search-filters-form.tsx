"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { Button, buttonClasses, Checkbox, Input, Select, type SelectOption } from "@/components/ui";

export type FilterValues = Partial<
  Record<
    | "text"
    | "class"
    | "rating"
    | "price"
    | "experience"
    | "lang"
    | "filter"
    | "subject"
    | "level"
    | "time"
    | "day"
    | "age"
    | "cur",
    string
  >
> & { following?: boolean; trial?: boolean };

export interface FilterChoices {
  streams: SelectOption[];
  ratings: SelectOption[];
  prices: SelectOption[];
  experiences: SelectOption[];
  languages: SelectOption[];
  sorts: SelectOption[];
}

/** Filters the form does not show but keeps when present in the URL (shared legacy links). */
const KEPT = ["subject", "level", "cur"] as const;

/** When families can take classes, in the visitor's own zone (the search's day and time). */
const DAY_CHOICES: SelectOption[] = [
  { value: "mon", label: "Monday" },
  { value: "tue", label: "Tuesday" },
  { value: "wed", label: "Wednesday" },
  { value: "thu", label: "Thursday" },
  { value: "fri", label: "Friday" },
  { value: "sat", label: "Saturday" },
  { value: "sun", label: "Sunday" },
];
const TIME_CHOICES: SelectOption[] = [
  { value: "morning", label: "Morning (5 am – 12 noon)" },
  { value: "afternoon", label: "Afternoon (12 – 5 pm)" },
  { value: "evening", label: "Evening (5 – 10 pm)" },
];
const AGE_CHOICES: SelectOption[] = [
  ...Array.from({ length: 14 }, (_, i) => ({ value: String(i + 4), label: `${i + 4} years` })),
  { value: "18", label: "Adult (18+)" },
];

/**
 * The search filters: a plain GET form, so it works without JavaScript and its URL can be shared.
 * With JavaScript, empty fields are left out of the URL and the page updates in place.
 */
export function SearchFiltersForm({
  action,
  values,
  choices,
  errors,
  hidden,
  showFollowing,
  priceLabel,
}: {
  action: string;
  values: FilterValues;
  choices: FilterChoices;
  errors: Record<string, string>;
  /** Keys the page's path already sets: not shown, not sent. */
  hidden: string[];
  showFollowing: boolean;
  priceLabel: string;
}) {
  const router = useRouter();
  const shown = (key: string) => !hidden.includes(key);
  const active =
    (["class", "rating", "price", "experience", "lang", "day", "time", "age"] as const).filter(
      (k) => shown(k) && values[k],
    ).length +
    (values.following ? 1 : 0) +
    (values.trial ? 1 : 0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
    }
    const query = params.toString();
    router.push(query ? `${action}?${query}` : action);
  }

  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label="Search and filter teachers"
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      {KEPT.filter((k) => shown(k) && values[k]).map((k) => (
        <input key={k} type="hidden" name={k} value={values[k]} />
      ))}
      {shown("text") ? (
        <div className="flex items-end gap-2">
          <Input
            name="text"
            type="search"
            label="Subject, teacher or keyword"
            defaultValue={values.text ?? ""}
            placeholder="e.g. guitar, maths, Python"
            autoComplete="off"
            maxLength={100}
            error={errors.text}
            className="flex-1"
          />
          <Button type="submit" className="shrink-0">
            Search
          </Button>
        </div>
      ) : null}

      <details
        className="rounded-lg border border-slate-200 bg-slate-50"
        open={active > 0 || Object.keys(errors).length > 0 || undefined}
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium text-slate-900">
          Filters{active > 0 ? ` (${active} applied)` : ""}
        </summary>
        <fieldset className="grid grid-cols-1 gap-4 border-t border-slate-200 p-4 min-[600px]:grid-cols-2 lg:grid-cols-3">
          <legend className="sr-only">Filter teachers</legend>
          {shown("class") ? (
            <Select
              name="class"
              label="Category"
              placeholder="All categories"
              options={choices.streams}
              defaultValue={values.class ?? ""}
              error={errors.class}
            />
          ) : null}
          <Select
            name="rating"
            label="Rating"
            placeholder="Any rating"
            options={choices.ratings}
            defaultValue={values.rating ?? ""}
            error={errors.rating}
          />
          <Select
            name="price"
            label={priceLabel}
            placeholder="Any price"
            options={choices.prices}
            defaultValue={values.price ?? ""}
            error={errors.price}
          />
          <Select
            name="experience"
            label="Experience"
            placeholder="Any experience"
            options={choices.experiences}
            defaultValue={values.experience ?? ""}
            error={errors.experience}
          />
          <Select
            name="lang"
            label="Teaches in"
            placeholder="Any language"
            options={choices.languages}
            defaultValue={values.lang ?? ""}
            error={errors.lang}
          />
          <Select
            name="day"
            label="Day (your time)"
            placeholder="Any day"
            options={DAY_CHOICES}
            defaultValue={values.day ?? ""}
            error={errors.day}
          />
          <Select
            name="time"
            label="Time of day (your time)"
            placeholder="Any time"
            options={TIME_CHOICES}
            defaultValue={values.time ?? ""}
            error={errors.time}
          />
          <Select
            name="age"
            label="Learner's age"
            placeholder="Any age"
            options={AGE_CHOICES}
            defaultValue={values.age ?? ""}
            error={errors.age}
          />
          <Checkbox
            name="trial"
            value="1"
            label="Offers a free demo class"
            defaultChecked={values.trial}
            className="self-end"
          />
          {showFollowing ? (
            <Checkbox
              name="following"
              value="1"
              label="Only teachers I follow"
              defaultChecked={values.following}
              className="self-end"
            />
          ) : null}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-4 py-3">
          <Button type="submit">Show teachers</Button>
          <Link href={action} className={buttonClasses("ghost", "md")}>
            Clear all
          </Link>
        </div>
      </details>

      <div className="flex flex-wrap items-end gap-2">
        <Select
          name="filter"
          label="Sort by"
          options={choices.sorts}
          defaultValue={values.filter ?? ""}
          error={errors.filter}
          className="min-w-56"
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        <noscript>
          <Button type="submit" variant="secondary">
            Sort
          </Button>
        </noscript>
      </div>
    </form>
  );
}
