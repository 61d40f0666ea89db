import { describe, expect, it } from "vitest";
import { csvCell, csvResponse, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain values alone and writes empties for null", () => {
    expect(csvCell("Aarav Mehta")).toBe("Aarav Mehta");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-3.5)).toBe("-3.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(true)).toBe("yes");
  });

  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("Mehta, Aarav")).toBe('"Mehta, Aarav"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell(" padded")).toBe('" padded"');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
  });
});

describe("toCsv", () => {
  const columns = [
    { header: "Name", value: (r: { name: string; n: number | null }) => r.name },
    { header: "Count", value: (r: { name: string; n: number | null }) => r.n },
  ];

  it("writes a BOM, the header and CRLF rows", () => {
    expect(
      toCsv(columns, [
        { name: "A, B", n: 2 },
        { name: "C", n: null },
      ]),
    ).toBe('\uFEFFName,Count\r\n"A, B",2\r\nC,\r\n');
  });

  it("writes only the header for no rows", () => {
    expect(toCsv(columns, [])).toBe("\uFEFFName,Count\r\n");
  });

  it("answers text/csv with a safe attachment name", async () => {
    const res = csvResponse("a\r\n", 'x"/../attendance.csv');
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="x--..-attendance.csv"',
    );
    expect(await res.text()).toBe("a\r\n");
  });
});
