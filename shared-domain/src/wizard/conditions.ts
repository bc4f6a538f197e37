import type { Condition, RuleView } from './types';

/**
 * Builders for visibility conditions. Each declares what it reads, so the reset cascade
 * (spec 00 §4.5) knows which questions depend on which answers. A reference is 'CODE.field'.
 */
function fieldRef(ref: string): string {
  if (!/^[A-Z]+\d+\.\w+$/.test(ref)) throw new Error(`Condition reference must be 'CODE.field': ${ref}`);
  return ref;
}

export function answerEquals(ref: string, expected: unknown): Condition {
  return { dependsOn: [fieldRef(ref)], test: (view) => view.value(ref) === expected };
}

export function answerIn(ref: string, expected: readonly unknown[]): Condition {
  return { dependsOn: [fieldRef(ref)], test: (view) => expected.includes(view.value(ref)) };
}

/** A list answer contains the value (e.g. companions contains 'companion'). */
export function answerIncludes(ref: string, item: unknown): Condition {
  return {
    dependsOn: [fieldRef(ref)],
    test: (view) => {
      const value = view.value(ref);
      return Array.isArray(value) && value.includes(item);
    },
  };
}

/** A number was entered (e.g. FE240: taxableIncome is a number). */
export function answerIsNumber(ref: string): Condition {
  return {
    dependsOn: [fieldRef(ref)],
    test: (view) => {
      const value = view.value(ref);
      if (typeof value === 'number') return Number.isFinite(value);
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
    },
  };
}

/** Compares a numeric answer, e.g. numberOfPeople > 1. */
export function answerGreaterThan(ref: string, limit: number): Condition {
  return { dependsOn: [fieldRef(ref)], test: (view) => Number(view.value(ref)) > limit };
}

export function allOf(...conditions: Condition[]): Condition {
  return {
    dependsOn: unique(conditions.flatMap((condition) => condition.dependsOn)),
    test: (view) => conditions.every((condition) => condition.test(view)),
  };
}

export function anyOf(...conditions: Condition[]): Condition {
  return {
    dependsOn: unique(conditions.flatMap((condition) => condition.dependsOn)),
    test: (view) => conditions.some((condition) => condition.test(view)),
  };
}

export function not(condition: Condition): Condition {
  return { dependsOn: condition.dependsOn, test: (view) => !condition.test(view) };
}

/** Visitors who are not signed in (e-mail pages FE120, FG100, FP100). */
export const signedOut: Condition = { dependsOn: [], test: (view) => view.user === null };

/**
 * Any other rule: `dependsOn` lists the question codes or 'CODE.field' references it reads;
 * reads of the records alone (application status, statement deficit) need none.
 */
export function when(dependsOn: string[], test: (view: RuleView) => boolean): Condition {
  return { dependsOn, test };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
