import { collectionTotals, readCollectionSheet, sheetProblemsMessage, SHEET_COLUMNS } from './collection-sheet';

// 1 March 2026: groups must start on 10 May 2026 or later.
const now = new Date('2026-03-01T10:00:00Z');
const row = (activity: unknown, start: unknown, end: unknown, participants: unknown, days: unknown, expenses: unknown, income: unknown, deficit: unknown = { formula: 'F4-G4' }) => [
  activity, start, end, participants, days, expenses, income, deficit,
];
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const good = [
  row('Kletterlager', utc('2026-06-01'), utc('2026-06-05'), 8, 5, 4200, 800),
  row('Malwoche', '15.07.2026', '19.07.2026', '10', '4.5', "3'150.50", '500'),
  row({ richText: [{ text: 'Herbst' }, { text: 'wanderung' }] }, utc('2026-10-03'), utc('2026-10-03'), 12, 0.5, 600, { result: 120 }),
];

describe('collection spreadsheet (spec 02 §2.3 FG240/FG245)', () => {
  test('the template’s columns: activity, dates, participants, days, expenses, income, deficit', () => {
    expect(SHEET_COLUMNS.map((c) => c.key)).toEqual(['activity', 'start', 'end', 'participants', 'days', 'expenses', 'income', 'deficit']);
    for (const column of SHEET_COLUMNS) expect(Object.keys(column.label)).toEqual(['de', 'fr', 'it']);
  });

  test('reads groups from cells as a spreadsheet gives them (dates, text dates, formulas, rich text); the deficit is computed', () => {
    const { groups, problems } = readCollectionSheet([...good, [], row('Total', null, null, null, null, null, null)], 4, now, 'de');
    expect(problems).toEqual([]);
    expect(groups.map((g) => [g.row, g.activity, g.start, g.end, g.participants, g.days, g.expenses, g.income, g.deficit])).toEqual([
      [4, 'Kletterlager', '2026-06-01', '2026-06-05', 8, 5, 4200, 800, 3400],
      [5, 'Malwoche', '2026-07-15', '2026-07-19', 10, 4.5, 3150.5, 500, 2650.5],
      [6, 'Herbstwanderung', '2026-10-03', '2026-10-03', 12, 0.5, 600, 120, 480],
    ]);
    expect(collectionTotals(groups)).toEqual({
      groups: 3,
      participants: 30,
      participantDays: 91,
      averageParticipantDays: 30.33,
      expenses: 7950.5,
      income: 1420,
      deficit: 6530.5,
      start: '2026-06-01',
      end: '2026-10-03',
    });
  });

  test('row-level problems name the row and the column, in the applicant’s language', () => {
    const rows = [
      good[0],
      row('', '31.02.2026', utc('2026-05-01'), 2.5, 0.3, 'viel', -5),
      row('Zu früh', utc('2026-04-20'), utc('2026-04-18'), 5, 2, 100, 0),
    ];
    const { problems } = readCollectionSheet(rows, 4, now, 'de');
    expect(problems.map((p) => [p.row, p.column])).toEqual([
      [5, 'activity'],
      [5, 'start'],
      [5, 'participants'],
      [5, 'days'],
      [5, 'expenses'],
      [5, 'income'],
      [6, 'start'],
      [6, 'end'],
      [6, 'income'],
    ]);
    expect(problems[1].message).toBe('Zeile 5, Beginn: ist kein gültiges Datum (TT.MM.JJJJ)');
    expect(problems[6].message).toBe('Zeile 6, Beginn: liegt weniger als 10 Wochen in der Zukunft');
    expect(problems[8].message).toMatch(/^Zeile 6, Einnahmen \(CHF\): Unsere Richtlinien schreiben vor/);
    const fr = readCollectionSheet(rows, 4, now, 'fr').problems;
    expect(fr[1].message).toBe('Ligne 5, Début\u00a0: n’est pas une date valable (JJ.MM.AAAA)');
    expect(sheetProblemsMessage(problems.slice(0, 2), 'it')).toMatch(/^La tabella contiene errori:/);
  });

  test('at least 3 groups, all in one year', () => {
    expect(readCollectionSheet(good.slice(0, 2), 4, now, 'de').problems.map((p) => p.message)).toEqual([
      'Ein Sammelgesuch umfasst mindestens 3 Gruppen. Für weniger Gruppen stellen Sie bitte für jede Gruppe ein eigenes Gesuch.',
    ]);
    const nextYear = [...good, row('Neujahr', utc('2027-01-02'), utc('2027-01-04'), 5, 3, 900, 100)];
    expect(readCollectionSheet(nextYear, 4, now, 'de').problems.map((p) => p.message)).toEqual(['Alle Aktivitäten eines Sammelgesuchs müssen im selben Jahr stattfinden.']);
  });

  test('rows with only the deficit formula are not groups', () => {
    const rows = [...good, row(null, null, null, null, null, null, null, { formula: 'F7-G7', result: 0 })];
    expect(readCollectionSheet(rows, 4, now, 'de').groups).toHaveLength(3);
  });
});
