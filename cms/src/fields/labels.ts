import type { CollectionConfig, Field, GlobalConfig } from 'payload';

/**
 * German labels of the fields, by field name: the editors are the foundation's staff; Payload
 * would otherwise show the names of the content contract (`intro_text` → "Intro_text").
 * A field with its own label keeps it.
 */
const LABELS: Record<string, string> = {
  address: 'Adresse',
  alt: 'Alternativtext (beschreibt das Bild für Screenreader)',
  audio: 'Audiodatei',
  author: 'Autorin oder Autor',
  blueprint: 'Vorlage',
  button_text: 'Beschriftung des Knopfs',
  campaign: 'Kampagne',
  caption: 'Bildlegende',
  cards: 'Karten',
  cash_boxes: 'Sammelbüchsen',
  children: 'Unterseiten',
  close_label: 'Beschriftung der Schliessen-Schaltfläche',
  confirmed_at: 'Bestätigt am',
  data: 'Eingaben',
  date: 'Datum',
  default_value: 'Vorgabewert',
  description: 'Beschreibung',
  display: 'Beschriftung',
  documents: 'Dokumente',
  donate_bar: 'Spendenleiste',
  duration: 'Dauer (Sekunden)',
  email: 'E-Mail',
  externalLink: 'Externe Adresse',
  field_import: 'Import',
  field_type: 'Feldtyp',
  fields: 'Felder',
  files: 'Bilder',
  firstname: 'Vorname',
  footer_links: 'Links in der Fusszeile',
  force_white_background: 'Weissen Hintergrund erzwingen',
  form: 'Formular',
  fullWidth: 'Volle Breite',
  gender: 'Anrede',
  handle: 'Kennung',
  honeypot: 'Spam-Schutz-Feld',
  hours: 'Öffnungszeiten',
  iban: 'IBAN',
  image: 'Bild',
  input_type: 'Eingabetyp',
  instructions: 'Hinweis (Markdown)',
  intro_text: 'Einleitung',
  label: 'Beschriftung',
  language: 'Sprache',
  lastname: 'Nachname',
  latitude: 'Breitengrad',
  link_text: 'Linktext',
  link_url: 'Linkadresse',
  longitude: 'Längengrad',
  max: 'Höchstwert',
  max_files: 'Höchstzahl Dateien',
  members: 'Mitglieder',
  name: 'Name',
  number_of_entries: 'Anzahl Einträge',
  options: 'Optionen',
  page: 'Seite',
  page_title: 'Seitenüberschrift',
  pages: 'Seiten',
  parent: 'Übergeordnete Seite',
  persons: 'Personen',
  phone: 'Telefon',
  placeholder: 'Platzhalter',
  podcast: 'Podcast',
  podcasts: 'Podcasts',
  prepend: 'Voranstellen',
  quote: 'Zitat',
  read_only: 'Nur lesen',
  recipients: 'Empfänger:innen',
  requested_at: 'Angemeldet am',
  role: 'Funktion',
  rubrics: 'Rubriken',
  rules: 'Regeln',
  select_articles: 'Ausgewählte Beiträge',
  sentence: 'Satz',
  seo_description: 'Beschreibung für Suchmaschinen',
  seo_hidden: 'Vor Suchmaschinen verbergen (noindex)',
  seo_title: 'Titel für Suchmaschinen',
  show_donation_bar: 'Spendenleiste zeigen',
  show_newest_journal_entries: 'Neueste Journalbeiträge zeigen',
  show_newsletter_popup: 'Newsletter-Pop-up zeigen',
  slug: 'Pfadsegment',
  status: 'Status',
  summary: 'Einsendung',
  tags: 'Schlagwörter',
  target_blank: 'In neuem Tab öffnen',
  text: 'Text',
  text_below_button: 'Text unter dem Knopf',
  text_right_from_zewo_logo: 'Text neben dem Zewo-Logo',
  title: 'Titel',
  token_hash: 'Token (Hash)',
  twint_link: 'TWINT-Link',
  url: 'Pfad oder Adresse',
  value: 'Wert',
  variant: 'Variante',
  whiteBackground: 'Weisser Hintergrund',
  width: 'Breite (%)',
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
