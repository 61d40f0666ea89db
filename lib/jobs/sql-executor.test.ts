import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteExecutor } from "./sql-executor";

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create("memory://");
});
afterAll(() => client.close());

describe("pgliteExecutor", () => {
  it("runs a script without parameters in one go and answers the last statement's rows", async () => {
    const { executeSql } = pgliteExecutor(client);
    const { rows } = await executeSql(
      "BEGIN; CREATE TABLE t (id int, note text); INSERT INTO t VALUES (1, 'a'); COMMIT; SELECT id FROM t",
    );
    expect(rows).toEqual([{ id: 1 }]);
  });

  it("sends undefined parameters as NULL, as node-postgres does", async () => {
    const { executeSql } = pgliteExecutor(client);
    await executeSql("INSERT INTO t VALUES ($1, $2)", [2, undefined]);
    const { rows } = await executeSql("SELECT note FROM t WHERE id = $1", [2]);
    expect(rows).toEqual([{ note: null }]);
  });
});
