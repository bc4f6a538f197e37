import type { FastifyRequest } from 'fastify';
import { frenchTypography, type ServerLang } from '@portal/shared-domain/server';

/**
 * Server-side texts. German is the default; French and Italian are chosen by accept-language
 * (spec 00 §2.1: de is the fallback). Placeholders are written {name}.
 */
export const LANGS: readonly ServerLang[] = ['de', 'fr', 'it'];

const messages = {
  badRequest: {
    de: 'Die Anfrage ist ungültig.',
    fr: 'La requête est invalide.',
    it: 'La richiesta non è valida.',
  },
  invalidJson: {
    de: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    fr: "Le contenu de la requête n'est pas du JSON valide.",
    it: 'Il contenuto della richiesta non è un JSON valido.',
  },
  unknownField: { de: 'Unbekanntes Feld.', fr: 'Champ inconnu.', it: 'Campo sconosciuto.' },
  invalidValue: { de: 'Ungültiger Wert.', fr: 'Valeur invalide.', it: 'Valore non valido.' },
  missingValue: { de: 'Angabe fehlt.', fr: 'Donnée manquante.', it: 'Dato mancante.' },
  unauthenticated: {
    de: 'Bitte melden Sie sich an.',
    fr: 'Veuillez vous connecter.',
    it: 'Per favore effettui il login.',
  },
  sessionInvalid: {
    de: 'Ihre Sitzung ist abgelaufen oder wurde beendet. Bitte melden Sie sich erneut an.',
    fr: 'Votre session a expiré ou a été fermée. Veuillez vous reconnecter.',
    it: 'La sessione è scaduta o è stata chiusa. Per favore effettui di nuovo il login.',
  },
  // Spec 00 §6/§8: the admin routes answer exactly 'Forbidden'.
  forbidden: { de: 'Forbidden', fr: 'Forbidden', it: 'Forbidden' },
  notFound: { de: 'Nicht gefunden.', fr: 'Introuvable.', it: 'Non trovato.' },
  previewRefused: {
    de: 'Die Vorschau ist abgelaufen oder ungültig. Bitte öffnen Sie sie erneut aus dem CMS.',
    fr: "L'aperçu a expiré ou n'est pas valable. Veuillez le rouvrir depuis le CMS.",
    it: "L'anteprima è scaduta o non è valida. La riapra dal CMS.",
  },
  unsupportedMediaType: {
    de: 'Dieses Datenformat wird nicht unterstützt.',
    fr: "Ce format de données n'est pas pris en charge.",
    it: 'Questo formato di dati non è supportato.',
  },
  bodyTooLarge: {
    de: 'Die Anfrage ist zu gross.',
    fr: 'La requête est trop volumineuse.',
    it: 'La richiesta è troppo grande.',
  },
  tooManyRequests: {
    de: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    fr: 'Trop de demandes. Veuillez réessayer plus tard.',
    it: 'Troppe richieste. Per favore riprovi più tardi.',
  },
  // A cookie-authenticated change without the X-Requested-With header (CSRF protection).
  csrfHeaderMissing: {
    de: 'Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu.',
    fr: 'La requête a été refusée pour des raisons de sécurité. Veuillez recharger la page.',
    it: 'La richiesta è stata rifiutata per motivi di sicurezza. Per favore ricarichi la pagina.',
  },
  internal: {
    de: 'Es ist ein Fehler aufgetreten',
    fr: 'Une erreur est survenue',
    it: 'Si è verificato un errore',
  },
  validationFailed: {
    de: 'Bitte prüfen Sie Ihre Angaben.',
    fr: 'Veuillez vérifier vos données.',
    it: 'Per favore verifichi i dati inseriti.',
  },
  loginLinkUnknown: {
    de: 'Dieser Anmeldelink ist ungültig. Bitte fordern Sie einen neuen Link an.',
    fr: "Ce lien de connexion n'est pas valable. Veuillez demander un nouveau lien.",
    it: 'Questo link di accesso non è valido. Per favore richieda un nuovo link.',
  },
  loginLinkExpired: {
    de: 'Dieser Anmeldelink ist abgelaufen (gültig 12 Monate). Bitte fordern Sie einen neuen Link an.',
    fr: 'Ce lien de connexion a expiré (valable 12 mois). Veuillez demander un nouveau lien.',
    it: 'Questo link di accesso è scaduto (valido 12 mesi). Per favore richieda un nuovo link.',
  },
  loginLinkRevoked: {
    de: 'Dieser Anmeldelink wurde durch einen neueren Link oder eine Abmeldung ersetzt. Bitte verwenden Sie den neuesten Link oder fordern Sie einen neuen an.',
    fr: 'Ce lien de connexion a été remplacé par un lien plus récent ou par une déconnexion. Veuillez utiliser le dernier lien ou en demander un nouveau.',
    it: 'Questo link di accesso è stato sostituito da un link più recente o da una disconnessione. Per favore usi il link più recente o ne richieda uno nuovo.',
  },
  invalidRedirect: {
    de: 'Die Rücksprungadresse muss ein Pfad dieser Website sein.',
    fr: "L'adresse de retour doit être un chemin de ce site.",
    it: "L'indirizzo di ritorno deve essere un percorso di questo sito.",
  },
  invalidEmail: {
    de: 'E-Mail muss eine gültige E-Mail-Adresse beinhalten.',
    fr: 'E-mail doit contenir une adresse e-mail valide.',
    it: 'E-mail deve contenere un indirizzo e-mail valido.',
  },
  transitionNotAllowed: {
    de: 'Diese Aktion ist im aktuellen Status des Gesuchs ({status}) nicht möglich.',
    fr: "Cette action n'est pas possible dans le statut actuel de la demande ({status}).",
    it: 'Questa azione non è possibile nello stato attuale della domanda ({status}).',
  },
  statementExists: {
    de: 'Für dieses Gesuch besteht bereits eine Abrechnung.',
    fr: 'Un décompte existe déjà pour cette demande.',
    it: 'Per questa domanda esiste già un conteggio.',
  },
  statementMissing: {
    de: 'Für dieses Gesuch besteht noch keine Abrechnung.',
    fr: "Aucun décompte n'existe encore pour cette demande.",
    it: 'Per questa domanda non esiste ancora un conteggio.',
  },
  partialOnlyForCollections: {
    de: 'Eine Teilabrechnung ist nur für Sammelgesuche möglich.',
    fr: "Un décompte partiel n'est possible que pour les demandes collectives.",
    it: 'Un conteggio parziale è possibile solo per le domande collettive.',
  },
  billingChosenOtherwise: {
    de: 'Diese Abrechnung ist anders gewählt: Reichen Sie sie so ein, wie unter «Teil- oder Schlussabrechnung» angegeben.',
    fr: 'Ce décompte a été choisi autrement\u00a0: remettez-le comme indiqué sous «\u00a0Décompte partiel ou final\u00a0».',
    it: 'Questo conteggio è stato scelto diversamente: lo inoltri come indicato sotto «Conteggio parziale o finale».',
  },
  incomplete: {
    de: 'Das Gesuch ist noch nicht vollständig. Bitte beantworten Sie alle offenen Fragen, bevor Sie es einreichen.',
    fr: 'La demande est encore incomplète. Veuillez répondre à toutes les questions ouvertes avant de la soumettre.',
    it: 'La domanda non è ancora completa. Per favore risponda a tutte le domande aperte prima di inoltrarla.',
  },
  answersInvalid: {
    de: 'Einige Angaben erfüllen die Regeln nicht mehr, weil sich andere Antworten geändert haben. Bitte korrigieren Sie die genannten Fragen, bevor Sie das Gesuch einreichen.',
    fr: 'Certaines indications ne respectent plus les règles, car d’autres réponses ont changé. Veuillez corriger les questions indiquées avant de soumettre la demande.',
    it: 'Alcune indicazioni non rispettano più le regole, perché altre risposte sono cambiate. Per favore corregga le domande indicate prima di inoltrare la domanda.',
  },
  statementAnswersInvalid: {
    de: 'Einige Angaben der Abrechnung erfüllen die Regeln nicht. Bitte korrigieren Sie die genannten Fragen, bevor Sie die Abrechnung einreichen.',
    fr: 'Certaines indications du décompte ne respectent pas les règles. Veuillez corriger les questions indiquées avant de soumettre le décompte.',
    it: 'Alcune indicazioni del conteggio non rispettano le regole. Per favore corregga le domande indicate prima di inoltrare il conteggio.',
  },
  statementIncomplete: {
    de: 'Die Abrechnung ist noch nicht vollständig. Bitte beantworten Sie alle offenen Fragen, bevor Sie sie einreichen.',
    fr: 'Le décompte est encore incomplet. Veuillez répondre à toutes les questions ouvertes avant de le soumettre.',
    it: 'Il conteggio non è ancora completo. Per favore risponda a tutte le domande aperte prima di inoltrarlo.',
  },
  subtypeRequired: {
    de: 'Für Gruppengesuche ist die Art (Einzelgruppe oder Sammelgesuch) anzugeben.',
    fr: 'Pour les demandes de groupe, le type (groupe unique ou demande collective) doit être indiqué.',
    it: 'Per le domande di gruppo occorre indicare il tipo (gruppo singolo o domanda collettiva).',
  },
  subtypeNotAllowed: {
    de: 'Nur Gruppengesuche haben eine Art (Einzelgruppe oder Sammelgesuch).',
    fr: 'Seules les demandes de groupe ont un type (groupe unique ou demande collective).',
    it: 'Solo le domande di gruppo hanno un tipo (gruppo singolo o domanda collettiva).',
  },
  contactTypeNotAllowed: {
    de: 'Diese Kontaktart kann hier nicht verknüpft werden.',
    fr: 'Ce type de contact ne peut pas être lié ici.',
    it: 'Questo tipo di contatto non può essere collegato qui.',
  },
  notImpersonating: {
    de: 'Es ist keine Anmeldung als andere Person aktiv.',
    fr: "Aucune connexion en tant qu'une autre personne n'est active.",
    it: "Nessun accesso come un'altra persona è attivo.",
  },
  fileTooLarge: {
    de: 'Die Datei ist zu gross (max. 20 MB).',
    fr: 'Le fichier est trop volumineux (max. 20 Mo).',
    it: 'Il file è troppo grande (max. 20 MB).',
  },
  fileMissing: {
    de: 'Bitte wählen Sie eine Datei aus.',
    fr: 'Veuillez choisir un fichier.',
    it: 'Per favore scelga un file.',
  },
  fileTypeNotAllowed: {
    de: 'Dieser Dateityp wird nicht unterstützt. Erlaubt sind PDF, Excel (xlsx) sowie Bilder (AVIF, BMP, JPEG, PNG, WebP).',
    fr: "Ce type de fichier n'est pas pris en charge. Sont acceptés: PDF, Excel (xlsx) et images (AVIF, BMP, JPEG, PNG, WebP).",
    it: 'Questo tipo di file non è supportato. Sono ammessi PDF, Excel (xlsx) e immagini (AVIF, BMP, JPEG, PNG, WebP).',
  },
  fileDamaged: {
    de: 'Die Datei ist beschädigt oder kann nicht gelesen werden.',
    fr: 'Le fichier est endommagé ou illisible.',
    it: 'Il file è danneggiato o non può essere letto.',
  },
  pdfPortraitOnly: {
    de: 'PDF-Dateien werden nur im Hochformat unterstützt.',
    fr: 'Les fichiers PDF ne sont acceptés qu’au format portrait.',
    it: 'I file PDF sono supportati solo in formato verticale.',
  },
  contactHidden: {
    de: 'Dieser Kontakt ist nicht verfügbar.',
    fr: "Ce contact n'est pas disponible.",
    it: 'Questo contatto non è disponibile.',
  },
  // Input bounds of every request (input-guard.ts) and schema messages (errors.ts).
  tooDeep: {
    de: 'Die Anfrage ist zu tief verschachtelt (höchstens {max} Ebenen).',
    fr: 'La requête est trop profondément imbriquée (au maximum {max} niveaux).',
    it: 'La richiesta è annidata troppo in profondità (al massimo {max} livelli).',
  },
  invalidText: {
    de: 'Die Anfrage enthält unzulässige Zeichen.',
    fr: 'La requête contient des caractères non autorisés.',
    it: 'La richiesta contiene caratteri non ammessi.',
  },
  invalidCharacters: {
    de: 'Enthält unzulässige Zeichen (Nullzeichen oder ungültige Unicode-Zeichen). Bitte entfernen Sie sie.',
    fr: 'Contient des caractères non autorisés (caractère nul ou caractère Unicode invalide). Veuillez les supprimer.',
    it: 'Contiene caratteri non ammessi (carattere nullo o carattere Unicode non valido). Per favore li rimuova.',
  },
  allowedValues: {
    de: 'Ungültiger Wert. Erlaubt: {values}.',
    fr: 'Valeur invalide. Admis : {values}.',
    it: 'Valore non valido. Ammesso: {values}.',
  },
  or: { de: 'oder', fr: 'ou', it: 'o' },
  tooLong: {
    de: 'Zu lang (höchstens {limit}).',
    fr: 'Trop long (au maximum {limit}).',
    it: 'Troppo lungo (al massimo {limit}).',
  },
  multipartInvalid: {
    de: 'Die Datei wurde nicht vollständig oder nicht als Formular (multipart/form-data) übermittelt. Bitte versuchen Sie es erneut.',
    fr: "Le fichier n'a pas été transmis entièrement ou pas comme formulaire (multipart/form-data). Veuillez réessayer.",
    it: 'Il file non è stato trasmesso completamente o non come modulo (multipart/form-data). Per favore riprovi.',
  },
  zipTooLarge: {
    de: 'Die Excel-Datei ist entpackt zu gross (max. {size}).',
    fr: 'Le fichier Excel décompressé est trop volumineux (max. {size}).',
    it: 'Il file Excel decompresso è troppo grande (max. {size}).',
  },
  // Upload references in answers (uploads/references.ts).
  uploadUnknown: {
    de: 'Die Datei wurde nicht gefunden. Bitte laden Sie sie erneut hoch.',
    fr: 'Le fichier est introuvable. Veuillez le télécharger à nouveau.',
    it: 'Il file non è stato trovato. Per favore lo carichi di nuovo.',
  },
  uploadNotImage: {
    de: 'Datei muss ein Bild sein.',
    fr: 'Le fichier doit être une image.',
    it: "Il file deve essere un'immagine.",
  },
  uploadWrongType: {
    de: 'Dieser Dateityp ist hier nicht erlaubt. Erlaubt: {types}.',
    fr: "Ce type de fichier n'est pas admis ici. Admis : {types}.",
    it: 'Questo tipo di file non è ammesso qui. Ammessi: {types}.',
  },
  uploadTooLarge: {
    de: 'Die Datei ist zu gross (max. {size}).',
    fr: 'Le fichier est trop volumineux (max. {size}).',
    it: 'Il file è troppo grande (max. {size}).',
  },
  // Newsletter double opt-in (newsletter/routes.ts).
  newsletterLinkInvalid: {
    de: 'Dieser Bestätigungslink ist ungültig, abgelaufen (gültig 7 Tage) oder wurde schon verwendet. Bitte melden Sie sich erneut an.',
    fr: "Ce lien de confirmation n'est pas valable, a expiré (valable 7 jours) ou a déjà été utilisé. Veuillez vous inscrire à nouveau.",
    it: 'Questo link di conferma non è valido, è scaduto (valido 7 giorni) o è già stato usato. Per favore si iscriva di nuovo.',
  },
  // The CMS image route (images/image-request.ts).
  imageSizeNotAllowed: {
    de: 'Diese Bildgrösse ist nicht erlaubt. Erlaubt sind: {sizes} (Zuschnitt mit fit=crop-{x}-{y}).',
    fr: "Cette taille d'image n'est pas admise. Sont admises: {sizes} (recadrage avec fit=crop-{x}-{y}).",
    it: "Questa dimensione dell'immagine non è ammessa. Sono ammesse: {sizes} (ritaglio con fit=crop-{x}-{y}).",
  },
  imagePathInvalid: {
    de: 'Der Bildpfad ist ungültig.',
    fr: "Le chemin de l'image n'est pas valable.",
    it: "Il percorso dell'immagine non è valido.",
  },
} satisfies Record<string, Record<ServerLang, string>>;

export type MessageKey = keyof typeof messages;

/** A server text in a language, placeholders filled; French gets its no-break spaces before ? ! : ; */
export function translate(key: MessageKey, lang: ServerLang, params: Record<string, string | number> = {}): string {
  const text = messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
  return lang === 'fr' ? frenchTypography(text) : text;
}

/** Picks de, fr or it from an accept-language header, honouring q-values; de when none matches. */
export function langFromHeader(header: string | undefined): ServerLang {
  if (!header) return 'de';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().slice(0, 2).toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => (LANGS as readonly string[]).includes(entry.lang));
  return (match?.lang as ServerLang | undefined) ?? 'de';
}

export function requestLang(request: FastifyRequest): ServerLang {
  const header = request.headers['accept-language'];
  return langFromHeader(Array.isArray(header) ? header[0] : header);
}
