import type { Measure } from './run.js';

/** Prints the measures against their budgets as a table, then ends the bench: non-zero when one is over. */
export function exitAgainstBudgets(measures: Measure[]): never {
  console.log('\n| measure | value | budget | |\n| --- | ---: | ---: | --- |');
  let over = 0;
  for (const m of measures) {
    const ok = m.atLeast ? m.value >= m.budget : m.value <= m.budget;
    if (!ok) over++;
    const budget = `${m.atLeast ? 'at least ' : 'at most '}${m.budget} ${m.unit}`;
    console.log(`| ${m.name} | ${m.value.toFixed(1)} ${m.unit} | ${budget} | ${ok ? 'ok' : 'OVER BUDGET'} |`);
  }
  process.exit(over ? 1 : 0);
}
