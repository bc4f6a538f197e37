import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { loadRecords, startWizard, summarizeAnswers, type ServerLang } from '@portal/shared-domain/server';
import { applicationFlows } from '../flows';
import type { ApplicationJson } from '../http/schemas';

/** The application as a PDF (A4 portrait) in the applicant's language, generated on submission. */
const labels: Record<ServerLang, Record<string, string>> = {
  de: {
    title: 'Gesuch',
    number: 'Gesuchsnummer',
    type: 'Kategorie',
    submittedAt: 'Eingereicht am',
    issuer: 'Eingereicht von',
    contact: 'Kontakt',
    representation: 'Vertretung',
    answers: 'Angaben',
    'single-person': 'Einzelperson',
    group: 'Gruppe',
    project: 'Projekt',
    'single-group': 'Einzelgruppe',
    'group-collection': 'Sammelgesuch',
  },
  fr: {
    title: 'Demande',
    number: 'Numéro de demande',
    type: 'Catégorie',
    submittedAt: 'Soumise le',
    issuer: 'Soumise par',
    contact: 'Contact',
    representation: 'Représentation',
    answers: 'Données',
    'single-person': 'Personne individuelle',
    group: 'Groupe',
    project: 'Projet',
    'single-group': 'Groupe unique',
    'group-collection': 'Demande collective',
  },
  it: {
    title: 'Domanda',
    number: 'Numero della domanda',
    type: 'Categoria',
    submittedAt: 'Inoltrata il',
    issuer: 'Inoltrata da',
    contact: 'Contatto',
    representation: 'Rappresentanza',
    answers: 'Dati',
    'single-person': 'Persona singola',
    group: 'Gruppo',
    project: 'Progetto',
    'single-group': 'Gruppo singolo',
    'group-collection': 'Domanda collettiva',
  },
};

/** Standard fonts only encode WinAnsi: anything else is replaced rather than failing. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff\u20ac\u2013\u2014\u2018\u2019\u201c\u201d\u2022]/g, '?');
}

function formatDate(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
}

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([595.28, 841.89]);
    this.y = 790;
  }

  line(text: string, options: { size?: number; bold?: boolean; indent?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const x = 50 + (options.indent ?? 0);
    const maxWidth = 595.28 - x - 50;
    for (const row of this.wrap(printable(text), font, size, maxWidth)) {
      if (this.y < 60) {
        this.page = this.doc.addPage([595.28, 841.89]);
        this.y = 790;
      }
      this.page.drawText(row, { x, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size * 1.45;
    }
  }

  gap(points = 8): void {
    this.y -= points;
  }

  private wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
    const rows: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current) rows.push(current);
      current = word;
      // A single word longer than the line is cut.
      while (font.widthOfTextAtSize(current, size) > maxWidth && current.length > 1) {
        let cut = current.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > maxWidth) cut--;
        rows.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    rows.push(current);
    return rows;
  }
}

/** `fileNames`: upload id → file name, so uploads are listed by their names. */
export async function renderApplicationPdf(application: ApplicationJson, lang: ServerLang, fileNames: ReadonlyMap<string, string> = new Map()): Promise<Uint8Array> {
  const l = labels[lang];
  const doc = await PDFDocument.create();
  doc.setTitle(`${l.title} ${application.number}`);
  doc.setLanguage(lang);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.line(`${l.title} ${application.number}`, { size: 18, bold: true });
  w.gap();
  const kind = [l[application.type], application.subtype ? (l[application.subtype] ?? application.subtype) : null]
    .filter(Boolean)
    .join(' - ');
  w.line(`${l.number}: ${application.number}`);
  w.line(`${l.type}: ${kind}`);
  w.line(`${l.submittedAt}: ${formatDate(application.submittedAt ?? new Date().toISOString())}`);
  w.line(`${l.issuer}: ${application.issuer}`);
  for (const key of ['contact', 'representation'] as const) {
    const contact = application[key];
    if (!contact) continue;
    w.gap();
    w.line(l[key], { bold: true, size: 12 });
    w.line([contact.organization, `${contact.firstname} ${contact.lastname}`].filter(Boolean).join(', '));
    w.line(`${contact.street} ${contact.houseNumber}, ${contact.zipCode} ${contact.location}`);
    w.line(`${contact.phone}, ${contact.email}`);
  }
  // The answers as the review page shows them: step by step, labelled, formatted by their kind.
  const flow = applicationFlows[application.type];
  if (flow) {
    const data = application as unknown as Record<string, unknown>;
    const context = { user: { email: application.issuer }, now: new Date(), lang, fileName: (id: string) => fileNames.get(id.toLowerCase()) };
    for (const section of summarizeAnswers(flow, startWizard(flow, loadRecords(data, 'application'), context), context)) {
      w.gap();
      w.line(section.title || l.answers, { bold: true, size: 12 });
      for (const row of section.rows) {
        w.line(row.label, { bold: true });
        for (const line of row.lines) w.line(line, { indent: 12 });
      }
    }
  }
  return doc.save();
}
