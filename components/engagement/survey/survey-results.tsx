import { DateRangeForm } from "@/components/reports/date-range-form";
import { SummaryTiles } from "@/components/reports/summary-tiles";
import type { SurveyResults } from "@/lib/engagement/survey/teacher-results";

/** The teacher's survey results: the range form, the headline numbers, then each answer. */
export function SurveyResultsView({ data }: { data: SurveyResults }) {
  return (
    <div className="mt-4 flex flex-col gap-6">
      <DateRangeForm
        action="/em/reports/surveys"
        from={data.from}
        to={data.to}
        error={data.error ?? undefined}
      />
      <SummaryTiles
        label="Survey summary"
        tiles={[
          { label: "Answers", value: data.answered },
          {
            label: "Average rating",
            value: data.averageRating === null ? "–" : `${data.averageRating} / 5`,
          },
          ...data.byOption.map((o) => ({ label: o.label, value: o.count })),
        ]}
      />
      {data.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
          No survey answers for these dates yet. Students are asked after each class they attend.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Survey answers, newest first</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Class
                </th>
                <th scope="col" className="py-2 pr-3">
                  Student
                </th>
                <th scope="col" className="py-2 pr-3">
                  Rating
                </th>
                <th scope="col" className="py-2 pr-3">
                  Answer
                </th>
                <th scope="col" className="py-2">
                  Remarks
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3">
                    {r.classTitle}
                    <span className="block text-xs text-slate-600">{r.when}</span>
                  </td>
                  <td className="py-2 pr-3">{r.studentFirstName}</td>
                  <td className="py-2 pr-3 tabular-nums">{r.rating ?? "–"} / 5</td>
                  <td className="py-2 pr-3">{r.option ?? "–"}</td>
                  <td className="py-2 whitespace-pre-wrap">{r.remarks ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
