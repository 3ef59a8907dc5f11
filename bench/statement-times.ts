/**
 * `BENCH_SHOW=<part of a case's name> npm run bench:admin`: each statement of the matching
 * cases, replayed once more on its own, with its time: where a case's milliseconds go.
 */
export async function timeEach<S extends { sql: string }>(
  statements: S[],
  run: (s: S) => Promise<unknown>,
) {
  for (const s of statements) {
    const started = performance.now();
    await run(s);
    const ms = (performance.now() - started).toFixed(1);
    console.log(`    ${ms.padStart(7)} ms  ${s.sql.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
}
