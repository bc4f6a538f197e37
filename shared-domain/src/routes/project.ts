import { FOUNDATION_SLUG } from '../brand';
import { routesOf } from './build';

const r = routesOf('mfe-project', 'dashboard');
const auth = { guards: ['auth' as const] };
const base = '/gesuche/projekte/{id}';
const settle = '/gesuche/projekte-abrechnung/{id}';
/** Second reading of the statement base (spec 00 §2.2, 02 §2.6); it yields the same route names. */
const settleAlt = '/gesuche/projekte/abrechnung/{id}';

/** Project quick check, application and statement routes (spec 02 §2.2, §2.4, §2.6). */
export const projectRoutes = [
  r('/gesuche/kurzcheck/projekte'),
  r('/gesuche/projekte', { code: 'FP000' }),
  r('/gesuche/projekte/email', { code: 'FP100' }),
  r('/gesuche/projekte/verifikation-email', { code: 'FP110' }),
  r(base, { ...auth, code: 'FP120' }),
  r(`${base}/richtlinien-und-zielgruppe/richtlinien`, { ...auth, code: 'FP200' }),
  r(`${base}/richtlinien-und-zielgruppe/gesuchsart`, { ...auth, code: 'FP210' }),
  r(`${base}/richtlinien-und-zielgruppe/zielgruppe`, { ...auth, code: 'FP220' }),
  r(`${base}/richtlinien-und-zielgruppe/projektleitung`, { ...auth, code: 'FP230' }),
  r(`${base}/richtlinien-und-zielgruppe/kommerzieller-hintergrund`, { ...auth, code: 'FP240' }),
  r(`${base}/projektdaten/eingabefrist`, { ...auth, code: 'FP300' }),
  r(`${base}/projektdaten/projektlaufzeit`, { ...auth, code: 'FP310' }),
  r(`${base}/projektdaten/projektkategorie`, { ...auth, code: 'FP320' }),
  r(`${base}/projektdaten/projekttitel`, { ...auth, code: 'FP330' }),
  r(`${base}/projektdaten/projektbeschreibung`, { ...auth, code: 'FP340' }),
  r(`${base}/projektdaten/anzahl-personen`, { ...auth, code: 'FP350' }),
  r(`${base}/projektdaten/konzept`, { ...auth, code: 'FP360' }),
  r(`${base}/projektdaten/wirkung`, { ...auth, code: 'FP370' }),
  r(`${base}/projektdaten/inklusion`, { ...auth, code: 'FP380' }),
  r(`${base}/budget/aufwand`, { ...auth, code: 'FP400' }),
  r(`${base}/budget/ertrag`, { ...auth, code: 'FP410' }),
  r(`${base}/budget/institutionelle-spenden`, { ...auth, code: 'FP420' }),
  r(`${base}/budget/defizit`, { ...auth, code: 'FP430' }),
  r(`${base}/budget/angefragte-institutionen`, { ...auth, code: 'FP440' }),
  r(`${base}/budget/absage-institutionen`, { ...auth, code: 'FP450' }),
  // FP460: 'beitrag-stiftung-' + the foundation's name in the path, 'beitrag-' + the name in the route name.
  r(`${base}/budget/beitrag-stiftung-${FOUNDATION_SLUG}`, {
    ...auth,
    code: 'FP460',
    name: `gesuche-projekte-id-budget-beitrag-${FOUNDATION_SLUG}`,
  }),
  r(`${base}/dam-bedingungen/hinweis-auf-unterstuetzung`, { ...auth, code: 'FP500' }),
  r(`${base}/dam-bedingungen/abschlussbericht-und-bildnachweis`, { ...auth, code: 'FP510' }),
  r(`${base}/kontaktdaten/kontaktdaten`, { ...auth, code: 'FP600' }),
  r(`${base}/kontaktdaten/bemerkungen`, { ...auth, code: 'FP620' }),
  r(`${base}/kontaktdaten/datenpruefung`, { ...auth, code: 'FP610' }),
  r(`${base}/abschluss`, { ...auth, code: 'FP700' }),
  r(settle, { ...auth, aliases: [settleAlt] }),
  r(`${settle}/bestaetigung-realisierung/projektabschluss`, {
    ...auth,
    code: 'BP200',
    aliases: [`${settleAlt}/bestaetigung-realisierung/projektabschluss`],
  }),
  r(`${settle}/bestaetigung-realisierung/gesuch-absagen`, {
    ...auth,
    code: 'BP210',
    aliases: [`${settleAlt}/bestaetigung-realisierung/gesuch-absagen`],
  }),
  r(`${settle}/bestaetigung-realisierung/unterlagen-abrechnung`, {
    ...auth,
    code: 'BP220',
    aliases: [`${settleAlt}/bestaetigung-realisierung/unterlagen-abrechnung`],
  }),
  r(`${settle}/abrechnung-projekte/reichweite`, {
    ...auth,
    code: 'BP300',
    aliases: [`${settleAlt}/abrechnung-projekte/reichweite`],
  }),
  r(`${settle}/abrechnung-projekte/effektiver-aufwand`, {
    ...auth,
    code: 'BP310',
    aliases: [`${settleAlt}/abrechnung-projekte/effektiver-aufwand`],
  }),
  r(`${settle}/abrechnung-projekte/effektiver-ertrag`, {
    ...auth,
    code: 'BP320',
    aliases: [`${settleAlt}/abrechnung-projekte/effektiver-ertrag`],
  }),
  r(`${settle}/abrechnung-projekte/institutionelle-spenden`, {
    ...auth,
    code: 'BP330',
    aliases: [`${settleAlt}/abrechnung-projekte/institutionelle-spenden`],
  }),
  r(`${settle}/abrechnung-projekte/effektives-defizit`, {
    ...auth,
    code: 'BP340',
    aliases: [`${settleAlt}/abrechnung-projekte/effektives-defizit`],
  }),
  r(`${settle}/abrechnung-projekte/kein-defizit`, {
    ...auth,
    code: 'BP350',
    aliases: [`${settleAlt}/abrechnung-projekte/kein-defizit`],
  }),
  r(`${settle}/dam-bedingungen/inklusionsnachweis`, {
    ...auth,
    code: 'BP400',
    aliases: [`${settleAlt}/dam-bedingungen/inklusionsnachweis`],
  }),
  r(`${settle}/dam-bedingungen/nachweis-der-unterstuetzung`, {
    ...auth,
    code: 'BP410',
    aliases: [`${settleAlt}/dam-bedingungen/nachweis-der-unterstuetzung`],
  }),
  r(`${settle}/dam-bedingungen/abschlussbericht`, {
    ...auth,
    code: 'BP420',
    aliases: [`${settleAlt}/dam-bedingungen/abschlussbericht`],
  }),
  r(`${settle}/dam-bedingungen/bilder-hochladen`, {
    ...auth,
    code: 'BP430',
    aliases: [`${settleAlt}/dam-bedingungen/bilder-hochladen`],
  }),
  r(`${settle}/dam-bedingungen/bildfreigabe`, {
    ...auth,
    code: 'BP440',
    aliases: [`${settleAlt}/dam-bedingungen/bildfreigabe`],
  }),
  r(`${settle}/dam-bedingungen/logo-antragsteller`, {
    ...auth,
    code: 'BP450',
    aliases: [`${settleAlt}/dam-bedingungen/logo-antragsteller`],
  }),
  r(`${settle}/kontaktdaten/kontoinhaber`, {
    ...auth,
    code: 'BP500',
    aliases: [`${settleAlt}/kontaktdaten/kontoinhaber`],
  }),
  r(`${settle}/kontaktdaten/kontodaten`, { ...auth, code: 'BP510', aliases: [`${settleAlt}/kontaktdaten/kontodaten`] }),
  r(`${settle}/kontaktdaten/bemerkungen`, {
    ...auth,
    code: 'BP600',
    aliases: [`${settleAlt}/kontaktdaten/bemerkungen`],
  }),
  r(`${settle}/abschluss/verifikation`, { ...auth, code: 'BP610', aliases: [`${settleAlt}/abschluss/verifikation`] }),
  r(`${settle}/abschluss/vielen-dank`, { ...auth, code: 'BP700', aliases: [`${settleAlt}/abschluss/vielen-dank`] }),
  r(`${settle}/abschluss/absage`, { ...auth, code: 'BP710', aliases: [`${settleAlt}/abschluss/absage`] }),
];
