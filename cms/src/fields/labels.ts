import type { CollectionConfig, Field, GlobalConfig } from 'payload';

/**
 * German labels of the fields, by field name: the editors are the foundation's staff; Payload
 * would otherwise show the names of the content contract (`intro_text` → "Intro_text").
 * A field with its own label keeps it.
 */
const LABELS: Record<string, string> = {
  address: 'Adresse',
  alt: 'Alternativtext (beschreibt das Bild für Screenreader)',
  author: 'Autorin oder Autor',
  blueprint: 'Vorlage',
  caption: 'Bildlegende',
  cards: 'Karten',
  cash_boxes: 'Sammelbüchsen',
  children: 'Unterseiten',
  close_label: 'Beschriftung der Schliessen-Schaltfläche',
  date: 'Datum',
  documents: 'Dokumente',
  donate_bar: 'Spendenleiste',
  email: 'E-Mail',
  externalLink: 'Externe Adresse',
  footer_links: 'Links in der Fusszeile',
  force_white_background: 'Weissen Hintergrund erzwingen',
  hours: 'Öffnungszeiten',
  iban: 'IBAN',
  image: 'Bild',
  intro_text: 'Einleitung',
  latitude: 'Breitengrad',
  link_text: 'Linktext',
  link_url: 'Linkadresse',
  longitude: 'Längengrad',
  members: 'Mitglieder',
  name: 'Name',
  number_of_entries: 'Anzahl Einträge',
  page: 'Seite',
  page_title: 'Seitenüberschrift',
  pages: 'Seiten',
  parent: 'Übergeordnete Seite',
  persons: 'Personen',
  phone: 'Telefon',
  quote: 'Zitat',
  role: 'Funktion',
  rubrics: 'Rubriken',
  select_articles: 'Ausgewählte Beiträge',
  sentence: 'Satz',
  seo_description: 'Beschreibung für Suchmaschinen',
  seo_hidden: 'Vor Suchmaschinen verbergen (noindex)',
  seo_title: 'Titel für Suchmaschinen',
  show_donation_bar: 'Spendenleiste zeigen',
  show_newest_journal_entries: 'Neueste Journalbeiträge zeigen',
  show_newsletter_popup: 'Newsletter-Pop-up zeigen',
  slug: 'Pfadsegment',
  tags: 'Schlagwörter',
  target_blank: 'In neuem Tab öffnen',
  text: 'Text',
  text_right_from_zewo_logo: 'Text neben dem Zewo-Logo',
  title: 'Titel',
  twint_link: 'TWINT-Link',
  url: 'Pfad oder Adresse',
};

function labelled(field: Field): Field {
  const next = { ...field } as Field & Record<string, unknown>;
  if ('name' in next && typeof next.name === 'string' && !('label' in next && next.label) && LABELS[next.name]) {
    (next as { label?: string }).label = LABELS[next.name];
  }
  if ('fields' in next && Array.isArray(next.fields)) (next as { fields: Field[] }).fields = next.fields.map(labelled);
  if (next.type === 'blocks') {
    next.blocks = next.blocks.map((block) => ({ ...block, fields: block.fields.map(labelled) }));
  }
  if (next.type === 'tabs') next.tabs = next.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(labelled) }));
  return next;
}

/** The collection or global with German labels on every field that has none. */
export function withLabels<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: config.fields.map(labelled) };
}
