/**
 * Part of `npm run i18n:check`: every text of every flow definition (labels, options, intros,
 * widgets, quick-check texts) has German, French and Italian. Flow texts live in the flows
 * themselves as {de, fr, it}; this walks the normalised flows and lists each text that lacks a
 * language (a plain string is allowed only where it is the same in every language, e.g. '1').
 */
import { loadPlaces, singlePersonApplication, singlePersonQuickCheck, singlePersonSettlement } from '../shared-domain/src/flows';
import type { Flow } from '../shared-domain/src/wizard/types';

const LANGS = ['de', 'fr', 'it'] as const;
const isText = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && LANGS.some((lang) => lang in value);

function walk(value: unknown, where: string, problems: string[], seen: Set<unknown>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (isText(value)) {
    for (const lang of LANGS) if (typeof value[lang] !== 'string' || !(value[lang] as string).trim()) problems.push(`${where}: no ${lang} text`);
    return;
  }
  for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`, problems, seen);
}

export function flowTextProblems(flows: readonly Flow[]): string[] {
  const problems: string[] = [];
  for (const flow of flows) walk(flow, flow.id, problems, new Set());
  return problems;
}

// The country names are flow texts too (FE390's options, a chunk of their own in the browser).
void loadPlaces().then(() => {
  const problems = flowTextProblems([singlePersonQuickCheck, singlePersonApplication, singlePersonSettlement]);
  for (const problem of problems) console.error(`i18n: ${problem}`);
  if (problems.length) process.exit(1);
  console.log('i18n: flow texts complete in de, fr and it');
});
