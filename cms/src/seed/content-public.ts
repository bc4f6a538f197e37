import type { L, SeedBlock, SeedForm, SeedFormField, SeedPage, SeedPodcast } from './types';

/**
 * Demo content of the public site's features (issue 15): the form builder's forms, the podcast
 * library, the donation and campaign pages and the blocks other pages of content.ts carry.
 */
const l = (de: string, fr: string, it: string): L => ({ de, fr, it });

export const CHRISTMAS_CAMPAIGN = 'weihnachtsaktion-2023';

const required = ['required'];
const firstname: SeedFormField = { handle: 'vorname', type: 'text', display: l('Vorname', 'Prénom', 'Nome'), rules: required, width: 50 };
const lastname: SeedFormField = { handle: 'nachname', type: 'text', display: l('Nachname', 'Nom', 'Cognome'), rules: required, width: 50 };
const email: SeedFormField = {
  handle: 'email',
  type: 'text',
  display: l('E-Mail', 'E-mail', 'E-mail'),
  rules: ['required', 'email'],
  input_type: 'email',
  width: 50,
};
const phone: SeedFormField = { handle: 'telefon', type: 'text', display: l('Telefon', 'Téléphone', 'Telefono'), input_type: 'tel', width: 50 };
const addressFields: SeedFormField[] = [
  { handle: 'strasse', type: 'text', display: l('Strasse und Nummer', 'Rue et numéro', 'Via e numero'), rules: required, width: 70 },
  { handle: 'plz', type: 'text', display: l('PLZ', 'NPA', 'NPA'), rules: required, width: 30 },
  { handle: 'ort', type: 'text', display: l('Ort', 'Localité', 'Località'), rules: required },
];

export const forms: SeedForm[] = [
  {
    handle: 'kontakt',
    title: l('Kontaktformular', 'Formulaire de contact', 'Modulo di contatto'),
    fields: [
      { handle: 'titel_person', type: 'readonly_text', display: l('Ihre Angaben', 'Vos coordonnées', 'I suoi dati') },
      {
        handle: 'anrede',
        type: 'select',
        display: l('Anrede', 'Civilité', 'Appellativo'),
        rules: required,
        width: 50,
        options: [
          { value: 'frau', label: l('Frau', 'Madame', 'Signora') },
          { value: 'herr', label: l('Herr', 'Monsieur', 'Signor') },
          { value: 'neutral', label: l('Neutrale Anrede', 'Formule neutre', 'Appellativo neutro') },
        ],
      },
      firstname,
      lastname,
      email,
      phone,
      { handle: 'separator_nachricht', type: 'readonly_text', display: l('Trennlinie', 'Ligne de séparation', 'Linea di separazione') },
      { handle: 'titel_nachricht', type: 'readonly_text', display: l('Ihre Nachricht', 'Votre message', 'Il suo messaggio') },
      {
        handle: 'nachricht',
        type: 'textarea',
        display: l('Nachricht', 'Message', 'Messaggio'),
        rules: ['required', 'max:1000'],
        max: 1000,
        instructions: l(
          'Bitte schreiben Sie **keine Gesuche** über dieses Formular: Gesuche stellen Sie im [Gesuchsportal](/gesuche).',
          'Merci de ne **pas envoyer de demandes** par ce formulaire : les demandes se font sur le [portail des demandes](/gesuche).',
          'La preghiamo di **non inviare richieste** con questo modulo: le richieste si presentano nel [portale delle richieste](/gesuche).',
        ),
      },
    ],
  },
  {
    handle: 'anlass_anmeldung',
    title: l('Anmeldung Sommerfest', 'Inscription à la fête d’été', 'Iscrizione alla festa d’estate'),
    fields: [
      firstname,
      lastname,
      email,
      phone,
      {
        handle: 'anzahl_gaeste',
        type: 'radio',
        display: l('Anzahl Personen', 'Nombre de personnes', 'Numero di persone'),
        rules: required,
        default: '1',
        options: [
          { value: '1', label: l('Ich komme allein', 'Je viens seul·e', 'Vengo da solo/a') },
          { value: '2', label: l('Ich komme mit Begleitung', 'Je viens accompagné·e', 'Vengo con un accompagnatore') },
        ],
      },
      { handle: 'vorname_begleitung', type: 'text', display: l('Vorname Begleitung', 'Prénom de l’accompagnant·e', 'Nome dell’accompagnatore'), width: 50 },
      { handle: 'nachname_begleitung', type: 'text', display: l('Nachname Begleitung', 'Nom de l’accompagnant·e', 'Cognome dell’accompagnatore'), width: 50 },
      {
        handle: 'bemerkung',
        type: 'textarea',
        display: l('Bemerkung', 'Remarque', 'Osservazioni'),
        rules: ['max:500'],
        max: 500,
        instructions: l(
          'Zum Beispiel: Rollstuhl, Ernährung oder Unterstützung, die Sie brauchen.',
          'Par exemple : fauteuil roulant, alimentation ou aide dont vous avez besoin.',
          'Per esempio: sedia a rotelle, alimentazione o aiuto di cui ha bisogno.',
        ),
      },
    ],
  },
  {
    handle: 'sammelkaesseli',
    title: l('Sammelkässeli bestellen', 'Commander une tirelire', 'Ordinare un salvadanaio'),
    fields: [
      { handle: 'titel_box', type: 'readonly_text', display: l('Ihr Sammelkässeli', 'Votre tirelire', 'Il suo salvadanaio'), prepend: '1' },
      {
        handle: 'auswahl_sammelkaesseli',
        type: 'radio',
        import: 'auswahl_sammelkaesseli',
        display: l('Auswahl Sammelkässeli', 'Choix de la tirelire', 'Scelta del salvadanaio'),
        rules: required,
      },
      { handle: 'titel_adresse', type: 'readonly_text', display: l('Lieferadresse', 'Adresse de livraison', 'Indirizzo di consegna'), prepend: '2' },
      { handle: 'organisation', type: 'text', display: l('Organisation oder Geschäft', 'Organisation ou commerce', 'Organizzazione o negozio') },
      firstname,
      lastname,
      ...addressFields,
      email,
      phone,
    ],
  },
  {
    handle: 'spendengeschichte',
    title: l('Ihre Spendengeschichte', 'Votre histoire de don', 'La sua storia di donazione'),
    fields: [
      firstname,
      lastname,
      email,
      {
        handle: 'geschichte',
        type: 'textarea',
        display: l('Ihre Geschichte', 'Votre histoire', 'La sua storia'),
        rules: ['required', 'max:2000'],
        max: 2000,
        placeholder: l('Warum spenden Sie?', 'Pourquoi faites-vous un don ?', 'Perché dona?'),
      },
      {
        handle: 'bild',
        type: 'assets',
        display: l('Bild (freiwillig)', 'Image (facultatif)', 'Immagine (facoltativa)'),
        max_files: 1,
        instructions: l(
          'Ein Foto von Ihnen oder Ihrem Lieblingsort, höchstens 10 MB.',
          'Une photo de vous ou de votre lieu préféré, 10 Mo au maximum.',
          'Una foto di lei o del suo luogo preferito, al massimo 10 MB.',
        ),
      },
      {
        handle: 'einverstanden',
        type: 'checkboxes',
        display: l('Veröffentlichung', 'Publication', 'Pubblicazione'),
        rules: required,
        options: [
          {
            value: 'ja',
            label: l(
              'Die Stiftung darf meine Geschichte mit Vornamen veröffentlichen.',
              'La fondation peut publier mon histoire avec mon prénom.',
              'La fondazione può pubblicare la mia storia con il mio nome.',
            ),
          },
        ],
      },
    ],
  },
];

export const podcasts: SeedPodcast[] = [
  {
    slug: 'ferienstimmen',
    title: l('Ferienstimmen', 'Voix de vacances', 'Voci delle vacanze'),
    description: l(
      'Klänge und kurze Geschichten aus den Ferien, die Ihre Spenden möglich machen. Jede Folge dauert nur wenige Sekunden: eine Pause zum Zuhören.',
      'Des sons et de courtes histoires des vacances que vos dons rendent possibles. Chaque épisode ne dure que quelques secondes : une pause pour écouter.',
      'Suoni e brevi storie dalle vacanze rese possibili dalle vostre donazioni. Ogni episodio dura pochi secondi: una pausa per ascoltare.',
    ),
    image: 'see-berge-abendrot.jpg',
    tracks: [
      {
        file: 'glockenspiel.wav',
        title: l('Glockenspiel am Morgen', 'Carillon du matin', 'Carillon del mattino'),
        description: l(
          'Ein Glockenspiel weckt das Ferienlager im Jura.',
          'Un carillon réveille le camp de vacances dans le Jura.',
          'Un carillon sveglia il campo vacanze nel Giura.',
        ),
        duration: 12,
        date: '2026-06-02',
      },
      {
        file: 'wellen.wav',
        title: l('Wellen an der Adria', 'Les vagues de l’Adriatique', 'Le onde dell’Adriatico'),
        description: l(
          'Rita hört zum ersten Mal seit zehn Jahren das Meer.',
          'Rita entend la mer pour la première fois depuis dix ans.',
          'Rita sente il mare per la prima volta in dieci anni.',
        ),
        duration: 13,
        date: '2026-05-12',
        image: 'strand.jpg',
      },
      {
        file: 'vogelruf.wav',
        title: l('Vögel im Gemeinschaftsgarten', 'Les oiseaux du jardin partagé', 'Uccelli nell’orto comunitario'),
        description: l(
          'Frühling im Garten-Projekt in Winterthur.',
          'Le printemps au projet de jardin à Winterthour.',
          'Primavera nel progetto dell’orto a Winterthur.',
        ),
        duration: 10,
        date: '2026-04-20',
        image: 'garten-projekt.jpg',
      },
    ],
  },
];

/** A donation page: the provider's widget in the given variant (the bar would only repeat it). */
const donationPage = (key: string, variant: 'gift' | 'memorial' | 'patronage', title: L, intro: L, text: L): SeedPage => ({
  key,
  slug: key,
  title,
  intro_text: intro,
  items: [{ blockType: 'donation_form', variant, text }],
});

export const publicPages: SeedPage[] = [
  donationPage(
    'spende-schenken',
    'gift',
    l('Spende schenken', 'Offrir un don', 'Regalare una donazione'),
    l(
      'Schenken Sie zum Geburtstag oder zu Weihnachten Ferien: Die beschenkte Person erhält eine Karte mit Ihrem Gruss.',
      'Offrez des vacances pour un anniversaire ou pour Noël : la personne reçoit une carte avec votre message.',
      'Regali vacanze per un compleanno o per Natale: la persona riceve un biglietto con il suo saluto.',
    ),
    l(
      'Geben Sie den Namen der beschenkten Person und Ihren Gruss an. Wir senden die Karte innert drei Arbeitstagen.',
      'Indiquez le nom de la personne et votre message. Nous envoyons la carte dans les trois jours ouvrables.',
      'Indichi il nome della persona e il suo saluto. Inviamo il biglietto entro tre giorni lavorativi.',
    ),
  ),
  donationPage(
    'gedenkspende',
    'memorial',
    l('Gedenkspende', 'Don en mémoire', 'Donazione in memoria'),
    l(
      'Mit einer Spende im Gedenken an einen lieben Menschen schenken Sie anderen Ferien und Freude.',
      'Par un don en mémoire d’un être cher, vous offrez des vacances et de la joie à d’autres.',
      'Con una donazione in memoria di una persona cara, regala ad altri vacanze e gioia.',
    ),
    l(
      'Auf Wunsch informieren wir die Angehörigen über Ihre Spende, ohne den Betrag zu nennen.',
      'Si vous le souhaitez, nous informons les proches de votre don, sans en indiquer le montant.',
      'Se lo desidera, informiamo i familiari della sua donazione, senza indicarne l’importo.',
    ),
  ),
  donationPage(
    'goennerschaft',
    'patronage',
    l('Gönnerschaft', 'Devenir mécène', 'Diventare sostenitore'),
    l(
      'Als Gönnerin oder Gönner unterstützen Sie uns jedes Jahr mit einem festen Beitrag ab CHF 100.',
      'En tant que mécène, vous nous soutenez chaque année par une contribution fixe dès CHF 100.',
      'Come sostenitrice o sostenitore ci aiuta ogni anno con un contributo fisso a partire da CHF 100.',
    ),
    l(
      'Gönnerinnen und Gönner erhalten zweimal im Jahr unseren Bericht und eine Einladung zum Sommerfest.',
      'Les mécènes reçoivent deux fois par an notre rapport et une invitation à la fête d’été.',
      'Le sostenitrici e i sostenitori ricevono due volte all’anno il nostro rapporto e un invito alla festa d’estate.',
    ),
  ),
  {
    key: CHRISTMAS_CAMPAIGN,
    slug: CHRISTMAS_CAMPAIGN,
    title: l('Weihnachtsaktion 2023', 'Action de Noël 2023', 'Azione di Natale 2023'),
    intro_text: l(
      'Zünden Sie eine Kerze an: Jede Spende schenkt einem Menschen mit Behinderung einen Ferientag.',
      'Allumez une bougie : chaque don offre une journée de vacances à une personne en situation de handicap.',
      'Accenda una candela: ogni donazione regala una giornata di vacanza a una persona con disabilità.',
    ),
    items: [
      {
        blockType: 'christmas_campaign',
        variant: 'info',
        title: l('Eine Kerze für Ferien', 'Une bougie pour des vacances', 'Una candela per le vacanze'),
        text: l(
          'Bis Ende Dezember zeigen wir für jede Spende eine Kerze. **Danke**, dass Sie mitleuchten!',
          'Jusqu’à fin décembre, nous allumons une bougie pour chaque don. **Merci** de briller avec nous !',
          'Fino alla fine di dicembre accendiamo una candela per ogni donazione. **Grazie** di brillare con noi!',
        ),
      },
      { blockType: 'donation_form', variant: 'donate', campaign: CHRISTMAS_CAMPAIGN },
      { blockType: 'donor_list', title: l('Sie haben schon gespendet', 'Ils ont déjà donné', 'Hanno già donato'), campaign: CHRISTMAS_CAMPAIGN },
    ],
  },
  {
    key: 'weihnachtsaktion-firmen',
    slug: 'firmen',
    parent: CHRISTMAS_CAMPAIGN,
    title: l('Weihnachtsaktion für Firmen', 'Action de Noël pour les entreprises', 'Azione di Natale per le aziende'),
    intro_text: l(
      'Statt Weihnachtsgeschenken: Ihre Firma schenkt Ferien und erscheint auf unserer Liste.',
      'Au lieu de cadeaux de Noël : votre entreprise offre des vacances et figure sur notre liste.',
      'Invece dei regali di Natale: la sua azienda regala vacanze e compare sulla nostra lista.',
    ),
    items: [
      {
        blockType: 'christmas_campaign',
        variant: 'company',
        title: l('Firmen schenken Ferien', 'Les entreprises offrent des vacances', 'Le aziende regalano vacanze'),
        text: l(
          'Ab CHF 500 zünden wir eine grosse Kerze mit dem Namen Ihrer Firma an.',
          'Dès CHF 500, nous allumons une grande bougie au nom de votre entreprise.',
          'A partire da CHF 500 accendiamo una grande candela con il nome della sua azienda.',
        ),
      },
      { blockType: 'donation_form', variant: 'donate', campaign: CHRISTMAS_CAMPAIGN },
      {
        blockType: 'donor_list',
        title: l('Diese Firmen machen mit', 'Ces entreprises participent', 'Queste aziende partecipano'),
        campaign: CHRISTMAS_CAMPAIGN,
      },
    ],
  },
  {
    key: 'podcasts',
    slug: 'podcasts',
    title: l('Podcasts', 'Podcasts', 'Podcast'),
    intro_text: l(
      'Hören Sie, was Ferien klingen lassen. Die Wiedergabe läuft weiter, während Sie auf der Website weiterlesen.',
      'Écoutez le son des vacances. La lecture continue pendant que vous parcourez le site.',
      'Ascolti il suono delle vacanze. La riproduzione continua mentre naviga nel sito.',
    ),
    items: [{ blockType: 'podcasts' }],
  },
  {
    key: 'anlass-anmeldung',
    slug: 'anlass-anmeldung',
    title: l('Anmeldung Sommerfest', 'Inscription à la fête d’été', 'Iscrizione alla festa d’estate'),
    intro_text: l(
      'Am Samstag, 29. August 2026, feiern wir im Gemeinschaftsgarten Winterthur. Melden Sie sich bis am 15. August an.',
      'Le samedi 29 août 2026, nous faisons la fête au jardin partagé de Winterthour. Inscrivez-vous d’ici au 15 août.',
      'Sabato 29 agosto 2026 festeggiamo nell’orto comunitario di Winterthur. Si iscriva entro il 15 agosto.',
    ),
    items: [
      {
        blockType: 'submission_form',
        form: 'anlass_anmeldung',
        title: l('Ich komme ans Sommerfest', 'Je viens à la fête d’été', 'Vengo alla festa d’estate'),
        description: l(
          'Sie können eine Begleitperson mitnehmen. Der Anlass ist rollstuhlgängig.',
          'Vous pouvez venir avec une personne accompagnante. La fête est accessible en fauteuil roulant.',
          'Può venire con un accompagnatore. La festa è accessibile in sedia a rotelle.',
        ),
        button_text: l('Anmelden', 'S’inscrire', 'Iscriversi'),
      },
    ],
  },
  {
    key: 'sammelkaesseli-bestellen',
    slug: 'sammelkaesseli-bestellen',
    title: l('Sammelkässeli bestellen', 'Commander une tirelire', 'Ordinare un salvadanaio'),
    intro_text: l(
      'Stellen Sie ein Sammelkässeli in Ihrem Geschäft, Verein oder an Ihrem Fest auf. Wir senden es Ihnen kostenlos.',
      'Placez une tirelire dans votre commerce, votre association ou à votre fête. Nous vous l’envoyons gratuitement.',
      'Metta un salvadanaio nel suo negozio, nella sua associazione o alla sua festa. Glielo inviamo gratuitamente.',
    ),
    items: [
      {
        blockType: 'submission_form',
        form: 'sammelkaesseli',
        title: l('Bestellung', 'Commande', 'Ordinazione'),
        button_text: l('Bestellen', 'Commander', 'Ordinare'),
        text_below_button: l(
          'Höchstens drei Sammelkässeli pro Bestellung.',
          'Trois tirelires au maximum par commande.',
          'Al massimo tre salvadanai per ordinazione.',
        ),
        whiteBackground: true,
      },
    ],
  },
];

/** Blocks added to pages of content.ts, by page key (appended after their blocks). */
export const extraBlocks: Record<string, SeedBlock[]> = {
  home: [
    {
      blockType: 'newsletter',
      title: l('Newsletter', 'Newsletter', 'Newsletter'),
      text: l(
        'Viermal im Jahr: Geschichten, Termine und was Ihre Spende bewirkt.',
        'Quatre fois par an : des histoires, des dates et ce que votre don permet.',
        'Quattro volte all’anno: storie, appuntamenti e ciò che la sua donazione rende possibile.',
      ),
    },
  ],
  journal: [{ blockType: 'journal_search', title: l('Im Journal suchen', 'Chercher dans le journal', 'Cercare nel giornale') }],
  kontakt: [
    {
      blockType: 'submission_form',
      form: 'kontakt',
      title: l('Schreiben Sie uns', 'Écrivez-nous', 'Ci scriva'),
      description: l('Wir antworten innert zwei Arbeitstagen.', 'Nous répondons dans les deux jours ouvrables.', 'Rispondiamo entro due giorni lavorativi.'),
      text_below_button: l(
        'Ihre Angaben verwenden wir nur für die Antwort auf Ihre Nachricht.',
        'Nous utilisons vos données uniquement pour répondre à votre message.',
        'Usiamo i suoi dati solo per rispondere al suo messaggio.',
      ),
    },
  ],
  spendengeschichten: [
    {
      blockType: 'submission_form',
      form: 'spendengeschichte',
      title: l('Erzählen Sie uns Ihre Geschichte', 'Racontez-nous votre histoire', 'Ci racconti la sua storia'),
      description: l(
        'Warum spenden Sie? Wir freuen uns über Ihre Zeilen und, wenn Sie möchten, ein Bild.',
        'Pourquoi faites-vous un don ? Nous nous réjouissons de vos lignes et, si vous le souhaitez, d’une image.',
        'Perché dona? Ci fanno piacere le sue righe e, se vuole, un’immagine.',
      ),
      button_text: l('Geschichte senden', 'Envoyer l’histoire', 'Inviare la storia'),
      fullWidth: true,
    },
  ],
  spenden: [{ blockType: 'donation_form', variant: 'donate', title: l('Online spenden', 'Faire un don en ligne', 'Donare online') }],
};

/** Page flags of issue 15 on pages of content.ts. */
export const pageFlags: Record<string, { show_donation_bar?: boolean; show_newsletter_popup?: boolean }> = {
  home: { show_donation_bar: true },
  journal: { show_donation_bar: true, show_newsletter_popup: true },
  'ueber-uns': { show_newsletter_popup: true },
  // The donation page has the widget itself: a bar asking to donate would only repeat it.
  spenden: { show_donation_bar: false },
};
