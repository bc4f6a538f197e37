import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACTIONS,
  APPLICATION_STATUSES,
  DASHBOARD_ACTIONS,
  REVIEW_ACTIONS,
  actionsFor,
  allows,
  answersLocked,
  canCreateStatement,
  isGroupCollection,
  SECTION_OF,
  sectionOf,
  statementLocked,
  type Action,
  type ApplicationStatus,
} from './status-model';

/**
 * The expected table, written out: the statuses in which each action is allowed, for every
 * application and for group collections. (The code builds its rules from predicates; this is the
 * plain list they must produce.)
 */
const ALL_BUT_PREPARING = APPLICATION_STATUSES.filter((status) => status !== 'preparing');
const EXPECTED: Record<Action, { all: readonly ApplicationStatus[]; collections: readonly ApplicationStatus[] }> = {
  edit: { all: ['preparing'], collections: ['preparing'] },
  answer: { all: ['preparing'], collections: ['preparing'] },
  submit: { all: ['preparing'], collections: ['preparing'] },
  delete: { all: ['preparing'], collections: ['preparing'] },
  annul: { all: ['submitted', 'accepted'], collections: ['submitted', 'accepted'] },
  cancel: { all: ['accepted'], collections: ['accepted'] },
  archive: { all: ['rejected', 'completed', 'cancelled'], collections: ['rejected', 'completed', 'cancelled'] },
  pdf: { all: ALL_BUT_PREPARING, collections: ALL_BUT_PREPARING },
  statement: { all: ['accepted'], collections: ['accepted'] },
  'final-statement': { all: [], collections: ['partial_statement_submitted'] },
  'create-statement': { all: ['accepted'], collections: ['accepted'] },
  'statement-answer': { all: ['accepted'], collections: ['accepted', 'partial_statement_submitted'] },
  'statement-submit': { all: ['accepted'], collections: ['accepted', 'partial_statement_submitted'] },
  'statement-partial-submit': { all: [], collections: ['accepted'] },
  'statement-cancel': { all: ['accepted'], collections: ['accepted'] },
  accept: { all: ['submitted'], collections: ['submitted'] },
  reject: { all: ['submitted'], collections: ['submitted'] },
  complete: { all: ['statement_submitted'], collections: ['statement_submitted'] },
};
/** Actions that read more than type, subtype and status. */
const NEEDS_SUBMITTED_AT: Action[] = ['pdf'];
const REFUSED_WHEN_ARCHIVED: Action[] = ['archive'];

const KINDS = [
  { type: 'single-person', subtype: null },
  { type: 'group', subtype: 'single-group' },
  { type: 'group', subtype: 'group-collection' },
  { type: 'group', subtype: null },
  { type: 'project', subtype: 'vacation' },
  { type: 'project', subtype: 'leisure' },
  { type: 'project', subtype: 'other' },
  { type: 'project', subtype: null },
] as const;

const cases = KINDS.flatMap((kind) =>
  APPLICATION_STATUSES.flatMap((status) =>
    [null, '2026-03-01T10:00:00Z'].flatMap((submittedAt) =>
      [false, true].map((archived) => ({ ...kind, status, submittedAt, archived })),
    ),
  ),
);

function expectedActions(application: (typeof cases)[number]): Action[] {
  const collection = application.type === 'group' && application.subtype === 'group-collection';
  return ACTIONS.filter((action) => {
    const statuses = collection ? EXPECTED[action].collections : EXPECTED[action].all;
    if (!statuses.includes(application.status)) return false;
    if (NEEDS_SUBMITTED_AT.includes(action) && !application.submittedAt) return false;
    if (REFUSED_WHEN_ARCHIVED.includes(action) && application.archived) return false;
    return true;
  });
}

describe('status model: every type × subtype × status × action', () => {
  it('covers every combination', () => {
    expect(cases).toHaveLength(KINDS.length * APPLICATION_STATUSES.length * 4);
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
  });

  it.each(cases)('$type/$subtype in $status (submittedAt $submittedAt, archived $archived)', (application) => {
    const expected = expectedActions(application);
    expect(ACTIONS.filter((action) => allows(action, application))).toEqual(expected);
    expect(actionsFor(application)).toEqual(expected);
  });
});

describe('status model', () => {
  const collection = { type: 'group', subtype: 'group-collection' };

  it('allows nothing for an unknown, foreign or missing status (nothing submitted), or an empty record', () => {
    for (const status of ['unknown', 'archived', 'toString', undefined]) {
      expect(actionsFor({ type: 'single-person', status })).toEqual([]);
    }
    expect(actionsFor({})).toEqual([]);
  });

  it('offers the dashboard actions in display order', () => {
    const at = (status: ApplicationStatus, more: object = {}) => actionsFor({ type: 'single-person', status, ...more }, DASHBOARD_ACTIONS);
    expect(at('preparing')).toEqual(['edit', 'delete']);
    expect(at('submitted', { submittedAt: '2026-03-01' })).toEqual(['pdf', 'annul']);
    expect(actionsFor({ ...collection, status: 'accepted', submittedAt: '2026-03-01' }, DASHBOARD_ACTIONS)).toEqual(['statement', 'pdf', 'annul']);
    expect(actionsFor({ ...collection, status: 'partial_statement_submitted', submittedAt: '2026-03-01' }, DASHBOARD_ACTIONS)).toEqual(['final-statement', 'pdf']);
    expect(at('rejected', { submittedAt: '2026-03-01' })).toEqual(['pdf', 'archive']);
    expect(at('unknown', { submittedAt: '2026-03-01' })).toEqual(['pdf']);
  });

  it('offers the review actions by status', () => {
    expect(actionsFor({ type: 'project', status: 'submitted' }, REVIEW_ACTIONS)).toEqual(['accept', 'reject']);
    expect(actionsFor({ type: 'project', status: 'statement_submitted' }, REVIEW_ACTIONS)).toEqual(['complete']);
    expect(actionsFor({ type: 'project', status: 'accepted' }, REVIEW_ACTIONS)).toEqual([]);
  });

  it('answers the wizard questions: statement creation and locks', () => {
    expect(canCreateStatement({ type: 'single-person', status: 'accepted' })).toBe(true);
    expect(canCreateStatement({ type: 'single-person', status: 'submitted' })).toBe(false);
    expect(statementLocked({ type: 'single-person', status: 'accepted' })).toBe(false);
    expect(statementLocked({ type: 'single-person', status: 'statement_submitted' })).toBe(true);
    expect(statementLocked({ type: 'group', subtype: 'single-group', status: 'partial_statement_submitted' })).toBe(true);
    expect(statementLocked({ ...collection, status: 'partial_statement_submitted' })).toBe(false);
    expect(answersLocked({ type: 'single-person', status: 'preparing' })).toBe(false);
    expect(answersLocked({ type: 'single-person', status: 'submitted' })).toBe(true);
  });

  it('knows group collections and the sections', () => {
    expect(isGroupCollection(collection)).toBe(true);
    expect(isGroupCollection({ type: 'project', subtype: 'group-collection' })).toBe(false);
    expect(sectionOf('preparing')).toBe('open');
    expect(sectionOf('partial_statement_submitted')).toBe('active');
    expect(sectionOf('cancelled')).toBe('closed');
    expect(sectionOf('toString')).toBe('closed');
    expect(sectionOf(undefined)).toBe('closed');
  });
});

describe('the documented table (docs/decisions.md, "Status model")', () => {
  const docs = readFileSync(path.resolve(__dirname, '../../../docs/decisions.md'), 'utf8');
  const start = docs.indexOf('## Status model');
  const end = docs.indexOf('\n## ', start + 1);
  const section = docs.slice(start, end === -1 ? undefined : end);
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Section') && !line.startsWith('| Action'));
  const cells = (line: string) => line.split('|').slice(1, -1).map((cell) => cell.trim());
  const statuses = (cell: string): string[] => {
    if (cell === '–') return [];
    const but = /^any but (.+)$/.exec(cell);
    if (but) return APPLICATION_STATUSES.filter((status) => !but[1].split(', ').includes(status));
    return cell.split(', ');
  };

  it('lists every section as the model does', () => {
    const documented = Object.fromEntries(
      rows.filter((line) => /\((open|active|closed)\) \|/.test(line)).flatMap((line) => {
        const [title, list] = cells(line);
        const key = /\((\w+)\)/.exec(title)![1];
        return statuses(list).map((status) => [status, key]);
      }),
    );
    expect(documented).toEqual(SECTION_OF);
  });

  it('lists every action once, allowed where the model allows it', () => {
    const actions = rows.filter((line) => line.startsWith('| `'));
    expect(actions.map((line) => cells(line)[0].replace(/`/g, ''))).toEqual([...ACTIONS]);
    for (const line of actions) {
      const [name, , all, collections] = cells(line);
      const action = name.replace(/`/g, '') as Action;
      const allowedIn = (application: object) =>
        APPLICATION_STATUSES.filter((status) => allows(action, { ...application, status, submittedAt: '2026-03-01', archived: false }));
      expect({ action, statuses: allowedIn({ type: 'single-person', subtype: null }) }).toEqual({ action, statuses: statuses(all) });
      expect({ action, statuses: allowedIn({ type: 'group', subtype: 'group-collection' }) }).toEqual({
        action,
        statuses: collections === 'as all' ? statuses(all) : statuses(collections),
      });
    }
  });
});
