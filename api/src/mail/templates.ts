import type { ServerLang } from '@portal/shared-domain/server';
import type { Mail } from './mailer';

/** E-mail texts in the requester's language (German default). */
const PREFIX: Record<ServerLang, string> = { de: '', fr: '/fr', it: '/it' };

export function loginLinkUrl(publicUrl: string, lang: ServerLang, code: string, redirect?: string): string {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return `${publicUrl}${PREFIX[lang]}/login/${code}${query}`;
}

const loginTexts: Record<ServerLang, { subject: string; body: (link: string) => string }> = {
  de: {
    subject: 'Ihr Anmeldelink zum Gesuchsportal',
    body: (link) =>
      `Guten Tag\n\nMit diesem Link melden Sie sich im Gesuchsportal an und können Ihr Gesuch jederzeit fortsetzen:\n\n${link}\n\nDer Link ist 12 Monate gültig. Fordern Sie einen neuen Link an, wird dieser ungültig.\nFalls Sie keinen Link angefordert haben, können Sie diese E-Mail ignorieren.\n\nFreundliche Grüsse\nIhre Stiftung`,
  },
  fr: {
    subject: 'Votre lien de connexion au portail des demandes',
    body: (link) =>
      `Bonjour\n\nCe lien vous permet de vous connecter au portail des demandes et de reprendre votre demande à tout moment:\n\n${link}\n\nLe lien est valable 12 mois. Si vous demandez un nouveau lien, celui-ci ne sera plus valable.\nSi vous n'avez pas demandé de lien, vous pouvez ignorer cet e-mail.\n\nMeilleures salutations\nVotre fondation`,
  },
  it: {
    subject: 'Il suo link di accesso al portale delle domande',
    body: (link) =>
      `Buongiorno\n\nCon questo link accede al portale delle domande e può riprendere la sua domanda in qualsiasi momento:\n\n${link}\n\nIl link è valido 12 mesi. Se richiede un nuovo link, questo non sarà più valido.\nSe non ha richiesto alcun link, può ignorare questa e-mail.\n\nCordiali saluti\nLa sua fondazione`,
  },
};

export function loginLinkMail(to: string, lang: ServerLang, link: string): Mail {
  const text = loginTexts[lang];
  return { to, subject: text.subject, text: text.body(link), links: [link] };
}

const submittedTexts: Record<ServerLang, { subject: (n: string) => string; body: (n: string, link: string) => string }> = {
  de: {
    subject: (n) => `Ihr Gesuch ${n} ist eingegangen`,
    body: (n, link) =>
      `Guten Tag\n\nVielen Dank, Ihr Gesuch ${n} ist bei uns eingegangen. Sie können es hier als PDF herunterladen:\n\n${link}\n\nWir geben telefonisch keine Auskunft zum Stand der Prüfung und benachrichtigen Sie schriftlich, sobald sie abgeschlossen ist.\n\nFreundliche Grüsse\nIhre Stiftung`,
  },
  fr: {
    subject: (n) => `Votre demande ${n} a été reçue`,
    body: (n, link) =>
      `Bonjour\n\nMerci, nous avons bien reçu votre demande ${n}. Vous pouvez la télécharger en PDF ici:\n\n${link}\n\nNous ne donnons aucune information par téléphone sur l'état de l'examen et vous informerons par écrit dès qu'il sera terminé.\n\nMeilleures salutations\nVotre fondation`,
  },
  it: {
    subject: (n) => `La sua domanda ${n} è stata ricevuta`,
    body: (n, link) =>
      `Buongiorno\n\nGrazie, abbiamo ricevuto la sua domanda ${n}. Può scaricarla in PDF qui:\n\n${link}\n\nNon diamo informazioni telefoniche sullo stato dell'esame e la informeremo per iscritto non appena sarà concluso.\n\nCordiali saluti\nLa sua fondazione`,
  },
};

export function applicationSubmittedMail(to: string, lang: ServerLang, number: string, link: string): Mail {
  const text = submittedTexts[lang];
  return { to, subject: text.subject(number), text: text.body(number, link), links: [link] };
}

/** The newsletter's confirmation page of the public site (double opt-in, spec 00 §5.4, §8). */
export function newsletterConfirmUrl(publicUrl: string, lang: ServerLang, token: string): string {
  return `${publicUrl}${PREFIX[lang]}/newsletter/bestaetigen?token=${encodeURIComponent(token)}`;
}

export type Salutation = 'm' | 'f' | 'n';

const newsletterTexts: Record<ServerLang, { subject: string; greeting: Record<Salutation, (first: string, last: string) => string>; body: (link: string) => string }> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter',
    greeting: { m: (_f, l) => `Sehr geehrter Herr ${l}`, f: (_f, l) => `Sehr geehrte Frau ${l}`, n: (f, l) => `Guten Tag ${f} ${l}` },
    body: (link) =>
      `Vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung mit diesem Link:\n\n${link}\n\nDer Link ist 7 Tage gültig. Ohne Bestätigung erhalten Sie keinen Newsletter; falls Sie sich nicht angemeldet haben, können Sie diese E-Mail ignorieren.\n\nFreundliche Grüsse\nIhre Stiftung`,
  },
  fr: {
    subject: 'Veuillez confirmer votre inscription à la newsletter',
    greeting: { m: (_f, l) => `Bonjour Monsieur ${l}`, f: (_f, l) => `Bonjour Madame ${l}`, n: (f, l) => `Bonjour ${f} ${l}` },
    body: (link) =>
      `Merci de votre intérêt pour notre newsletter. Veuillez confirmer votre inscription avec ce lien:\n\n${link}\n\nLe lien est valable 7 jours. Sans confirmation, vous ne recevrez pas la newsletter; si vous ne vous êtes pas inscrit·e, vous pouvez ignorer cet e-mail.\n\nMeilleures salutations\nVotre fondation`,
  },
  it: {
    subject: "La preghiamo di confermare l'iscrizione alla newsletter",
    greeting: { m: (_f, l) => `Gentile signor ${l}`, f: (_f, l) => `Gentile signora ${l}`, n: (f, l) => `Buongiorno ${f} ${l}` },
    body: (link) =>
      `Grazie per l'interesse per la nostra newsletter. La preghiamo di confermare l'iscrizione con questo link:\n\n${link}\n\nIl link è valido 7 giorni. Senza conferma non riceverà la newsletter; se non si è iscritto/a, può ignorare questa e-mail.\n\nCordiali saluti\nLa sua fondazione`,
  },
};

export function newsletterConfirmMail(
  to: string,
  lang: ServerLang,
  person: { gender: Salutation; firstname: string; lastname: string },
  link: string,
): Mail {
  const text = newsletterTexts[lang];
  return { to, subject: text.subject, text: `${text.greeting[person.gender](person.firstname, person.lastname)}\n\n${text.body(link)}`, links: [link] };
}

/** One answer of a submission as the foundation reads it: the field's label and the value as text. */
export interface SubmissionLine {
  label: string;
  value: string;
}

const submissionTexts: Record<ServerLang, { subject: (form: string) => string; intro: (form: string) => string; images: string; empty: string }> = {
  de: {
    subject: (form) => `Neue Einsendung: ${form}`,
    intro: (form) => `Über das Formular «${form}» der Website ist eine Einsendung eingegangen (auf Deutsch ausgefüllt):`,
    images: 'Bilder (im CMS unter Formulare › Einsendungen)',
    empty: '–',
  },
  fr: {
    subject: (form) => `Nouvel envoi: ${form}`,
    intro: (form) => `Un envoi est arrivé par le formulaire «${form}» du site (rempli en français):`,
    images: 'Images (dans le CMS sous Formulare › Einsendungen)',
    empty: '–',
  },
  it: {
    subject: (form) => `Nuovo invio: ${form}`,
    intro: (form) => `È arrivato un invio tramite il modulo «${form}» del sito (compilato in italiano):`,
    images: 'Immagini (nel CMS sotto Formulare › Einsendungen)',
    empty: '–',
  },
};

/**
 * A submission e-mailed to the foundation, in the language the visitor filled it in: the labels
 * come from the form in that language, so the mail reads in one language throughout.
 */
export function formSubmissionMail(to: string, lang: ServerLang, form: string, lines: SubmissionLine[], images: string[]): Mail {
  const text = submissionTexts[lang];
  const answers = lines.map((line) => `${line.label}: ${line.value.includes('\n') ? `\n${line.value}` : line.value || text.empty}`);
  const files = images.length > 0 ? [`\n${text.images}:`, ...images.map((name) => `- ${name}`)] : [];
  return { to, subject: text.subject(form), text: [text.intro(form), '', ...answers, ...files].join('\n'), links: [] };
}
