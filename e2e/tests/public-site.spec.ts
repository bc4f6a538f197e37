import { expect, test, type Locator, type Page } from '@playwright/test';
import { withLangPrefix, type Lang } from '@portal/shared-domain/src/routing';
import { expectNoAxeViolations } from '../src/axe';
import { tabTo } from '../src/keyboard';
import { expectMounted } from '../src/portal';
import { loadedPortalEntries } from '../src/shared-entries';

/**
 * The public website from the CMS (spec 00 §2.4–2.9) in the composed build: the seeded demo
 * content (cms/src/seed/content.ts) in de/fr/it, rendered by mfe-public-site inside the shell's
 * site layout. Visitors move by keyboard; axe checks every page visited. The 404 page of the
 * catch-all is covered by routes.spec.ts.
 */

const PRODUCT = 'Stiftung Ferien & Freizeit';
const LANGS: Lang[] = ['de', 'fr', 'it'];

interface NavSection {
  title: string;
  children: string[];
}

/** The seeded texts, per language. */
const SEED = {
  de: {
    home: {
      heading: 'Ferien und Freizeit für alle',
      intro: 'Wir bezahlen Ferien, Freizeit und Projekte für Menschen mit Behinderungen, die wenig Geld haben. In der ganzen Schweiz.',
      seoTitle: 'Stiftung Ferien & Freizeit',
      cards: 'So unterstützen wir',
      journal: 'Neu im Journal',
      quote: 'Zum ersten Mal seit zehn Jahren war ich am Meer. Ich habe jeden Tag die Wellen gehört.',
    },
    quickLinks: 'Schnellzugriff',
    apply: 'Gesuch stellen',
    contact: 'Kontakt',
    donate: 'Jetzt spenden',
    breadcrumbs: 'Sie sind hier',
    start: 'Startseite',
    navigation: [
      { title: 'Gesuche', children: ['Gesuche', 'Kurzcheck Einzelperson', 'Kurzcheck Gruppe', 'Kurzcheck Projekt', 'Downloads'] },
      { title: 'Über uns', children: ['Über uns', 'Team', 'Geschichte', 'Medien', 'Podcasts', 'Spendengeschichten', 'Zewo-Gütesiegel'] },
      { title: 'Journal', children: [] },
      { title: 'Spenden', children: [] },
      { title: 'Kontakt', children: [] },
    ] as NavSection[],
    footer: { name: 'Fusszeile', legalName: 'Rechtliches', legal: ['Impressum', 'Datenschutz', 'Cookies'], seal: 'Unsere Stiftung trägt das Gütesiegel für gemeinnützige Organisationen.' },
    gesuche: {
      heading: 'Gesuch stellen',
      intro: 'Sie leben mit einer Behinderung und haben wenig Geld?',
      crumb: 'Gesuche',
      ways: 'Wählen Sie Ihren Weg',
      checks: ['Kurzcheck Einzelperson', 'Kurzcheck Gruppe', 'Kurzcheck Projekt'],
      how: 'So funktioniert es',
      deadline: 'Gesuche für Gruppenaktivitäten müssen mindestens 10 Wochen vor Beginn bei uns sein.',
      support: 'Technische Hilfe beim Online-Gesuch',
      hours: 'Montag bis Donnerstag, 10–12 Uhr',
      documents: 'Merkblätter',
      leaflet: 'Merkblatt für Einzelpersonen',
    },
    quickCheck: { index: 0, remote: 'mfe-single-person', route: 'gesuche-kurzcheck-einzelperson', heading: 'Kurzcheck für Einzelpersonen' },
    journalEntry: {
      title: 'Rita sieht zum ersten Mal seit zehn Jahren das Meer',
      intro: 'Eine Woche an der Adria: Für Rita war das lange nur ein Traum. Mit unserer Unterstützung hat es geklappt.',
      published: 'Veröffentlicht am 18.06.2026',
      rubricsName: 'Rubriken',
      rubrics: ['Geschichten'],
      tagsName: 'Schlagwörter',
      tags: ['#Ferien', '#Inklusion'],
      parent: 'Journal',
      quote: 'Endlich konnte ich wieder einmal einfach nur da sein und aufs Wasser schauen.',
    },
    newest: ['Mit dem Segelboot über den Zürichsee', 'Rita sieht zum ersten Mal seit zehn Jahren das Meer', 'Zelten unter Sternen: eine Lagerwoche im Jura'],
    menu: { burger: 'Menü', close: 'Menü schliessen', nav: 'Hauptnavigation' },
    team: {
      heading: 'Team',
      intro: 'Wir sind ein kleines Team in Zürich. Wir sprechen Deutsch, Französisch und Italienisch.',
      office: 'Die Geschäftsstelle',
      member: 'Anna Keller',
      role: 'Geschäftsführerin',
    },
    board: { heading: 'Stiftungsrat', intro: 'Der Stiftungsrat entscheidet über die Strategie und die Finanzen.', member: 'Dr. Ruth Brunner', role: 'Präsidentin' },
  },
  fr: {
    home: {
      heading: 'Des vacances et des loisirs pour toutes et tous',
      intro:
        'Nous finançons des vacances, des loisirs et des projets pour les personnes en situation de handicap qui ont peu d’argent. Dans toute la Suisse.',
      seoTitle: 'Fondation Ferien & Freizeit',
      cards: 'Comment nous aidons',
      journal: 'Nouveau dans le journal',
      quote: 'Pour la première fois depuis dix ans, j’étais au bord de la mer. J’ai écouté les vagues chaque jour.',
    },
    quickLinks: 'Accès rapide',
    apply: 'Faire une demande',
    contact: 'Contact',
    donate: 'Faire un don',
    breadcrumbs: 'Vous êtes ici',
    start: 'Accueil',
    navigation: [
      {
        title: 'Demandes',
        children: ['Demandes', 'Test rapide personne individuelle', 'Test rapide groupe', 'Test rapide projet', 'Téléchargements'],
      },
      { title: 'À propos', children: ['À propos', 'Équipe', 'Histoire', 'Médias', 'Podcasts', 'Histoires de dons', 'Label de qualité Zewo'] },
      { title: 'Journal', children: [] },
      { title: 'Faire un don', children: [] },
      { title: 'Contact', children: [] },
    ] as NavSection[],
    footer: {
      name: 'Pied de page',
      legalName: 'Informations légales',
      legal: ['Mentions légales', 'Protection des données', 'Cookies'],
      seal: 'Notre fondation porte le label de qualité des organisations d’utilité publique.',
    },
    gesuche: {
      heading: 'Faire une demande',
      intro: 'Vous vivez avec un handicap et avez peu d’argent ?',
      crumb: 'Demandes',
      ways: 'Choisissez votre parcours',
      checks: ['Test rapide personne individuelle', 'Test rapide groupe', 'Test rapide projet'],
      how: 'Comment ça marche',
      deadline: 'Les demandes pour des activités de groupe doivent nous parvenir au moins 10 semaines avant le début.',
      support: 'Aide technique pour la demande en ligne',
      hours: 'Du lundi au jeudi, de 10 h à 12 h',
      documents: 'Aide-mémoire',
      leaflet: 'Aide-mémoire pour les personnes individuelles',
    },
    quickCheck: { index: 1, remote: 'mfe-group', route: 'gesuche-kurzcheck-gruppe', heading: 'Vérification rapide pour les groupes' },
    journalEntry: {
      title: 'Rita revoit la mer pour la première fois depuis dix ans',
      intro: 'Une semaine sur l’Adriatique : pour Rita, c’était longtemps un rêve. Avec notre soutien, c’est devenu possible.',
      published: 'Publié le 18.06.2026',
      rubricsName: 'Rubriques',
      rubrics: ['Histoires'],
      tagsName: 'Mots-clés',
      tags: ['#Vacances', '#Inclusion'],
      parent: 'Journal',
      quote: 'Enfin, j’ai pu simplement être là et regarder l’eau.',
    },
    newest: [
      'En voilier sur le lac de Zurich',
      'Rita revoit la mer pour la première fois depuis dix ans',
      'Camper sous les étoiles : une semaine de camp dans le Jura',
    ],
    menu: { burger: 'Menu', close: 'Fermer le menu', nav: 'Navigation principale' },
    team: {
      heading: 'Équipe',
      intro: 'Nous sommes une petite équipe à Zurich. Nous parlons allemand, français et italien.',
      office: 'Le secrétariat',
      member: 'Anna Keller',
      role: 'Directrice',
    },
    board: {
      heading: 'Conseil de fondation',
      intro: 'Le conseil de fondation décide de la stratégie et des finances.',
      member: 'Dr. Ruth Brunner',
      role: 'Présidente',
    },
  },
  it: {
    home: {
      heading: 'Vacanze e tempo libero per tutti',
      intro: 'Finanziamo vacanze, tempo libero e progetti per persone con disabilità che hanno pochi soldi. In tutta la Svizzera.',
      seoTitle: 'Fondazione Ferien & Freizeit',
      cards: 'Come aiutiamo',
      journal: 'Novità dal giornale',
      quote: 'Per la prima volta in dieci anni ero al mare. Ho ascoltato le onde ogni giorno.',
    },
    quickLinks: 'Accesso rapido',
    apply: 'Presentare una richiesta',
    contact: 'Contatto',
    donate: 'Dona ora',
    breadcrumbs: 'Si trova qui',
    start: 'Pagina iniziale',
    navigation: [
      {
        title: 'Richieste',
        children: ['Richieste', 'Verifica rapida persona singola', 'Verifica rapida gruppo', 'Verifica rapida progetto', 'Download'],
      },
      { title: 'Chi siamo', children: ['Chi siamo', 'Team', 'Storia', 'Media', 'Podcast', 'Storie di donazioni', 'Marchio di qualità Zewo'] },
      { title: 'Giornale', children: [] },
      { title: 'Donare', children: [] },
      { title: 'Contatto', children: [] },
    ] as NavSection[],
    footer: {
      name: 'Piè di pagina',
      legalName: 'Note legali',
      legal: ['Colophon', 'Protezione dei dati', 'Cookie'],
      seal: 'La nostra fondazione porta il marchio di qualità per le organizzazioni di pubblica utilità.',
    },
    gesuche: {
      heading: 'Presentare una richiesta',
      intro: 'Vive con una disabilità e ha pochi soldi?',
      crumb: 'Richieste',
      ways: 'Scelga il suo percorso',
      checks: ['Verifica rapida persona singola', 'Verifica rapida gruppo', 'Verifica rapida progetto'],
      how: 'Come funziona',
      deadline: 'Le richieste per attività di gruppo devono pervenirci almeno 10 settimane prima dell’inizio.',
      support: 'Aiuto tecnico per la richiesta online',
      hours: 'Da lunedì a giovedì, dalle 10 alle 12',
      documents: 'Promemoria',
      leaflet: 'Promemoria per le persone singole',
    },
    quickCheck: { index: 2, remote: 'mfe-project', route: 'gesuche-kurzcheck-projekte', heading: 'Verifica rapida per i progetti' },
    journalEntry: {
      title: 'Rita rivede il mare per la prima volta dopo dieci anni',
      intro: 'Una settimana sull’Adriatico: per Rita è stato a lungo solo un sogno. Con il nostro sostegno ce l’ha fatta.',
      published: 'Pubblicato il 18.06.2026',
      rubricsName: 'Rubriche',
      rubrics: ['Storie'],
      tagsName: 'Parole chiave',
      tags: ['#Vacanze', '#Inclusione'],
      parent: 'Giornale',
      quote: 'Finalmente ho potuto di nuovo semplicemente stare lì e guardare l’acqua.',
    },
    newest: [
      'In barca a vela sul lago di Zurigo',
      'Rita rivede il mare per la prima volta dopo dieci anni',
      'In tenda sotto le stelle: una settimana di campo nel Giura',
    ],
    menu: { burger: 'Menu', close: 'Chiudi menu', nav: 'Navigazione principale' },
    team: {
      heading: 'Team',
      intro: 'Siamo un piccolo team a Zurigo. Parliamo tedesco, francese e italiano.',
      office: 'Il segretariato',
      member: 'Anna Keller',
      role: 'Direttrice',
    },
    board: {
      heading: 'Consiglio di fondazione',
      intro: 'Il consiglio di fondazione decide la strategia e le finanze.',
      member: 'Dr. Ruth Brunner',
      role: 'Presidente',
    },
  },
};

const CHECK_PATHS = ['/gesuche/kurzcheck/einzelperson', '/gesuche/kurzcheck/gruppe', '/gesuche/kurzcheck/projekte'];
const ABOUT = 1;

/** Waits until the CMS page is shown (its h1 and the site layout) and checks it with axe. */
async function showsPage(page: Page, heading: string): Promise<void> {
  await expectMounted(page, 'mfe-public-site', /.+/, 'site');
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^(de|fr|it)$/);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
}

/** The breadcrumb trail as shown, the last crumb being the current page. */
async function expectBreadcrumbs(page: Page, lang: Lang, crumbs: [string, string][]): Promise<void> {
  const trail = page.getByRole('navigation', { name: SEED[lang].breadcrumbs });
  const links = trail.getByRole('link');
  await expect(links).toHaveText(crumbs.map(([title]) => title));
  for (const [index, [, path]] of crumbs.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', withLangPrefix(path, lang));
  }
  await expect(links.last()).toHaveAttribute('aria-current', 'page');
  await expect(trail.locator('[aria-current="page"]')).toHaveCount(1);
}

/** Focuses an element by Tab from wherever the focus is. */
async function tabToElement(page: Page, locator: Locator): Promise<void> {
  await tabTo(page, locator as ReturnType<Page['getByRole']>);
}

function siteHeader(page: Page): Locator {
  return page.locator('header[data-layout="site"]');
}

function burger(page: Page, lang: Lang): Locator {
  return siteHeader(page).getByRole('button', { name: SEED[lang].menu.burger, exact: true });
}

/** Opens the full-screen menu with the keyboard (Tab to the burger, Enter). */
async function openMenuByKeyboard(page: Page, lang: Lang): Promise<Locator> {
  const button = burger(page, lang);
  await tabToElement(page, button);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: SEED[lang].menu.burger });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: SEED[lang].menu.close })).toBeFocused();
  return menu;
}

async function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

for (const lang of LANGS) {
  const seed = SEED[lang];
  const at = (path: string) => withLangPrefix(path, lang);

  test.describe(`public site (${lang})`, () => {
    // The home page opens the newsletter pop-up after 15 s (forms-newsletter.spec.ts tests it): on a
    // slow machine a journey starting there is still under way then, and the pop-up takes the focus.
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('newsletterPopupShown', 'true'));
    });

    test(`home: hero, landing-page title, header links and footer from the CMS (${lang})`, async ({ page }) => {
      await page.goto(at('/'));
      await showsPage(page, seed.home.heading);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // A landing page: the SEO title without ' | {product}'.
      await expect(page).toHaveTitle(seed.home.seoTitle);
      await expect(page.locator('#mfe-public-site [data-blueprint="landingpage"]')).toHaveAttribute('data-background', 'white');
      const content = page.locator('#content');
      await expect(content.getByText(seed.home.intro, { exact: true })).toBeVisible();
      // No breadcrumbs on the home page.
      await expect(page.getByRole('navigation', { name: seed.breadcrumbs })).toHaveCount(0);

      // Blocks in order: link cards to the quick checks, the newest journal entries, quote, teasers.
      const cards = page.getByRole('region', { name: seed.home.cards });
      for (const [index, name] of seed.gesuche.checks.entries()) {
        await expect(cards.getByRole('link', { name, exact: true })).toHaveAttribute('href', at(CHECK_PATHS[index]));
      }
      const newest = page.getByRole('region', { name: seed.home.journal });
      await expect(newest.getByRole('heading', { level: 3 })).toHaveText(seed.newest);
      await expect(newest.getByRole('link', { name: seed.newest[1], exact: true })).toHaveAttribute('href', at('/journal/erste-ferien-am-meer'));
      await expect(content.getByText(seed.home.quote)).toBeVisible();
      // The page reads through the data layer, without the signed-in portal's endpoints.
      const loaded = await loadedPortalEntries(page);
      expect(loaded).toContain('@portal/shared-ui/data');
      for (const entry of ['@portal/shared-ui/account-data', '@portal/shared-domain/account-api']) expect(loaded).not.toContain(entry);

      // Header: the two quick links and 'donate now' from the global links.
      const quick = siteHeader(page).getByRole('navigation', { name: seed.quickLinks });
      await expect(quick.getByRole('link')).toHaveText([seed.apply, seed.contact]);
      await expect(quick.getByRole('link', { name: seed.apply, exact: true })).toHaveAttribute('href', at('/gesuche'));
      await expect(quick.getByRole('link', { name: seed.contact, exact: true })).toHaveAttribute('href', at('/kontakt'));
      await expect(siteHeader(page).getByRole('link', { name: seed.donate, exact: true })).toHaveAttribute('href', at('/spenden'));

      // Footer: the navigation in 4 columns (5 top pages: 2, 1, 1, 1), each top page followed by its children.
      const footer = page.locator('footer');
      const columns = footer.getByRole('navigation', { name: seed.footer.name }).getByTestId('footer-column');
      await expect(columns).toHaveCount(4);
      const nav = seed.navigation;
      const entries = (sections: NavSection[]) => sections.flatMap((section) => [section.title, ...section.children.slice(section.children.length > 0 ? 1 : 0)]);
      await expect(columns.nth(0).getByRole('link')).toHaveText(entries(nav.slice(0, 2)));
      await expect(columns.nth(1).getByRole('link')).toHaveText(entries([nav[2]]));
      await expect(columns.nth(2).getByRole('link')).toHaveText(entries([nav[3]]));
      await expect(columns.nth(3).getByRole('link')).toHaveText(entries([nav[4]]));
      await expect(columns.nth(0).getByRole('link', { name: nav[1].children[2], exact: true })).toHaveAttribute('href', at('/ueber-uns/geschichte'));
      await expect(columns.nth(0).getByRole('link', { name: nav[1].children[6], exact: true })).toHaveAttribute('href', 'https://zewo.ch');
      // Only the footer links with address and text (the seed's link without address is left out).
      await expect(footer.getByRole('navigation', { name: seed.footer.legalName }).getByRole('link')).toHaveText(seed.footer.legal);
      await expect(footer.getByText(`© ${new Date().getFullYear()} ${PRODUCT}`, { exact: true })).toBeVisible();
      await expect(footer.getByText(seed.footer.seal, { exact: true })).toBeVisible();
    });

    test(`/gesuche: content and the way to the quick checks, followed by keyboard (${lang})`, async ({ page }) => {
      await page.goto(at('/gesuche'));
      await showsPage(page, seed.gesuche.heading);
      await expect(page).toHaveTitle(`${seed.gesuche.heading} | ${PRODUCT}`);
      await expect(page.locator('#mfe-public-site [data-background]')).toHaveAttribute('data-background', 'green');
      await expectBreadcrumbs(page, lang, [
        [seed.start, '/'],
        [seed.gesuche.crumb, '/gesuche'],
      ]);
      const content = page.locator('#content');
      await expect(content.getByText(seed.gesuche.intro)).toBeVisible();

      const ways = page.getByRole('region', { name: seed.gesuche.ways });
      for (const [index, name] of seed.gesuche.checks.entries()) {
        await expect(ways.getByRole('link', { name, exact: true })).toHaveAttribute('href', at(CHECK_PATHS[index]));
      }
      await expect(page.getByRole('region', { name: seed.gesuche.how })).toContainText(seed.gesuche.deadline);
      const support = page.getByRole('region', { name: seed.gesuche.support });
      await expect(support.getByRole('link', { name: 'support@ferien-freizeit.ch' })).toHaveAttribute('href', 'mailto:support@ferien-freizeit.ch');
      await expect(support.getByRole('link', { name: '+41 44 000 00 00' })).toHaveAttribute('href', 'tel:+41440000000');
      await expect(support).toContainText(seed.gesuche.hours);
      await expect(page.getByRole('region', { name: seed.gesuche.documents }).getByRole('link', { name: new RegExp(seed.gesuche.leaflet) })).toHaveAttribute(
        'href',
        /^\/api\/documents\/.+\/download$/,
      );

      // Keyboard: Tab to one quick check's link, Enter, and the quick check's remote is there.
      const check = seed.quickCheck;
      await tabToElement(page, ways.getByRole('link', { name: seed.gesuche.checks[check.index], exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${at(CHECK_PATHS[check.index]).replace(/\//g, '\\/')}$`));
      await expectMounted(page, check.remote, check.route, 'dashboard');
      await expect(page.getByRole('heading', { level: 1, name: check.heading })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`a journal entry: title, date, rubric, tags and breadcrumbs (${lang})`, async ({ page }) => {
      const entry = seed.journalEntry;
      await page.goto(at('/journal/erste-ferien-am-meer'));
      await showsPage(page, entry.title);
      await expect(page).toHaveTitle(`${entry.title} | ${PRODUCT}`);
      const article = page.getByRole('article', { name: entry.title });
      await expect(article.getByText(entry.published, { exact: true })).toBeVisible();
      await expect(article.locator('time')).toHaveAttribute('datetime', '2026-06-18');
      const labels = article.locator('dl');
      await expect(labels.locator('dt')).toHaveText([entry.rubricsName, entry.tagsName]);
      // Each label is a link to the journal filtered by it; its text starts with what only screen
      // readers hear ('Tous les articles de la rubrique …') and ends with the chip's title.
      await expect(labels.nth(0).locator('dd')).toHaveText(entry.rubrics.map((title) => new RegExp(`${title}$`)));
      await expect(labels.nth(1).locator('dd')).toHaveText(entry.tags.map((title) => new RegExp(`${title}$`)));
      await expect(article.getByText(entry.intro, { exact: true })).toBeVisible();
      await expect(article.getByText(entry.quote)).toBeVisible();
      // Journal entries: Startseite, the parent page, then the entry.
      await expectBreadcrumbs(page, lang, [
        [seed.start, '/'],
        [entry.parent, '/journal'],
        [entry.title, '/journal/erste-ferien-am-meer'],
      ]);
    });

    test(`a nested page from the desktop menu, by keyboard, with breadcrumbs (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(at('/'));
      await showsPage(page, seed.home.heading);

      // On the home page no submenu is open; focus on a top page opens its submenu.
      let menu = await openMenuByKeyboard(page, lang);
      const main = menu.getByRole('navigation', { name: seed.menu.nav });
      const tops = main.locator(':scope > ul > li > :is(a, button)');
      await expect(tops).toHaveText(seed.navigation.map((section) => section.title));
      for (const section of seed.navigation.filter((item) => item.children.length > 0)) {
        await expect(main.getByRole('button', { name: section.title, exact: true })).toHaveAttribute('aria-expanded', 'false');
      }
      expect(await bodyOverflow(page)).toBe('hidden');
      await expectNoAxeViolations(page);
      const about = main.getByRole('button', { name: seed.navigation[ABOUT].title, exact: true });
      await tabToElement(page, about);
      await expect(about).toHaveAttribute('aria-expanded', 'true');
      const submenu = menu.locator(`#${await about.getAttribute('aria-controls')}`);
      await expect(submenu.getByRole('link')).toHaveText(seed.navigation[ABOUT].children);
      await tabToElement(page, submenu.getByRole('link', { name: seed.team.heading, exact: true }));
      await page.keyboard.press('Enter');

      // The nested page: menu closed, the new page's heading has the focus.
      await expect(page).toHaveURL(new RegExp(`${at('/ueber-uns/team').replace(/\//g, '\\/')}$`));
      await expect(menu).toHaveCount(0);
      await showsPage(page, seed.team.heading);
      await expect(page.getByRole('heading', { level: 1, name: seed.team.heading, exact: true })).toBeFocused();
      expect(await bodyOverflow(page)).not.toBe('hidden');
      await expect(page).toHaveTitle(`${seed.team.heading} | ${PRODUCT}`);
      await expect(page.locator('#content').getByText(seed.team.intro, { exact: true })).toBeVisible();
      const office = page.getByRole('region', { name: seed.team.office });
      await expect(office.getByRole('heading', { name: seed.team.member })).toBeVisible();
      await expect(office.getByText(seed.team.role, { exact: true })).toBeVisible();
      await expectBreadcrumbs(page, lang, [
        [seed.start, '/'],
        [seed.navigation[ABOUT].title, '/ueber-uns'],
        [seed.navigation[ABOUT].children[1], '/ueber-uns/team'],
      ]);

      // Here the submenu of the current parent opens by itself; Escape closes, focus back on the burger.
      menu = await openMenuByKeyboard(page, lang);
      await expect(menu.getByRole('button', { name: seed.navigation[ABOUT].title, exact: true })).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('button', { name: seed.navigation[0].title, exact: true })).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link', { name: seed.navigation[ABOUT].children[1], exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(burger(page, lang)).toBeFocused();
      await expect(burger(page, lang)).toHaveAttribute('aria-expanded', 'false');

      // One level deeper (a page the navigation does not list), reached from the team page's teaser.
      await tabToElement(page, page.locator('#content').getByRole('link', { name: seed.board.heading, exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${at('/ueber-uns/team/stiftungsrat').replace(/\//g, '\\/')}$`));
      await showsPage(page, seed.board.heading);
      await expect(page.locator('#content').getByText(seed.board.intro)).toBeVisible();
      await expect(page.locator('#content').getByText(seed.board.member)).toBeVisible();
      await expect(page.locator('#content').getByText(seed.board.role, { exact: true })).toBeVisible();
      // Not in the navigation: its parent's trail, then the page itself.
      await expectBreadcrumbs(page, lang, [
        [seed.start, '/'],
        [seed.navigation[ABOUT].title, '/ueber-uns'],
        [seed.navigation[ABOUT].children[1], '/ueber-uns/team'],
        [seed.board.heading, '/ueber-uns/team/stiftungsrat'],
      ]);
      // Its section's submenu is open in the menu here too.
      menu = await openMenuByKeyboard(page, lang);
      await expect(menu.getByRole('button', { name: seed.navigation[ABOUT].title, exact: true })).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(burger(page, lang)).toBeFocused();
    });

    test(`a nested page from the mobile accordion, with the page scroll locked (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(at('/'));
      await showsPage(page, seed.home.heading);
      // Below 1200 px the quick links are in the menu, not in the header.
      await expect(siteHeader(page).getByRole('navigation', { name: seed.quickLinks })).toHaveCount(0);
      expect(await bodyOverflow(page)).not.toBe('hidden');

      const menu = await openMenuByKeyboard(page, lang);
      await expect(menu).toHaveAttribute('data-mobile', 'true');
      expect(await bodyOverflow(page)).toBe('hidden');
      await expect(menu.getByRole('navigation', { name: seed.quickLinks }).getByRole('link')).toHaveText([seed.apply, seed.contact]);
      const about = menu.getByRole('button', { name: seed.navigation[ABOUT].title, exact: true });
      // An accordion: focus alone does not open a section, Enter does.
      await tabToElement(page, about);
      await expect(about).toHaveAttribute('aria-expanded', 'false');
      const team = menu.getByRole('link', { name: seed.navigation[ABOUT].children[1], exact: true });
      await expect(team).toBeHidden();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');
      await expect(about).toHaveAttribute('aria-expanded', 'true');
      await expect(team).toBeVisible();
      await expectNoAxeViolations(page);
      await tabToElement(page, team);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`${at('/ueber-uns/team').replace(/\//g, '\\/')}$`));
      await expect(menu).toHaveCount(0);
      expect(await bodyOverflow(page)).not.toBe('hidden');
      await showsPage(page, seed.team.heading);
      await expectBreadcrumbs(page, lang, [
        [seed.start, '/'],
        [seed.navigation[ABOUT].title, '/ueber-uns'],
        [seed.navigation[ABOUT].children[1], '/ueber-uns/team'],
      ]);

      // Opened again on the team page, its section is open by itself; Escape unlocks the page.
      await openMenuByKeyboard(page, lang);
      await expect(about).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('button', { name: seed.navigation[0].title, exact: true })).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(burger(page, lang)).toBeFocused();
      expect(await bodyOverflow(page)).not.toBe('hidden');
    });
  });
}
