import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The repository's own ESLint config (eslint.config.mjs), as `npm run lint` uses it. */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The one-clock rule's messages for `code` as if it were the file at `file` (repo-relative). */
async function clockProblems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

const service = (body: string) =>
  `export function isOver(endsAt: Date, x: number): boolean {\n  ${body}\n}\n`;

describe("the one-clock lint rule (eslint.config.mjs)", () => {
  it("refuses new Date() and Date.now() in a lib service, pointing to lib/clock", async () => {
    const bare = await clockProblems(service("return endsAt < new Date();"), "lib/x/is-over.ts");
    expect(bare).toHaveLength(1);
    expect(bare[0]).toMatch(/lib\/clock/);
    const call = await clockProblems(
      service("return endsAt.getTime() < Date.now() + x;"),
      "lib/x/a.ts",
    );
    expect(call).toHaveLength(1);
    const handedOn = await clockProblems("export const clock = () => Date.now;\n", "lib/x/b.ts");
    expect(handedOn).toHaveLength(1);
  }, 30_000);

  it("refuses it in a route handler too", async () => {
    const code = "export const GET = () => Response.json({ at: new Date() });\n";
    expect(await clockProblems(code, "app/(api)/api/x/route.ts")).toHaveLength(1);
  });

  it("allows a Date built from a value, the clock module itself, and tests", async () => {
    expect(
      await clockProblems(service("return endsAt < new Date(x);"), "lib/x/is-over.ts"),
    ).toEqual([]);
    expect(await clockProblems(service("return endsAt < new Date();"), "lib/clock.ts")).toEqual([]);
    expect(
      await clockProblems(service("return endsAt < new Date();"), "lib/x/is-over.test.ts"),
    ).toEqual([]);
  });
});
