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
