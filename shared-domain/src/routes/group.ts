import { routesOf } from './build';

const r = routesOf('mfe-group', 'dashboard');
const auth = { guards: ['auth' as const] };
const base = '/gesuche/gruppe/{id}';
const settle = '/gesuche/gruppe-abrechnung/{id}';
/** Second reading of the statement base (spec 00 §2.2, 02 §2.5); it yields the same route names. */
const settleAlt = '/gesuche/gruppe/abrechnung/{id}';

/** Group quick check, application and statement routes (spec 02 §2.1, §2.3, §2.5). */
export const groupRoutes = [
  r('/gesuche/kurzcheck/gruppe'),
  r('/gesuche/gruppe', { code: 'FG000' }),
  r('/gesuche/gruppe/email', { code: 'FG100' }),
  r('/gesuche/gruppe/verifikation-email', { code: 'FG110' }),
  r(base, { ...auth, code: 'FG120' }),
  r(`${base}/richtlinien-und-bedarf/richtlinien`, { ...auth, code: 'FG200' }),
  r(`${base}/richtlinien-und-bedarf/zielgruppe`, { ...auth, code: 'FG210' }),
  r(`${base}/richtlinien-und-bedarf/gesuchsart`, { ...auth, code: 'FG220' }),
  r(`${base}/richtlinien-und-bedarf/abrechnung-von-sammelgesuchen`, { ...auth, code: 'FG230' }),
  r(`${base}/richtlinien-und-bedarf/sammelgesuche-zeitraum`, { ...auth, code: 'FG235' }),
  r(`${base}/richtlinien-und-bedarf/sammelgesuche-download`, { ...auth, code: 'FG240' }),
  r(`${base}/richtlinien-und-bedarf/sammelgesuche-upload`, { ...auth, code: 'FG245' }),
  r(`${base}/richtlinien-und-bedarf/gruppenzusammensetzung`, { ...auth, code: 'FG250' }),
  r(`${base}/richtlinien-und-bedarf/anzahl-gruppen`, { ...auth, code: 'FG260' }),
  r(`${base}/richtlinien-und-bedarf/anzahl-teilnehmende`, { ...auth, code: 'FG270' }),
  r(`${base}/richtlinien-und-bedarf/anzahl-tage`, { ...auth, code: 'FG280' }),
  r(`${base}/richtlinien-und-bedarf/anzahl-teilnehmertage`, { ...auth, code: 'FG290' }),
  r(`${base}/beschreibung-angebot/thema-gruppenaktivitaet`, { ...auth, code: 'FG300' }),
  r(`${base}/beschreibung-angebot/zielsetzung`, { ...auth, code: 'FG310' }),
  r(`${base}/beschreibung-angebot/land`, { ...auth, code: 'FG320' }),
  r(`${base}/beschreibung-angebot/ort`, { ...auth, code: 'FG330' }),
  r(`${base}/beschreibung-angebot/zeitraum`, { ...auth, code: 'FG340' }),
  r(`${base}/budget/ausgaben`, { ...auth, code: 'FG400' }),
  r(`${base}/budget/einnahmen`, { ...auth, code: 'FG410' }),
  r(`${base}/budget/defizit-gruppenaktivitaet`, { ...auth, code: 'FG420' }),
  r(`${base}/budget/defizit-sammelgesuch`, { ...auth, code: 'FG430' }),
  r(`${base}/dam-bedingungen/inklusionskriterien`, { ...auth, code: 'FG500' }),
  r(`${base}/dam-bedingungen/wirkung`, { ...auth, code: 'FG510' }),
  r(`${base}/dam-bedingungen/hinweis-auf-unterstuetzung`, { ...auth, code: 'FG520' }),
  r(`${base}/dam-bedingungen/bildnachweis`, { ...auth, code: 'FG530' }),
  r(`${base}/kontaktdaten/kontaktdaten`, { ...auth, code: 'FG600' }),
  r(`${base}/kontaktdaten/bemerkungen`, { ...auth, code: 'FG620' }),
  r(`${base}/datenpruefung`, { ...auth, code: 'FG610' }),
  r(`${base}/abschluss`, { ...auth, code: 'FG700' }),
  r(settle, { ...auth, aliases: [settleAlt] }),
  r(`${settle}/bestaetigung-realisierung/bestaetigung-realisierung`, {
    ...auth,
    code: 'BG200',
    aliases: [`${settleAlt}/bestaetigung-realisierung/bestaetigung-realisierung`],
  }),
  r(`${settle}/bestaetigung-realisierung/gesuch-absagen`, {
    ...auth,
    code: 'BG210',
    aliases: [`${settleAlt}/bestaetigung-realisierung/gesuch-absagen`],
  }),
  r(`${settle}/bestaetigung-realisierung/unterlagen-abrechnung`, {
    ...auth,
    code: 'BG220',
    aliases: [`${settleAlt}/bestaetigung-realisierung/unterlagen-abrechnung`],
  }),
  r(`${settle}/bestaetigung-realisierung/zielgruppe`, {
    ...auth,
    code: 'BG230',
    aliases: [`${settleAlt}/bestaetigung-realisierung/zielgruppe`],
  }),
  r(`${settle}/abrechnung-einzelgruppen/anzahl-teilnehmer`, {
    ...auth,
    code: 'BG300',
    aliases: [`${settleAlt}/abrechnung-einzelgruppen/anzahl-teilnehmer`],
  }),
  r(`${settle}/abrechnung-einzelgruppen/anzahl-tage`, {
    ...auth,
    code: 'BG310',
    aliases: [`${settleAlt}/abrechnung-einzelgruppen/anzahl-tage`],
  }),
  r(`${settle}/abrechnung-einzelgruppen/ausgaben`, {
    ...auth,
    code: 'BG320',
    aliases: [`${settleAlt}/abrechnung-einzelgruppen/ausgaben`],
  }),
  r(`${settle}/abrechnung-einzelgruppen/belege-hochladen`, {
    ...auth,
    code: 'BG330',
    aliases: [`${settleAlt}/abrechnung-einzelgruppen/belege-hochladen`],
  }),
  r(`${settle}/abrechnung-einzelgruppen/einnahmen`, {
    ...auth,
    code: 'BG340',
    aliases: [`${settleAlt}/abrechnung-einzelgruppen/einnahmen`],
  }),
  r(`${settle}/abrechnung-einzelgruppen/defizit`, {
    ...auth,
    code: 'BG350',
    aliases: [`${settleAlt}/abrechnung-einzelgruppen/defizit`],
  }),
  r(`${settle}/abrechnung-einzelgruppen/teilnehmerliste`, {
    ...auth,
    code: 'BG360',
    aliases: [`${settleAlt}/abrechnung-einzelgruppen/teilnehmerliste`],
  }),
  r(`${settle}/abrechnung-sammelgesuch/abrechnung`, {
    ...auth,
    code: 'BG400',
    aliases: [`${settleAlt}/abrechnung-sammelgesuch/abrechnung`],
  }),
  r(`${settle}/abrechnung-sammelgesuch/teilabrechnung`, {
    ...auth,
    code: 'BG410',
    aliases: [`${settleAlt}/abrechnung-sammelgesuch/teilabrechnung`],
  }),
  r(`${settle}/abrechnung-sammelgesuch/teilabrechnung-upload`, {
    ...auth,
    code: 'BG420',
    aliases: [`${settleAlt}/abrechnung-sammelgesuch/teilabrechnung-upload`],
  }),
  r(`${settle}/abrechnung-sammelgesuch/defizit-teilabrechnung`, {
    ...auth,
    code: 'BG430',
    aliases: [`${settleAlt}/abrechnung-sammelgesuch/defizit-teilabrechnung`],
  }),
  r(`${settle}/abrechnung-sammelgesuch/teilabrechnung-beenden`, {
    ...auth,
    code: 'BG440',
    aliases: [`${settleAlt}/abrechnung-sammelgesuch/teilabrechnung-beenden`],
  }),
  r(`${settle}/abrechnung-sammelgesuch/schlussabrechnung`, {
    ...auth,
    code: 'BG450',
    aliases: [`${settleAlt}/abrechnung-sammelgesuch/schlussabrechnung`],
  }),
  r(`${settle}/abrechnung-sammelgesuch/defizit-schlussabrechnung`, {
    ...auth,
    code: 'BG460',
    aliases: [`${settleAlt}/abrechnung-sammelgesuch/defizit-schlussabrechnung`],
  }),
  // The path is misspelt in the spec ('inklusuionskriterien') and kept as spelt; the route name is not.
  r(`${settle}/dam-bedingungen/inklusuionskriterien`, {
    ...auth,
    code: 'BG500',
    name: 'gesuche-gruppe-abrechnung-id-dam-bedingungen-inklusionskriterien',
    aliases: [`${settleAlt}/dam-bedingungen/inklusuionskriterien`],
  }),
  r(`${settle}/dam-bedingungen/inklusionsnachweis`, {
    ...auth,
    code: 'BG510',
    aliases: [`${settleAlt}/dam-bedingungen/inklusionsnachweis`],
  }),
  r(`${settle}/dam-bedingungen/nachweis-unterstuetzung`, {
    ...auth,
    code: 'BG520',
    aliases: [`${settleAlt}/dam-bedingungen/nachweis-unterstuetzung`],
  }),
  r(`${settle}/dam-bedingungen/wirkung`, { ...auth, code: 'BG530', aliases: [`${settleAlt}/dam-bedingungen/wirkung`] }),
  r(`${settle}/dam-bedingungen/bild-hochladen`, {
    ...auth,
    code: 'BG540',
    aliases: [`${settleAlt}/dam-bedingungen/bild-hochladen`],
  }),
  r(`${settle}/dam-bedingungen/bilder-hochladen`, {
    ...auth,
    code: 'BG550',
    aliases: [`${settleAlt}/dam-bedingungen/bilder-hochladen`],
  }),
  r(`${settle}/dam-bedingungen/bildfreigabe`, {
    ...auth,
    code: 'BG560',
    aliases: [`${settleAlt}/dam-bedingungen/bildfreigabe`],
  }),
  r(`${settle}/dam-bedingungen/logo-antragsteller`, {
    ...auth,
    code: 'BG570',
    aliases: [`${settleAlt}/dam-bedingungen/logo-antragsteller`],
  }),
  r(`${settle}/kontaktdaten/kontaktdaten-kontoinhaber`, {
    ...auth,
    code: 'BG600',
    aliases: [`${settleAlt}/kontaktdaten/kontaktdaten-kontoinhaber`],
  }),
  r(`${settle}/kontaktdaten/kontodaten`, { ...auth, code: 'BG610', aliases: [`${settleAlt}/kontaktdaten/kontodaten`] }),
  r(`${settle}/abschluss/verifikation`, { ...auth, code: 'BG700', aliases: [`${settleAlt}/abschluss/verifikation`] }),
  r(`${settle}/abschluss/vielen-dank`, { ...auth, code: 'BG710', aliases: [`${settleAlt}/abschluss/vielen-dank`] }),
  r(`${settle}/absage`, { ...auth, code: 'BG720', aliases: [`${settleAlt}/absage`] }),
];
