import { FOUNDATION_SLUG } from '../brand';
import { LANGUAGES, withLangPrefix } from '../languages';
import { matchRoute, routePath } from './match';
import { ROUTES, routeByName } from './table';
import type { RemoteName } from './types';

/** [path, remote, route name, screen code?]; paths and names copied from the spec text. */
type Expected = [path: string, remote: RemoteName, name: string, code?: string];
/** A statement row as the spec gives it: [path after the base, route-name suffix, code]. */
type StatementRow = [relativePath: string, nameSuffix: string, code: string];

const ID = 42;
const concrete = (path: string) => path.replace(/\{\w+\}/g, String(ID));

// Spec 00 §2.2 (general routes). '/' carries the name 'index' and '/*' the name 'all' (build.ts).
const general: Expected[] = [
  ['/', 'mfe-public-site', 'index'],
  ['/kontakt', 'mfe-public-site', 'kontakt'],
  ['/cookies', 'mfe-public-site', 'cookies'],
  ['/datenschutz', 'mfe-public-site', 'datenschutz'],
  ['/impressum', 'mfe-public-site', 'impressum'],
  ['/downloads', 'mfe-public-site', 'downloads'],
  ['/gesuche', 'mfe-public-site', 'gesuche'],
  ['/login', 'mfe-dashboard-admin', 'login'],
  ['/login/{code}', 'mfe-dashboard-admin', 'login-code'],
  ['/gesuche/admin', 'mfe-dashboard-admin', 'gesuche-admin'],
  ['/gesuche/kontakte', 'mfe-dashboard-admin', 'gesuche-kontakte'],
  ['/gesuche/kurzcheck/einzelperson', 'mfe-single-person', 'gesuche-kurzcheck-einzelperson'],
  ['/gesuche/kurzcheck/gruppe', 'mfe-group', 'gesuche-kurzcheck-gruppe'],
  ['/gesuche/kurzcheck/projekte', 'mfe-project', 'gesuche-kurzcheck-projekte'],
];

// Spec 01 §2.2 (single-person application; the quick check of §2.1 is listed under spec 00 above).
const singlePerson: Expected[] = [
  ['/gesuche/einzelperson', 'mfe-single-person', 'gesuche-einzelperson'],
  ['/gesuche/einzelperson/email', 'mfe-single-person', 'gesuche-einzelperson-email', 'FE120'],
  ['/gesuche/einzelperson/verifikation-email', 'mfe-single-person', 'gesuche-einzelperson-verifikation-email', 'FE130'],
  ['/gesuche/einzelperson/gesuch', 'mfe-single-person', 'gesuche-einzelperson-gesuch', 'FE100'],
  ['/gesuche/einzelperson/{id}', 'mfe-single-person', 'gesuche-einzelperson-id'],
  ...(
    [
      ['/eingabe/einstieg', 'gesuche-einzelperson-id-eingabe-einstieg', 'FE140'],
      ['/eingabe/identifikation', 'gesuche-einzelperson-id-eingabe-identifikation', 'FE150'],
      ['/eingabe/information-fremdausfueller', 'gesuche-einzelperson-id-eingabe-information-fremdausfueller', 'FE160'],
      ['/qualifikation/geburtsdatum', 'gesuche-einzelperson-id-qualifikation-geburtsdatum', 'FE200'],
      ['/qualifikation/einkommensbasis', 'gesuche-einzelperson-id-qualifikation-einkommensbasis', 'FE210'],
      ['/qualifikation/belege-unterstuetzung', 'gesuche-einzelperson-id-qualifikation-belege-unterstuetzung', 'FE220'],
      ['/qualifikation/steuerbares-einkommen', 'gesuche-einzelperson-id-qualifikation-steuerbares-einkommen', 'FE230'],
      [
        '/qualifikation/beleg-steuerbares-einkommen',
        'gesuche-einzelperson-id-qualifikation-beleg-steuerbares-einkommen',
        'FE240',
      ],
      ['/verwendungszweck/gesuchsgrund', 'gesuche-einzelperson-id-verwendungszweck-gesuchsgrund', 'FE300'],
      ['/verwendungszweck/organisationsform', 'gesuche-einzelperson-id-verwendungszweck-organisationsform', 'FE310'],
      ['/verwendungszweck/anzahl-personen', 'gesuche-einzelperson-id-verwendungszweck-anzahl-personen', 'FE320'],
      ['/verwendungszweck/begleitpersonen', 'gesuche-einzelperson-id-verwendungszweck-begleitpersonen', 'FE330'],
      ['/verwendungszweck/begleitperson', 'gesuche-einzelperson-id-verwendungszweck-begleitperson', 'FE340'],
      [
        '/verwendungszweck/begruendung-begleitperson',
        'gesuche-einzelperson-id-verwendungszweck-begruendung-begleitperson',
        'FE350',
      ],
      [
        '/verwendungszweck/datum-reise-freizeitaktivitaet',
        'gesuche-einzelperson-id-verwendungszweck-datum-reise-freizeitaktivitaet',
        'FE360',
      ],
      ['/verwendungszweck/inland-ausland', 'gesuche-einzelperson-id-verwendungszweck-inland-ausland', 'FE370'],
      ['/verwendungszweck/ort', 'gesuche-einzelperson-id-verwendungszweck-ort', 'FE380'],
      ['/verwendungszweck/land-ort', 'gesuche-einzelperson-id-verwendungszweck-land-ort', 'FE390'],
      [
        '/verwendungszweck/anschaffungsgegenstand',
        'gesuche-einzelperson-id-verwendungszweck-anschaffungsgegenstand',
        'FE400',
      ],
      ['/verwendungszweck/anschaffungsdatum', 'gesuche-einzelperson-id-verwendungszweck-anschaffungsdatum', 'FE410'],
      ['/verwendungszweck/motivation', 'gesuche-einzelperson-id-verwendungszweck-motivation', 'FE420'],
      ['/budget/ausgaben-ferienreise', 'gesuche-einzelperson-id-budget-ausgaben-ferienreise', 'FE500'],
      ['/budget/ausgaben-freizeitaktivitaet', 'gesuche-einzelperson-id-budget-ausgaben-freizeitaktivitaet', 'FE510'],
      ['/budget/ausgaben-anschaffung', 'gesuche-einzelperson-id-budget-ausgaben-anschaffung', 'FE520'],
      ['/budget/einnahmen', 'gesuche-einzelperson-id-budget-einnahmen', 'FE530'],
      ['/budget/defizit', 'gesuche-einzelperson-id-budget-defizit', 'FE540'],
      ['/kontaktdaten/selbsteingabe', 'gesuche-einzelperson-id-kontaktdaten-selbsteingabe', 'FE600'],
      ['/kontaktdaten/fremdeingabe', 'gesuche-einzelperson-id-kontaktdaten-fremdeingabe', 'FE610'],
      ['/kontaktdaten/vertretung', 'gesuche-einzelperson-id-kontaktdaten-vertretung', 'FE620'],
      ['/datenpruefung', 'gesuche-einzelperson-id-datenpruefung', 'FE630'],
      ['/abschluss', 'gesuche-einzelperson-id-abschluss', 'FE640'],
    ] as const
  ).map(([rel, name, code]): Expected => [`/gesuche/einzelperson/{id}${rel}`, 'mfe-single-person', name, code]),
];

// Spec 01 §2.3: base /gesuche/einzelperson-abrechnung/{id}, names begin with gesuche-einzelperson-abrechnung-id-.
const singlePersonSettlement: StatementRow[] = [
  ['/kosten-einnahmen/bestaetigung-realisierung', 'kosten-einnahmen-bestaetigung-realisierung', 'BE200'],
  ['/kosten-einnahmen/verifikation-absage', 'kosten-einnahmen-verifikation-absage', 'BE210'],
  ['/kosten-einnahmen/abrechnungsbereich', 'kosten-einnahmen-abrechnungsbereich', 'BE220'],
  ['/kosten-einnahmen/kosten-ferienreise', 'kosten-einnahmen-kosten-ferienreise', 'BE230'],
  ['/kosten-einnahmen/kosten-freizeitaktivitaet', 'kosten-einnahmen-kosten-freizeitaktivitaet', 'BE240'],
  ['/kosten-einnahmen/kosten-anschaffung', 'kosten-einnahmen-kosten-anschaffung', 'BE250'],
  ['/kosten-einnahmen/belege-hochladen', 'kosten-einnahmen-belege-hochladen', 'BE260'],
  ['/kosten-einnahmen/einnahmen', 'kosten-einnahmen-einnahmen', 'BE270'],
  ['/kosten-einnahmen/defizit', 'kosten-einnahmen-defizit', 'BE280'],
  ['/kosten-einnahmen/wirkung-ferien-freizeit', 'kosten-einnahmen-wirkung-ferien-freizeit', 'BE290'],
  ['/kosten-einnahmen/wirkung-anschaffung', 'kosten-einnahmen-wirkung-anschaffung', 'BE300'],
  ['/kosten-einnahmen/bild-hochladen', 'kosten-einnahmen-bild-hochladen', 'BE310'],
  ['/kosten-einnahmen/bildfreigabe', 'kosten-einnahmen-bildfreigabe', 'BE320'],
  ['/kontaktdaten/adressat-auszahlung', 'kontaktdaten-adressat-auszahlung', 'BE400'],
  ['/kontaktdaten/selbsteingabe', 'kontaktdaten-selbsteingabe', 'BE410'],
  ['/kontaktdaten/vertretung', 'kontaktdaten-vertretung', 'BE420'],
  ['/kontaktdaten/drittperson', 'kontaktdaten-drittperson', 'BE430'],
  ['/kontaktdaten/kontodaten', 'kontaktdaten-kontodaten', 'BE440'],
  ['/kontaktdaten/datenpruefung', 'kontaktdaten-datenpruefung', 'BE450'],
  ['/absage', 'absage', 'BE500'],
];

// Spec 02 §2.3 (group application).
const group: Expected[] = [
  ['/gesuche/gruppe', 'mfe-group', 'gesuche-gruppe', 'FG000'],
  ['/gesuche/gruppe/email', 'mfe-group', 'gesuche-gruppe-email', 'FG100'],
  ['/gesuche/gruppe/verifikation-email', 'mfe-group', 'gesuche-gruppe-verifikation-email', 'FG110'],
  ['/gesuche/gruppe/{id}', 'mfe-group', 'gesuche-gruppe-id', 'FG120'],
  ...(
    [
      ['FG200', 'richtlinien'],
      ['FG210', 'zielgruppe'],
      ['FG220', 'gesuchsart'],
      ['FG230', 'abrechnung-von-sammelgesuchen'],
      ['FG235', 'sammelgesuche-zeitraum'],
      ['FG240', 'sammelgesuche-download'],
      ['FG245', 'sammelgesuche-upload'],
      ['FG250', 'gruppenzusammensetzung'],
      ['FG260', 'anzahl-gruppen'],
      ['FG270', 'anzahl-teilnehmende'],
      ['FG280', 'anzahl-tage'],
      ['FG290', 'anzahl-teilnehmertage'],
    ] as const
  ).map(([code, suffix]): Expected => [
    `/gesuche/gruppe/{id}/richtlinien-und-bedarf/${suffix}`,
    'mfe-group',
    `gesuche-gruppe-id-richtlinien-und-bedarf-${suffix}`,
    code,
  ]),
  ...(
    [
      ['FG300', 'thema-gruppenaktivitaet'],
      ['FG310', 'zielsetzung'],
      ['FG320', 'land'],
      ['FG330', 'ort'],
      ['FG340', 'zeitraum'],
    ] as const
  ).map(([code, suffix]): Expected => [
    `/gesuche/gruppe/{id}/beschreibung-angebot/${suffix}`,
    'mfe-group',
    `gesuche-gruppe-id-beschreibung-angebot-${suffix}`,
    code,
  ]),
  ...(
    [
      ['FG400', 'ausgaben'],
      ['FG410', 'einnahmen'],
      ['FG420', 'defizit-gruppenaktivitaet'],
      ['FG430', 'defizit-sammelgesuch'],
    ] as const
  ).map(([code, suffix]): Expected => [
    `/gesuche/gruppe/{id}/budget/${suffix}`,
    'mfe-group',
    `gesuche-gruppe-id-budget-${suffix}`,
    code,
  ]),
  ...(
    [
      ['FG500', 'inklusionskriterien'],
      ['FG510', 'wirkung'],
      ['FG520', 'hinweis-auf-unterstuetzung'],
      ['FG530', 'bildnachweis'],
    ] as const
  ).map(([code, suffix]): Expected => [
    `/gesuche/gruppe/{id}/dam-bedingungen/${suffix}`,
    'mfe-group',
    `gesuche-gruppe-id-dam-bedingungen-${suffix}`,
    code,
  ]),
  ['/gesuche/gruppe/{id}/kontaktdaten/kontaktdaten', 'mfe-group', 'gesuche-gruppe-id-kontaktdaten-kontaktdaten', 'FG600'],
  ['/gesuche/gruppe/{id}/kontaktdaten/bemerkungen', 'mfe-group', 'gesuche-gruppe-id-kontaktdaten-bemerkungen', 'FG620'],
  ['/gesuche/gruppe/{id}/datenpruefung', 'mfe-group', 'gesuche-gruppe-id-datenpruefung', 'FG610'],
  ['/gesuche/gruppe/{id}/abschluss', 'mfe-group', 'gesuche-gruppe-id-abschluss', 'FG700'],
];

// Spec 02 §2.5 (group statement); the spec gives only the route-name suffixes.
const groupStatement: StatementRow[] = [
  ['/bestaetigung-realisierung/bestaetigung-realisierung', 'bestaetigung-realisierung-bestaetigung-realisierung', 'BG200'],
  ['/bestaetigung-realisierung/gesuch-absagen', 'bestaetigung-realisierung-gesuch-absagen', 'BG210'],
  ['/bestaetigung-realisierung/unterlagen-abrechnung', 'bestaetigung-realisierung-unterlagen-abrechnung', 'BG220'],
  ['/bestaetigung-realisierung/zielgruppe', 'bestaetigung-realisierung-zielgruppe', 'BG230'],
  ['/abrechnung-einzelgruppen/anzahl-teilnehmer', 'abrechnung-einzelgruppen-anzahl-teilnehmer', 'BG300'],
  ['/abrechnung-einzelgruppen/anzahl-tage', 'abrechnung-einzelgruppen-anzahl-tage', 'BG310'],
  ['/abrechnung-einzelgruppen/ausgaben', 'abrechnung-einzelgruppen-ausgaben', 'BG320'],
  ['/abrechnung-einzelgruppen/belege-hochladen', 'abrechnung-einzelgruppen-belege-hochladen', 'BG330'],
  ['/abrechnung-einzelgruppen/einnahmen', 'abrechnung-einzelgruppen-einnahmen', 'BG340'],
  ['/abrechnung-einzelgruppen/defizit', 'abrechnung-einzelgruppen-defizit', 'BG350'],
  ['/abrechnung-einzelgruppen/teilnehmerliste', 'abrechnung-einzelgruppen-teilnehmerliste', 'BG360'],
  ['/abrechnung-sammelgesuch/abrechnung', 'abrechnung-sammelgesuch-abrechnung', 'BG400'],
  ['/abrechnung-sammelgesuch/teilabrechnung', 'abrechnung-sammelgesuch-teilabrechnung', 'BG410'],
  ['/abrechnung-sammelgesuch/teilabrechnung-upload', 'abrechnung-sammelgesuch-teilabrechnung-upload', 'BG420'],
  ['/abrechnung-sammelgesuch/defizit-teilabrechnung', 'abrechnung-sammelgesuch-defizit-teilabrechnung', 'BG430'],
  ['/abrechnung-sammelgesuch/teilabrechnung-beenden', 'abrechnung-sammelgesuch-teilabrechnung-beenden', 'BG440'],
  ['/abrechnung-sammelgesuch/schlussabrechnung', 'abrechnung-sammelgesuch-schlussabrechnung', 'BG450'],
  ['/abrechnung-sammelgesuch/defizit-schlussabrechnung', 'abrechnung-sammelgesuch-defizit-schlussabrechnung', 'BG460'],
  ['/dam-bedingungen/inklusuionskriterien', 'dam-bedingungen-inklusionskriterien', 'BG500'],
  ['/dam-bedingungen/inklusionsnachweis', 'dam-bedingungen-inklusionsnachweis', 'BG510'],
  ['/dam-bedingungen/nachweis-unterstuetzung', 'dam-bedingungen-nachweis-unterstuetzung', 'BG520'],
  ['/dam-bedingungen/wirkung', 'dam-bedingungen-wirkung', 'BG530'],
  ['/dam-bedingungen/bild-hochladen', 'dam-bedingungen-bild-hochladen', 'BG540'],
  ['/dam-bedingungen/bilder-hochladen', 'dam-bedingungen-bilder-hochladen', 'BG550'],
  ['/dam-bedingungen/bildfreigabe', 'dam-bedingungen-bildfreigabe', 'BG560'],
  ['/dam-bedingungen/logo-antragsteller', 'dam-bedingungen-logo-antragsteller', 'BG570'],
  ['/kontaktdaten/kontaktdaten-kontoinhaber', 'kontaktdaten-kontaktdaten-kontoinhaber', 'BG600'],
  ['/kontaktdaten/kontodaten', 'kontaktdaten-kontodaten', 'BG610'],
  ['/abschluss/verifikation', 'abschluss-verifikation', 'BG700'],
  ['/abschluss/vielen-dank', 'abschluss-vielen-dank', 'BG710'],
  ['/absage', 'absage', 'BG720'],
];

// Spec 02 §2.4 (project application). FP460 (foundation name in the path) is checked separately below.
const project: Expected[] = [
  ['/gesuche/projekte', 'mfe-project', 'gesuche-projekte', 'FP000'],
  ['/gesuche/projekte/email', 'mfe-project', 'gesuche-projekte-email', 'FP100'],
  ['/gesuche/projekte/verifikation-email', 'mfe-project', 'gesuche-projekte-verifikation-email', 'FP110'],
  ['/gesuche/projekte/{id}', 'mfe-project', 'gesuche-projekte-id', 'FP120'],
  ...(
    [
      ['FP200', 'richtlinien-und-zielgruppe', 'richtlinien'],
      ['FP210', 'richtlinien-und-zielgruppe', 'gesuchsart'],
      ['FP220', 'richtlinien-und-zielgruppe', 'zielgruppe'],
      ['FP230', 'richtlinien-und-zielgruppe', 'projektleitung'],
      ['FP240', 'richtlinien-und-zielgruppe', 'kommerzieller-hintergrund'],
      ['FP300', 'projektdaten', 'eingabefrist'],
      ['FP310', 'projektdaten', 'projektlaufzeit'],
      ['FP320', 'projektdaten', 'projektkategorie'],
      ['FP330', 'projektdaten', 'projekttitel'],
      ['FP340', 'projektdaten', 'projektbeschreibung'],
      ['FP350', 'projektdaten', 'anzahl-personen'],
      ['FP360', 'projektdaten', 'konzept'],
      ['FP370', 'projektdaten', 'wirkung'],
      ['FP380', 'projektdaten', 'inklusion'],
      ['FP400', 'budget', 'aufwand'],
      ['FP410', 'budget', 'ertrag'],
      ['FP420', 'budget', 'institutionelle-spenden'],
      ['FP430', 'budget', 'defizit'],
      ['FP440', 'budget', 'angefragte-institutionen'],
      ['FP450', 'budget', 'absage-institutionen'],
      ['FP500', 'dam-bedingungen', 'hinweis-auf-unterstuetzung'],
      ['FP510', 'dam-bedingungen', 'abschlussbericht-und-bildnachweis'],
      ['FP600', 'kontaktdaten', 'kontaktdaten'],
      ['FP620', 'kontaktdaten', 'bemerkungen'],
      ['FP610', 'kontaktdaten', 'datenpruefung'],
    ] as const
  ).map(([code, step, suffix]): Expected => [
    `/gesuche/projekte/{id}/${step}/${suffix}`,
    'mfe-project',
    `gesuche-projekte-id-${step}-${suffix}`,
    code,
  ]),
  ['/gesuche/projekte/{id}/abschluss', 'mfe-project', 'gesuche-projekte-id-abschluss', 'FP700'],
];

// Spec 02 §2.6 (project statement).
const projectStatement: StatementRow[] = [
  ['/bestaetigung-realisierung/projektabschluss', 'bestaetigung-realisierung-projektabschluss', 'BP200'],
  ['/bestaetigung-realisierung/gesuch-absagen', 'bestaetigung-realisierung-gesuch-absagen', 'BP210'],
  ['/bestaetigung-realisierung/unterlagen-abrechnung', 'bestaetigung-realisierung-unterlagen-abrechnung', 'BP220'],
  ['/abrechnung-projekte/reichweite', 'abrechnung-projekte-reichweite', 'BP300'],
  ['/abrechnung-projekte/effektiver-aufwand', 'abrechnung-projekte-effektiver-aufwand', 'BP310'],
  ['/abrechnung-projekte/effektiver-ertrag', 'abrechnung-projekte-effektiver-ertrag', 'BP320'],
  ['/abrechnung-projekte/institutionelle-spenden', 'abrechnung-projekte-institutionelle-spenden', 'BP330'],
  ['/abrechnung-projekte/effektives-defizit', 'abrechnung-projekte-effektives-defizit', 'BP340'],
  ['/abrechnung-projekte/kein-defizit', 'abrechnung-projekte-kein-defizit', 'BP350'],
  ['/dam-bedingungen/inklusionsnachweis', 'dam-bedingungen-inklusionsnachweis', 'BP400'],
  ['/dam-bedingungen/nachweis-der-unterstuetzung', 'dam-bedingungen-nachweis-der-unterstuetzung', 'BP410'],
  ['/dam-bedingungen/abschlussbericht', 'dam-bedingungen-abschlussbericht', 'BP420'],
  ['/dam-bedingungen/bilder-hochladen', 'dam-bedingungen-bilder-hochladen', 'BP430'],
  ['/dam-bedingungen/bildfreigabe', 'dam-bedingungen-bildfreigabe', 'BP440'],
  ['/dam-bedingungen/logo-antragsteller', 'dam-bedingungen-logo-antragsteller', 'BP450'],
  ['/kontaktdaten/kontoinhaber', 'kontaktdaten-kontoinhaber', 'BP500'],
  ['/kontaktdaten/kontodaten', 'kontaktdaten-kontodaten', 'BP510'],
  ['/kontaktdaten/bemerkungen', 'kontaktdaten-bemerkungen', 'BP600'],
  ['/abschluss/verifikation', 'abschluss-verifikation', 'BP610'],
  ['/abschluss/vielen-dank', 'abschluss-vielen-dank', 'BP700'],
  ['/abschluss/absage', 'abschluss-absage', 'BP710'],
];

interface Settlement {
  remote: RemoteName;
  /** The spelling declared as `path` (and given back by routePath). */
  base: string;
  /** Further spellings that must match too. */
  altBases: string[];
  namePrefix: string;
  rows: StatementRow[];
}

const settlements: Settlement[] = [
  {
    remote: 'mfe-single-person',
    base: '/gesuche/einzelperson-abrechnung/{id}',
    altBases: [],
    namePrefix: 'gesuche-einzelperson-abrechnung-id',
    rows: singlePersonSettlement,
  },
  {
    remote: 'mfe-group',
    base: '/gesuche/gruppe-abrechnung/{id}',
    altBases: ['/gesuche/gruppe/abrechnung/{id}'],
    namePrefix: 'gesuche-gruppe-abrechnung-id',
    rows: groupStatement,
  },
  {
    remote: 'mfe-project',
    base: '/gesuche/projekte-abrechnung/{id}',
    altBases: ['/gesuche/projekte/abrechnung/{id}'],
    namePrefix: 'gesuche-projekte-abrechnung-id',
    rows: projectStatement,
  },
];

/** Every settlement route, the base included, as [path, remote, name, code, alternative spellings]. */
const settlementRoutes: [...Expected, string[]][] = settlements.flatMap(({ remote, base, altBases, namePrefix, rows }) => [
  [base, remote, namePrefix, undefined, altBases],
  ...rows.map(
    ([rel, suffix, code]): [...Expected, string[]] => [
      `${base}${rel}`,
      remote,
      `${namePrefix}-${suffix}`,
      code,
      altBases.map((alt) => `${alt}${rel}`),
    ],
  ),
]);

const allExpected: Expected[] = [
  ...general,
  ...singlePerson,
  ...group,
  ...project,
  ...settlementRoutes.map(([path, remote, name, code]): Expected => [path, remote, name, code]),
];

const params = { id: ID, code: ID };
/** Rows of one fixed length (a shorter row would make jest pass its `done` callback as the code). */
const allRows = allExpected.map(([path, remote, name, code]) => [path, remote, name, code ?? ''] as const);

describe('route table against the spec (00 §2.2, 01 §2, 02 §2)', () => {
  describe.each(LANGUAGES)('language %s', (lang) => {
    test.each(allRows)('%s → %s / %s', (path, remote, name, code) => {
      const match = matchRoute(withLangPrefix(concrete(path), lang));
      expect(match.route.remote).toBe(remote);
      expect(match.route.name).toBe(name);
      expect(match.lang).toBe(lang);
      if (code) expect(match.route.code).toBe(code);
      if (path.includes('{id}')) expect(match.params.id).toBe(String(ID));
      expect(routePath(name, params, lang)).toBe(withLangPrefix(concrete(path), lang));
    });

    test.each(settlementRoutes.filter(([, , , , alts]) => alts.length > 0))(
      'second spelling of %s matches the same route',
      (path, remote, name, _code, alts) => {
        for (const alt of alts) {
          const match = matchRoute(withLangPrefix(concrete(alt), lang));
          expect(match.route.remote).toBe(remote);
          expect(match.route.name).toBe(name);
          expect(match.params.id).toBe(String(ID));
        }
        // routePath gives the hyphenated spelling back.
        expect(routePath(name, params, lang)).toBe(withLangPrefix(concrete(path), lang));
      },
    );

    test.each([
      '/journal/ein-artikel',
      '/podcasts',
      '/gesuche/unbekannt',
      '/gesuche/gruppe/42/unbekannt',
      '/gesuche/gruppe-abrechnung/42/unbekannt',
      '/gesuche/gruppe/abrechnung/42/abschluss/unbekannt',
      '/gesuche/projekte/42/budget/unbekannt',
      '/gesuche/projekte/abrechnung/42/unbekannt',
      '/gesuche/einzelperson/42/budget',
    ])('unknown path %s falls to the catch-all', (path) => {
      const match = matchRoute(withLangPrefix(path, lang));
      expect(match.route.name).toBe('all');
      expect(match.route.remote).toBe('mfe-public-site');
      expect(match.lang).toBe(lang);
    });
  });

  test('every declared route of the three flow remotes is expected by the spec', () => {
    const expectedNames = new Set(allExpected.map(([, , name]) => name));
    const flowRoutes = ROUTES.filter((route) =>
      (['mfe-single-person', 'mfe-group', 'mfe-project'] as RemoteName[]).includes(route.remote),
    );
    const fp460 = `gesuche-projekte-id-budget-beitrag-${FOUNDATION_SLUG}`; // checked in its own test
    expect(flowRoutes.map((route) => route.name).filter((name) => !expectedNames.has(name) && name !== fp460)).toEqual([]);
  });

  test('route names are unique', () => {
    const names = ROUTES.map((route) => route.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const name of names) expect(routeByName(name)?.name).toBe(name);
  });

  test('every route with {id} (in its path or an alias) has the auth guard', () => {
    const withId = ROUTES.filter((route) => [route.path, ...(route.aliases ?? [])].some((p) => p.includes('{id}')));
    expect(withId.length).toBeGreaterThan(0);
    expect(withId.filter((route) => !route.guards.includes('auth')).map((route) => route.name)).toEqual([]);
  });

  test('the CMS catch-all is the last route', () => {
    expect(ROUTES[ROUTES.length - 1]).toMatchObject({ name: 'all', path: '/*', remote: 'mfe-public-site' });
  });

  test('parameters are decoded, and kept as written when they are not valid percent-encoding', () => {
    expect(matchRoute('/gesuche/einzelperson/a%20b/qualifikation/geburtsdatum').params.id).toBe('a b');
    expect(matchRoute('/gesuche/einzelperson/%E0%A4%A/qualifikation/geburtsdatum').params.id).toBe('%E0%A4%A');
  });

  test('one trailing slash is allowed; an empty parameter, a second slash or another segment is not the route', () => {
    const route = (path: string) => matchRoute(path).route.name;
    expect(route('/gesuche/uebersicht/')).toBe('gesuche-uebersicht');
    expect(matchRoute('/fr/gesuche/einzelperson/7/qualifikation/geburtsdatum/')).toMatchObject({ lang: 'fr', params: { id: '7' } });
    expect(route('/')).toBe('index');
    expect(route('/fr/')).toBe('index');
    for (const path of ['/gesuche/uebersicht//', '/gesuche/einzelperson//qualifikation/geburtsdatum', '/gesuche/uebersicht/mehr', '/Gesuche/uebersicht'])
      expect([path, route(path)]).toEqual([path, 'all']);
    expect(() => matchRoute('gesuche')).toThrow('No route for gesuche');
  });

  test('FP460 carries the foundation name in its path and route name', () => {
    const found = matchRoute(`/it/gesuche/projekte/42/budget/beitrag-stiftung-${FOUNDATION_SLUG}`);
    expect(found.route).toMatchObject({ code: 'FP460', remote: 'mfe-project', name: `gesuche-projekte-id-budget-beitrag-${FOUNDATION_SLUG}` });
    expect(found.params.id).toBe('42');
  });
});
