import type { Metadata } from "next";
import { TeacherCard } from "@/components/home/teacher-card";
import { Alert, Pagination } from "@/components/ui";
import { getDb } from "@/db";
import { searchTeachersBySubject, subjectSearchSchema } from "@/lib/catalog/search-by-subject";
import { getViewer } from "@/lib/viewer";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { text } = subjectSearchSchema.parse(await searchParams);
  return {
    title: text ? `${text} teachers` : "Search teachers",
    alternates: { canonical: "/search" },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const query = subjectSearchSchema.parse(await searchParams);
  const [result, viewer] = await Promise.all([
    searchTeachersBySubject(await getDb(), query),
    getViewer(),
  ]);
  const hrefFor = (page: number) =>
    `/search?${new URLSearchParams({ text: query.text, page: String(page) })}`;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">
        {query.text ? `Teachers for “${query.text}”` : "Search teachers"}
      </h1>
      {result.subjects.length > 0 ? (
        <p className="mt-1 text-slate-700">
          {result.total} {result.total === 1 ? "teacher" : "teachers"} ·{" "}
          {result.subjects.join(", ")}
        </p>
      ) : null}
      <div className="mt-6">
        {!query.text ? (
          <Alert>
            Type a subject in the search box above, for example guitar, maths or Python.
          </Alert>
        ) : result.teachers.length === 0 ? (
          <Alert title="No teachers found">
            We could not match “{query.text}” to a subject. Try another word, such as piano or
            French.
          </Alert>
        ) : (
          <ul className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2 lg:grid-cols-4">
            {result.teachers.map((t) => (
              <li key={t.id}>
                <TeacherCard teacher={t} currency={viewer.currency} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {result.pageCount > 1 ? (
        <Pagination
          className="mt-8"
          page={result.page}
          pageCount={result.pageCount}
          hrefFor={hrefFor}
        />
      ) : null}
    </section>
  );
}
