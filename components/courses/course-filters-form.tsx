import Link from "next/link";
import { Button, Input, Select, type SelectOption } from "@/components/ui";
import { MAX_AGE, MIN_AGE } from "@/lib/catalog/courses/filters";

const TYPE_OPTIONS: SelectOption[] = [
  { value: "all", label: "All class types" },
  { value: "group", label: "Small group" },
  { value: "individual", label: "One to one" },
];

export interface CourseFilterValues {
  stream?: string;
  type?: string;
  age?: string;
}

/**
 * The filters of a course list as a plain GET form: it works without JavaScript and its URL can be
 * shared. `streamParam` names the stream field in the URL (stream on /courses, category on
 * /courses/all); the age field shows only where the list takes an age.
 */
export function CourseFiltersForm({
  action,
  streamParam,
  streams,
  values,
  errors,
  showAge = false,
  ageHint,
}: {
  action: string;
  streamParam: "stream" | "category";
  streams: { slug: string; name: string }[];
  values: CourseFilterValues;
  errors: Partial<Record<"stream" | "type" | "age", string>>;
  showAge?: boolean;
  ageHint?: string;
}) {
  return (
    <form
      action={action}
      method="get"
      aria-label="Filter courses"
      className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 min-[600px]:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <Select
        label="Subject area"
        name={streamParam}
        defaultValue={values.stream ?? ""}
        options={[
          { value: "", label: "All subject areas" },
          ...streams.map((s) => ({ value: s.slug, label: s.name })),
        ]}
        error={errors.stream}
      />
      <Select
        label="Class type"
        name="type"
        defaultValue={values.type ?? "all"}
        options={TYPE_OPTIONS}
        error={errors.type}
      />
      {showAge ? (
        <Input
          label="Learner's age"
          name="age"
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          defaultValue={values.age ?? ""}
          hint={ageHint ?? `${MIN_AGE} to ${MAX_AGE}; leave empty for any age`}
          error={errors.age}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">Show courses</Button>
        <Link
          href={showAge ? `${action}?age=` : action}
          className="text-sm text-indigo-800 underline"
        >
          Clear filters
        </Link>
      </div>
    </form>
  );
}
