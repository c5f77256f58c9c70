/** `--short` (or RELIABILITY_SHORT=1): the quick version that `npm test` runs. */
export const isShort = process.argv.includes('--short') || process.env.RELIABILITY_SHORT === '1';

/** Prints the verdict and sets the exit code: a script that found a failure fails. */
export function verdict(script: string, failures: readonly string[]): void {
  if (failures.length) {
    console.log(`\n${script}: FAIL (${failures.length})`);
    for (const f of failures) console.log(`  - ${f}`);
    process.exitCode = 1;
  } else {
    console.log(`\n${script}: PASS`);
  }
}
