/**
 * Run by engine.test.ts under the Node 24 binary with `--import tsx`: exercises the engine there (a query, a
 * syntax error, a timeout and the query again after the restart) and prints the results as one JSON line.
 */
import { openSqlEngine } from "../../src/sql/engine.js";
import { RUNAWAY_QUERY, SHOP_DUMP } from "./engine-fixture.js";

const engine = openSqlEngine({ timeoutMs: 300, maxRows: 100 });
try {
  const shop = await engine.load(SHOP_DUMP);
  const count = "SELECT count(*) FROM purchase";
  const results = {
    node: process.version,
    first: await engine.run(shop, count),
    syntax: await engine.run(shop, "SELEC 1"),
    runaway: await engine.run(shop, RUNAWAY_QUERY),
    afterTimeout: await engine.run(shop, count),
  };
  console.log(JSON.stringify(results));
} finally {
  await engine.close();
}
