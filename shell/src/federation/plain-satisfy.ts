/**
 * The MF runtime's semver check without its regular expressions, for the versions and ranges our
 * builds declare: a plain version (1.0.0, 19.3.1) against a caret range (^19.2.0), an exact
 * version, or <= (the runtime's own "is lower" test). Anything else (pre-releases, x-ranges, ||,
 * hyphens, tildes, other comparisons) returns undefined and is left to the runtime's full parser,
 * whose answers this matches (plain-satisfy.test.ts compares the two). satisfy.ts puts it in front
 * of the runtime's check. Why: the runtime builds its large expressions anew on each call, and
 * the first check of a page took 27–43 ms at 4× CPU slowdown inside the shell's boot task.
 */
const PLAIN = /^(\d+)\.(\d+)\.(\d+)$/;
const RANGE = /^(\^|<=)?(\d+)\.(\d+)\.(\d+)$/;

type Triple = [number, number, number];

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

export function plainSatisfy(version: string, range: string): boolean | undefined {
  const plain = PLAIN.exec(version);
  const wanted = RANGE.exec(range.trim());
  if (!plain || !wanted) return undefined;
  const have: Triple = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
  const bound: Triple = [Number(wanted[2]), Number(wanted[3]), Number(wanted[4])];
  const order = compare(have, bound);
  switch (wanted[1]) {
    case '^':
      // ^1.2.3 := >=1.2.3 <2.0.0; ^0.2.3 := >=0.2.3 <0.3.0; ^0.0.3 := 0.0.3.
      if (order < 0) return false;
      if (bound[0] > 0) return have[0] === bound[0];
      if (bound[1] > 0) return have[0] === 0 && have[1] === bound[1];
      return order === 0;
    case '<=':
      return order <= 0;
    default:
      return order === 0;
  }
}
