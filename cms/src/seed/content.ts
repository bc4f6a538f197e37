import { extraBlocks, forms, pageFlags, podcasts, publicPages } from './content-public';
import type { L, SeedData, SeedJournal, SeedPage } from './types';

/** One text in German, French and Italian. */
const l = (de: string, fr: string, it: string): L => ({ de, fr, it });

const SUPPORT = {
  email: 'support@ferien-freizeit.ch',
  phone: '+41 44 000 00 00',
  hours: l('Montag bis Donnerstag, 10–12 Uhr', 'Du lundi au jeudi, de 10 h à 12 h', 'Da lunedì a giovedì, dalle 10 alle 12'),
};

const QUICK_CHECK_CARDS = [
  {
    title: l('Für Einzelpersonen', 'Pour les personnes individuelles', 'Per persone singole'),
    text: l(
      'Sie möchten in die Ferien, einen Kurs besuchen oder etwas für Ihre Freizeit kaufen? Prüfen Sie in wenigen Minuten, ob wir helfen können.',
      'Vous aimeriez partir en vacances, suivre un cours ou acheter quelque chose pour vos loisirs ? Vérifiez en quelques minutes si nous pouvons vous aider.',
      'Desidera andare in vacanza, seguire un corso o acquistare qualcosa per il tempo libero? Verifichi in pochi minuti se possiamo aiutarla.',
    ),
    url: '/gesuche/kurzcheck/einzelperson',
    link_text: l('Kurzcheck Einzelperson', 'Test rapide personne individuelle', 'Verifica rapida persona singola'),
    image: 'strand.jpg',
  },
  {
    title: l('Für Gruppen', 'Pour les groupes', 'Per gruppi'),
    text: l(
      'Ihre Organisation plant Ferien oder Ausflüge für eine Gruppe? Wir beteiligen uns an den Kosten.',
      'Votre organisation prévoit des vacances ou des sorties pour un groupe ? Nous participons aux frais.',
      'La sua organizzazione pianifica vacanze o gite per un gruppo? Partecipiamo ai costi.',
    ),
    url: '/gesuche/kurzcheck/gruppe',
    link_text: l('Kurzcheck Gruppe', 'Test rapide groupe', 'Verifica rapida gruppo'),
    image: 'zeltlager.jpg',
  },
  {
    title: l('Für Projekte', 'Pour les projets', 'Per progetti'),
    text: l(
      'Sie haben eine Idee für mehr Freizeit und Teilhabe? Wir fördern inklusive Projekte in der ganzen Schweiz.',
      'Vous avez une idée pour plus de loisirs et de participation ? Nous soutenons des projets inclusifs dans toute la Suisse.',
      'Ha un’idea per più tempo libero e partecipazione? Sosteniamo progetti inclusivi in tutta la Svizzera.',
    ),
    url: '/gesuche/kurzcheck/projekte',
    link_text: l('Kurzcheck Projekt', 'Test rapide projet', 'Verifica rapida progetto'),
    image: 'garten-projekt.jpg',
  },
];

const TEAM = {
  anna: {
    name: 'Anna Keller',
    role: l('Geschäftsführerin', 'Directrice', 'Direttrice'),
    text: l(
      'Anna leitet die Stiftung seit 2019. Sie hat früher in einem Wohnheim gearbeitet.',
      'Anna dirige la fondation depuis 2019. Elle a travaillé auparavant dans un foyer.',
      'Anna dirige la fondazione dal 2019. In passato ha lavorato in una casa di accoglienza.',
    ),
    email: 'anna.keller@ferien-freizeit.ch',
    image: 'portrait-anna.jpg',
  },
  marco: {
    name: 'Marco Bernasconi',
    role: l('Gesuche Einzelpersonen', 'Demandes individuelles', 'Richieste di persone singole'),
    text: l(
      'Marco prüft die Gesuche von Einzelpersonen. Er spricht Deutsch und Italienisch.',
      'Marco examine les demandes individuelles. Il parle allemand et italien.',
      'Marco esamina le richieste delle persone singole. Parla tedesco e italiano.',
    ),
    email: 'marco.bernasconi@ferien-freizeit.ch',
    phone: '+41 44 000 00 01',
    image: 'portrait-marco.jpg',
  },
  sophie: {
    name: 'Sophie Dubois',
    role: l('Gesuche Gruppen und Projekte', 'Demandes de groupes et de projets', 'Richieste di gruppi e progetti'),
    text: l(
      'Sophie berät Organisationen bei Gruppenaktivitäten und Projekten. Sie spricht Französisch und Deutsch.',
      'Sophie conseille les organisations pour les activités de groupe et les projets. Elle parle français et allemand.',
      'Sophie consiglia le organizzazioni per attività di gruppo e progetti. Parla francese e tedesco.',
    ),
    email: 'sophie.dubois@ferien-freizeit.ch',
    phone: '+41 44 000 00 02',
    image: 'portrait-sophie.jpg',
  },
  luca: {
    name: 'Luca Meier',
    role: l('Kommunikation und Spenden', 'Communication et dons', 'Comunicazione e donazioni'),
    text: l(
      'Luca schreibt für das Journal und ist Ansprechperson für Spenderinnen, Spender und Medien.',
      'Luca écrit pour le journal. Il est l’interlocuteur des donatrices, des donateurs et des médias.',
      'Luca scrive per il giornale ed è il referente per donatrici, donatori e media.',
    ),
    email: 'luca.meier@ferien-freizeit.ch',
    phone: '+41 44 000 00 03',
    image: 'portrait-luca.jpg',
  },
  claire: {
    name: 'Claire Favre',
    role: l('Empfang und Administration', 'Accueil et administration', 'Accoglienza e amministrazione'),
    email: 'info@ferien-freizeit.ch',
    phone: '+41 44 000 00 00',
    image: 'portrait-claire.jpg',
  },
};

const pages: SeedPage[] = [
  {
    key: 'home',
    slug: '',
    blueprint: 'landingpage',
    title: l('Startseite', 'Accueil', 'Pagina iniziale'),
    page_title: l('Ferien und Freizeit für alle', 'Des vacances et des loisirs pour toutes et tous', 'Vacanze e tempo libero per tutti'),
    intro_text: l(
      'Wir bezahlen Ferien, Freizeit und Projekte für Menschen mit Behinderungen, die wenig Geld haben. In der ganzen Schweiz.',
      'Nous finançons des vacances, des loisirs et des projets pour les personnes en situation de handicap qui ont peu d’argent. Dans toute la Suisse.',
      'Finanziamo vacanze, tempo libero e progetti per persone con disabilità che hanno pochi soldi. In tutta la Svizzera.',
    ),
    image: 'see-berge-abendrot.jpg',
    seo_title: l('Stiftung Ferien & Freizeit', 'Fondation Ferien & Freizeit', 'Fondazione Ferien & Freizeit'),
    seo_description: l(
      'Die Stiftung Ferien & Freizeit unterstützt Ferien, Freizeit und Projekte von Menschen mit Behinderungen in der Schweiz.',
      'La fondation Ferien & Freizeit soutient les vacances, les loisirs et les projets des personnes en situation de handicap en Suisse.',
      'La fondazione Ferien & Freizeit sostiene vacanze, tempo libero e progetti di persone con disabilità in Svizzera.',
    ),
    show_donation_bar: true,
    show_newsletter_popup: true,
    items: [
      {
        blockType: 'link_cards',
        title: l('So unterstützen wir', 'Comment nous aidons', 'Come aiutiamo'),
        cards: QUICK_CHECK_CARDS,
      },
      {
        blockType: 'medium_articles',
        title: l('Neu im Journal', 'Nouveau dans le journal', 'Novità dal giornale'),
        show_newest_journal_entries: true,
        number_of_entries: 3,
      },
      {
        blockType: 'quote',
        quote: l(
          'Zum ersten Mal seit zehn Jahren war ich am Meer. Ich habe jeden Tag die Wellen gehört.',
          'Pour la première fois depuis dix ans, j’étais au bord de la mer. J’ai écouté les vagues chaque jour.',
          'Per la prima volta in dieci anni ero al mare. Ho ascoltato le onde ogni giorno.',
        ),
        author: 'Rita S.',
        role: l('Ferien an der Adria, unterstützt 2025', 'Vacances sur l’Adriatique, soutenues en 2025', 'Vacanze sull’Adriatico, sostenute nel 2025'),
        image: 'portrait-claire.jpg',
      },
      {
        blockType: 'teasers',
        title: l('Mehr erfahren', 'En savoir plus', 'Per saperne di più'),
        pages: ['ueber-uns', 'spenden'],
      },
    ],
  },
  {
    key: 'gesuche',
    slug: 'gesuche',
    title: l('Gesuch stellen', 'Faire une demande', 'Presentare una richiesta'),
    intro_text: l(
      'Sie leben mit einer Behinderung und haben wenig Geld? Oder Sie planen als Organisation Ferien, Freizeit oder ein Projekt für Menschen mit Behinderungen? Dann können Sie bei uns ein Gesuch stellen.',
      'Vous vivez avec un handicap et avez peu d’argent ? Ou votre organisation prévoit des vacances, des loisirs ou un projet pour des personnes en situation de handicap ? Vous pouvez alors nous adresser une demande.',
      'Vive con una disabilità e ha pochi soldi? Oppure la sua organizzazione pianifica vacanze, tempo libero o un progetto per persone con disabilità? Allora può presentarci una richiesta.',
    ),
    seo_description: l(
      'So stellen Sie ein Gesuch: Kurzcheck machen, online ausfüllen, Entscheid per Post erhalten.',
      'Comment faire une demande : faire le test rapide, remplir en ligne, recevoir la décision par écrit.',
      'Come presentare una richiesta: fare la verifica rapida, compilare online, ricevere la decisione per iscritto.',
    ),
    items: [
      {
        blockType: 'link_cards',
        title: l('Wählen Sie Ihren Weg', 'Choisissez votre parcours', 'Scelga il suo percorso'),
        cards: [
          ...QUICK_CHECK_CARDS,
          {
            title: l('Bereits ein Gesuch gestartet?', 'Déjà commencé une demande ?', 'Ha già iniziato una richiesta?'),
            text: l(
              'Melden Sie sich mit Ihrer E-Mail-Adresse an. Sie erhalten einen Link und können dort weitermachen, wo Sie aufgehört haben.',
              'Connectez-vous avec votre adresse e-mail. Vous recevez un lien et pouvez reprendre là où vous vous êtes arrêté.',
              'Acceda con il suo indirizzo e-mail. Riceverà un link e potrà continuare da dove si era fermato.',
            ),
            url: '/login',
            link_text: l('Anmelden', 'Se connecter', 'Accedi'),
          },
        ],
      },
      {
        blockType: 'text',
        title: l('So funktioniert es', 'Comment ça marche', 'Come funziona'),
        text: l(
          `1. **Kurzcheck machen:** Sie beantworten vier kurze Fragen. Danach wissen Sie, ob wir helfen können.
2. **Gesuch online ausfüllen:** Sie geben Ihre E-Mail-Adresse ein und erhalten einen Link. Mit diesem Link können Sie 12 Monate lang jederzeit weitermachen.
3. **Gesuch absenden:** Sie erhalten Ihr Gesuch per E-Mail als Download.
4. **Entscheid erhalten:** Wir prüfen Ihr Gesuch und informieren Sie schriftlich.

**Fristen:** Stellen Sie Ihr Gesuch früh genug. Gesuche für Gruppenaktivitäten müssen mindestens **10 Wochen** vor Beginn bei uns sein.

**Bitte beachten Sie:** Am Telefon geben wir keine Auskunft über den Stand Ihres Gesuchs. Sobald die Prüfung abgeschlossen ist, erhalten Sie von uns einen Brief.`,
          `1. **Faire le test rapide :** vous répondez à quatre questions courtes. Vous savez ensuite si nous pouvons vous aider.
2. **Remplir la demande en ligne :** vous indiquez votre adresse e-mail et recevez un lien. Avec ce lien, vous pouvez continuer à tout moment pendant 12 mois.
3. **Envoyer la demande :** vous recevez votre demande par e-mail, à télécharger.
4. **Recevoir la décision :** nous examinons votre demande et vous informons par écrit.

**Délais :** déposez votre demande suffisamment tôt. Les demandes pour des activités de groupe doivent nous parvenir au moins **10 semaines** avant le début.

**À noter :** nous ne donnons pas d’information par téléphone sur l’état de votre demande. Vous recevez une lettre dès que l’examen est terminé.`,
          `1. **Fare la verifica rapida:** risponde a quattro brevi domande. Poi sa se possiamo aiutarla.
2. **Compilare la richiesta online:** inserisce il suo indirizzo e-mail e riceve un link. Con questo link può continuare in qualsiasi momento per 12 mesi.
3. **Inviare la richiesta:** riceve la sua richiesta per e-mail da scaricare.
4. **Ricevere la decisione:** esaminiamo la sua richiesta e la informiamo per iscritto.

**Termini:** presenti la richiesta per tempo. Le richieste per attività di gruppo devono pervenirci almeno **10 settimane** prima dell’inizio.

**Importante:** per telefono non diamo informazioni sullo stato della richiesta. Riceverà una lettera non appena l’esame sarà concluso.`,
        ),
      },
      {
        blockType: 'support',
        title: l('Technische Hilfe beim Online-Gesuch', 'Aide technique pour la demande en ligne', 'Aiuto tecnico per la richiesta online'),
        ...SUPPORT,
      },
      {
        blockType: 'documents',
        title: l('Merkblätter', 'Aide-mémoire', 'Promemoria'),
        documents: ['merkblatt-einzelpersonen.pdf', 'merkblatt-gruppen.pdf'],
      },
    ],
  },
  {
    key: 'downloads',
    slug: 'downloads',
    title: l('Downloads', 'Téléchargements', 'Download'),
    intro_text: l(
      'Hier finden Sie Merkblätter, Richtlinien und unseren Jahresbericht als PDF.',
      'Vous trouverez ici des aide-mémoire, des directives et notre rapport annuel en PDF.',
      'Qui trova promemoria, direttive e il nostro rapporto annuale in PDF.',
    ),
    items: [
      {
        blockType: 'documents',
        title: l('Merkblätter und Richtlinien', 'Aide-mémoire et directives', 'Promemoria e direttive'),
        documents: ['merkblatt-einzelpersonen.pdf', 'merkblatt-gruppen.pdf', 'richtlinien-projekte.pdf'],
      },
      {
        blockType: 'documents',
        title: l('Über die Stiftung', 'À propos de la fondation', 'Sulla fondazione'),
        documents: ['jahresbericht-2025.pdf'],
      },
    ],
  },
  {
    key: 'kontakt',
    slug: 'kontakt',
    title: l('Kontakt', 'Contact', 'Contatto'),
    intro_text: l(
      'Haben Sie eine Frage? Schreiben Sie uns oder rufen Sie an. Wir helfen gerne.',
      'Vous avez une question ? Écrivez-nous ou appelez-nous. Nous vous aidons volontiers.',
      'Ha una domanda? Ci scriva o ci chiami. Siamo felici di aiutarla.',
    ),
    text: l(
      `**Stiftung Ferien & Freizeit**, Seefeldstrasse 42, 8008 Zürich

- Telefon: +41 44 000 00 00
- E-Mail: [info@ferien-freizeit.ch](mailto:info@ferien-freizeit.ch)

Unser Büro ist rollstuhlgängig. Bitte melden Sie sich vor einem Besuch an.`,
      `**Stiftung Ferien & Freizeit**, Seefeldstrasse 42, 8008 Zurich

- Téléphone : +41 44 000 00 00
- E-mail : [info@ferien-freizeit.ch](mailto:info@ferien-freizeit.ch)

Notre bureau est accessible en fauteuil roulant. Merci de vous annoncer avant une visite.`,
      `**Stiftung Ferien & Freizeit**, Seefeldstrasse 42, 8008 Zurigo

- Telefono: +41 44 000 00 00
- E-mail: [info@ferien-freizeit.ch](mailto:info@ferien-freizeit.ch)

Il nostro ufficio è accessibile in sedia a rotelle. La preghiamo di annunciarsi prima di una visita.`,
    ),
    items: [
      {
        blockType: 'maps_card',
        title: l('So finden Sie uns', 'Comment nous trouver', 'Come trovarci'),
        address: 'Seefeldstrasse 42, 8008 Zürich',
        latitude: 47.3597,
        longitude: 8.5487,
      },
      {
        blockType: 'persons',
        title: l('Ihre Ansprechpersonen', 'Vos interlocuteurs', 'Le persone di contatto'),
        persons: [TEAM.claire, TEAM.marco, TEAM.sophie],
      },
    ],
  },
  {
    key: 'ueber-uns',
    slug: 'ueber-uns',
    title: l('Über uns', 'À propos', 'Chi siamo'),
    intro_text: l(
      'Ferien und Freizeit sind wichtig für alle Menschen. Doch viele Menschen mit Behinderungen können sie sich nicht leisten. Das wollen wir ändern.',
      'Les vacances et les loisirs sont importants pour tout le monde. Mais beaucoup de personnes en situation de handicap ne peuvent pas se les offrir. Nous voulons changer cela.',
      'Vacanze e tempo libero sono importanti per tutti. Ma molte persone con disabilità non possono permetterseli. Vogliamo cambiare questa situazione.',
    ),
    image: 'wiese-picknick.jpg',
    text: l(
      `Die Stiftung Ferien & Freizeit ist eine gemeinnützige Stiftung mit Sitz in Zürich. Wir unterstützen Menschen mit Behinderungen in der ganzen Schweiz.

**Was wir tun:**

- Wir bezahlen einen Teil der Kosten für Ferien, Freizeitaktivitäten und Anschaffungen für die Freizeit.
- Wir unterstützen Organisationen, die Gruppenferien und Ausflüge anbieten.
- Wir fördern Projekte, die mehr Teilhabe möglich machen.

Unser Geld stammt aus Spenden, Legaten und von anderen Stiftungen. Wir tragen das Zewo-Gütesiegel. Das heisst: Wir gehen sorgfältig mit Ihrer Spende um.`,
      `La Stiftung Ferien & Freizeit est une fondation d’utilité publique dont le siège est à Zurich. Nous soutenons des personnes en situation de handicap dans toute la Suisse.

**Ce que nous faisons :**

- Nous payons une partie des frais de vacances, de loisirs et d’achats pour les loisirs.
- Nous soutenons des organisations qui proposent des vacances et des sorties en groupe.
- Nous encourageons des projets qui favorisent la participation.

Notre argent provient de dons, de legs et d’autres fondations. Nous portons le label de qualité Zewo. Cela signifie que nous utilisons votre don avec soin.`,
      `La Stiftung Ferien & Freizeit è una fondazione di pubblica utilità con sede a Zurigo. Sosteniamo persone con disabilità in tutta la Svizzera.

**Cosa facciamo:**

- Paghiamo una parte dei costi per vacanze, attività del tempo libero e acquisti per il tempo libero.
- Sosteniamo organizzazioni che offrono vacanze e gite di gruppo.
- Promuoviamo progetti che rendono possibile una maggiore partecipazione.

I nostri fondi provengono da donazioni, lasciti e altre fondazioni. Abbiamo il marchio di qualità Zewo. Ciò significa che usiamo la sua donazione con cura.`,
    ),
    items: [
      {
        blockType: 'teasers',
        title: l('Lernen Sie uns kennen', 'Faites notre connaissance', 'Ci conosca meglio'),
        pages: ['team', 'geschichte'],
      },
    ],
  },
  {
    key: 'team',
    slug: 'team',
    parent: 'ueber-uns',
    title: l('Team', 'Équipe', 'Team'),
    intro_text: l(
      'Wir sind ein kleines Team in Zürich. Wir sprechen Deutsch, Französisch und Italienisch.',
      'Nous sommes une petite équipe à Zurich. Nous parlons allemand, français et italien.',
      'Siamo un piccolo team a Zurigo. Parliamo tedesco, francese e italiano.',
    ),
    items: [
      {
        blockType: 'team',
        title: l('Die Geschäftsstelle', 'Le secrétariat', 'Il segretariato'),
        text: l(
          'Die Stiftung wird von einem Stiftungsrat geführt. Die Geschäftsstelle kümmert sich um den Alltag.',
          'La fondation est dirigée par un conseil de fondation. Le secrétariat s’occupe du travail quotidien.',
          'La fondazione è diretta da un consiglio di fondazione. Il segretariato si occupa del lavoro quotidiano.',
        ),
        members: [TEAM.anna, TEAM.marco, TEAM.sophie, TEAM.luca],
      },
      {
        blockType: 'teasers',
        pages: ['stiftungsrat'],
      },
    ],
  },
  {
    key: 'stiftungsrat',
    slug: 'stiftungsrat',
    parent: 'team',
    title: l('Stiftungsrat', 'Conseil de fondation', 'Consiglio di fondazione'),
    intro_text: l(
      'Der Stiftungsrat entscheidet über die Strategie und die Finanzen. Seine Mitglieder arbeiten ehrenamtlich.',
      'Le conseil de fondation décide de la stratégie et des finances. Ses membres travaillent bénévolement.',
      'Il consiglio di fondazione decide la strategia e le finanze. I suoi membri lavorano a titolo volontario.',
    ),
    items: [
      {
        blockType: 'persons',
        persons: [
          {
            name: 'Dr. Ruth Brunner',
            role: l('Präsidentin', 'Présidente', 'Presidente'),
          },
          {
            name: 'Thomas Gerber',
            role: l('Vizepräsident, Finanzen', 'Vice-président, finances', 'Vicepresidente, finanze'),
          },
          {
            name: 'Elena Rossi',
            role: l(
              'Mitglied, Vertreterin der Betroffenen',
              'Membre, représentante des personnes concernées',
              'Membro, rappresentante delle persone interessate',
            ),
          },
          {
            name: 'Jean-Pierre Monnier',
            role: l('Mitglied, Westschweiz', 'Membre, Suisse romande', 'Membro, Svizzera romanda'),
          },
        ],
      },
    ],
  },
  {
    key: 'geschichte',
    slug: 'geschichte',
    parent: 'ueber-uns',
    title: l('Unsere Geschichte', 'Notre histoire', 'La nostra storia'),
    intro_text: l(
      'Seit über 50 Jahren ermöglichen wir Ferien und Freizeit für Menschen mit Behinderungen.',
      'Depuis plus de 50 ans, nous rendons possibles des vacances et des loisirs pour les personnes en situation de handicap.',
      'Da oltre 50 anni rendiamo possibili vacanze e tempo libero per persone con disabilità.',
    ),
    image: 'altstadt-geschichte.jpg',
    items: [
      {
        blockType: 'text',
        title: l('Wie alles begann', 'Comment tout a commencé', 'Come è iniziato tutto'),
        text: l(
          `Die Stiftung wurde **1972 in Zürich** gegründet. Eltern von Kindern mit Behinderungen wollten, dass auch ihre Kinder ins Ferienlager gehen können. Sie sammelten Geld und gründeten die Stiftung.

In den ersten Jahren bezahlte die Stiftung vor allem Lager für Kinder. Später kamen Ferien für Erwachsene dazu, dann Freizeitkurse und Projekte.

Heute unterstützen wir jedes Jahr über 1000 Menschen. Eines ist gleich geblieben: Wir glauben, dass Erholung und Freude für alle da sind.`,
          `La fondation a été créée **en 1972 à Zurich**. Des parents d’enfants en situation de handicap voulaient que leurs enfants puissent aussi aller en camp de vacances. Ils ont récolté de l’argent et créé la fondation.

Au début, la fondation payait surtout des camps pour enfants. Ensuite sont venues les vacances pour adultes, puis les cours de loisirs et les projets.

Aujourd’hui, nous soutenons plus de 1000 personnes chaque année. Une chose n’a pas changé : nous croyons que le repos et la joie sont là pour tout le monde.`,
          `La fondazione è stata fondata **nel 1972 a Zurigo**. Alcuni genitori di bambini con disabilità volevano che anche i loro figli potessero andare in colonia. Hanno raccolto soldi e fondato la fondazione.

Nei primi anni la fondazione pagava soprattutto colonie per bambini. Poi si sono aggiunte le vacanze per adulti, i corsi per il tempo libero e i progetti.

Oggi sosteniamo ogni anno più di 1000 persone. Una cosa non è cambiata: crediamo che riposo e gioia siano per tutti.`,
        ),
      },
      {
        blockType: 'image',
        image: 'zeltlager.jpg',
        caption: l(
          'Ferienlager sind seit den Anfängen ein wichtiger Teil unserer Arbeit.',
          'Depuis le début, les camps de vacances sont une part importante de notre travail.',
          'Fin dall’inizio le colonie sono una parte importante del nostro lavoro.',
        ),
      },
      {
        blockType: 'video',
        title: l('50 Jahre in drei Minuten', '50 ans en trois minutes', '50 anni in tre minuti'),
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      },
    ],
  },
  {
    key: 'journal',
    slug: 'journal',
    blueprint: 'blog',
    title: l('Journal', 'Journal', 'Giornale'),
    intro_text: l(
      'Geschichten von Menschen, die wir unterstützen, und Neues aus der Stiftung.',
      'Des histoires de personnes que nous soutenons et des nouvelles de la fondation.',
      'Storie di persone che sosteniamo e novità dalla fondazione.',
    ),
    // The journal_search block (content-public.ts) lists the entries, newest first.
    items: [],
  },
  {
    key: 'medien',
    slug: 'medien',
    title: l('Medien', 'Médias', 'Media'),
    intro_text: l(
      'Hier finden Medienschaffende unsere Mitteilungen, Zahlen und Kontakte.',
      'Les journalistes trouvent ici nos communiqués, nos chiffres et nos contacts.',
      'Qui i giornalisti trovano i nostri comunicati, le cifre e i contatti.',
    ),
    items: [
      {
        blockType: 'small_articles',
        title: l('Mitteilungen', 'Communiqués', 'Comunicati'),
        select_articles: ['jahresbericht-2025', 'neues-online-gesuch', 'fristen-gruppen-2026'],
      },
      {
        blockType: 'persons',
        title: l('Medienkontakt', 'Contact médias', 'Contatto per i media'),
        persons: [TEAM.luca],
      },
      {
        blockType: 'documents',
        title: l('Zahlen und Fakten', 'Chiffres et faits', 'Cifre e fatti'),
        documents: ['jahresbericht-2025.pdf'],
      },
    ],
  },
  {
    key: 'spendengeschichten',
    slug: 'spendengeschichten',
    title: l('Spendengeschichten', 'Histoires de dons', 'Storie di donazioni'),
    intro_text: l(
      'Das macht Ihre Spende möglich: Menschen erzählen von ihren Ferien und ihrer Freizeit.',
      'Voici ce que votre don rend possible : des personnes racontent leurs vacances et leurs loisirs.',
      'Ecco cosa rende possibile la sua donazione: alcune persone raccontano le loro vacanze e il loro tempo libero.',
    ),
    show_donation_bar: true,
    items: [
      {
        blockType: 'large_articles_long_text',
        select_articles: ['erste-ferien-am-meer', 'malkurs-im-atelier', 'winterferien-graubuenden'],
      },
      {
        blockType: 'small_articles',
        title: l('Weitere Geschichten', 'Autres histoires', 'Altre storie'),
        show_newest_journal_entries: true,
        rubrics: ['geschichten'],
        number_of_entries: 4,
      },
    ],
  },
  {
    key: 'spenden',
    slug: 'spenden',
    title: l('Spenden', 'Faire un don', 'Donare'),
    page_title: l('Schenken Sie Ferien und Freude', 'Offrez des vacances et de la joie', 'Regali vacanze e gioia'),
    intro_text: l(
      'Mit Ihrer Spende machen Menschen mit Behinderungen Ferien, besuchen Kurse und erleben Neues.',
      'Grâce à votre don, des personnes en situation de handicap partent en vacances, suivent des cours et vivent de nouvelles expériences.',
      'Con la sua donazione, persone con disabilità vanno in vacanza, seguono corsi e vivono nuove esperienze.',
    ),
    image: 'boot-see.jpg',
    show_donation_bar: true,
    items: [
      {
        blockType: 'text',
        title: l('Was Ihre Spende bewirkt', 'Ce que votre don permet', 'Cosa permette la sua donazione'),
        text: l(
          `- **CHF 50** bezahlen einen Tagesausflug in die Berge.
- **CHF 150** bezahlen einen Malkurs für ein halbes Jahr.
- **CHF 500** helfen bei einer Ferienwoche mit Begleitung.

Sie können online spenden, mit TWINT oder mit einer Überweisung auf unser Konto. Spenden an uns können Sie von den Steuern abziehen.

**Spendenkonto:** Stiftung Ferien & Freizeit, 8008 Zürich, IBAN CH93 0076 2011 6238 5295 7`,
          `- **CHF 50** paient une excursion d’un jour à la montagne.
- **CHF 150** paient un cours de peinture pendant six mois.
- **CHF 500** aident à financer une semaine de vacances avec accompagnement.

Vous pouvez faire un don en ligne, avec TWINT ou par virement sur notre compte. Les dons en notre faveur sont déductibles des impôts.

**Compte pour les dons :** Stiftung Ferien & Freizeit, 8008 Zurich, IBAN CH93 0076 2011 6238 5295 7`,
          `- **CHF 50** pagano una gita di un giorno in montagna.
- **CHF 150** pagano un corso di pittura per sei mesi.
- **CHF 500** aiutano a finanziare una settimana di vacanza con accompagnamento.

Può donare online, con TWINT o con un bonifico sul nostro conto. Le donazioni a nostro favore sono deducibili dalle imposte.

**Conto per le donazioni:** Stiftung Ferien & Freizeit, 8008 Zurigo, IBAN CH93 0076 2011 6238 5295 7`,
        ),
      },
      {
        blockType: 'quote',
        quote: l(
          'Ich spende, weil Ferien kein Luxus sind. Jeder Mensch braucht einmal eine Pause vom Alltag.',
          'Je fais un don parce que les vacances ne sont pas un luxe. Chacun a besoin d’une pause dans son quotidien.',
          'Dono perché le vacanze non sono un lusso. Ogni persona ha bisogno di una pausa dalla vita di tutti i giorni.',
        ),
        author: 'Peter H.',
        role: l('Spender seit 2012', 'Donateur depuis 2012', 'Donatore dal 2012'),
      },
    ],
  },
  {
    key: 'impressum',
    slug: 'impressum',
    blueprint: 'default',
    seo_hidden: false,
    title: l('Impressum', 'Mentions légales', 'Colophon'),
    text: l(
      `## Herausgeberin

Stiftung Ferien & Freizeit, Seefeldstrasse 42, 8008 Zürich, Schweiz

- Telefon: +41 44 000 00 00
- E-Mail: [info@ferien-freizeit.ch](mailto:info@ferien-freizeit.ch)
- UID: CHE-123.456.789
- Handelsregister des Kantons Zürich

## Verantwortlich für den Inhalt

Anna Keller, Geschäftsführerin

## Haftung

Wir prüfen die Inhalte dieser Website sorgfältig. Trotzdem können wir keine Gewähr für Richtigkeit und Vollständigkeit übernehmen. Für die Inhalte von verlinkten Websites sind deren Betreiber verantwortlich.

## Bilder

Illustrationen: Stiftung Ferien & Freizeit. Alle Rechte vorbehalten.`,
      `## Éditrice

Stiftung Ferien & Freizeit, Seefeldstrasse 42, 8008 Zurich, Suisse

- Téléphone : +41 44 000 00 00
- E-mail : [info@ferien-freizeit.ch](mailto:info@ferien-freizeit.ch)
- IDE : CHE-123.456.789
- Registre du commerce du canton de Zurich

## Responsable du contenu

Anna Keller, directrice

## Responsabilité

Nous vérifions avec soin le contenu de ce site. Nous ne pouvons toutefois pas garantir qu’il soit exact et complet. Les exploitants des sites liés sont responsables de leur contenu.

## Images

Illustrations : Stiftung Ferien & Freizeit. Tous droits réservés.`,
      `## Editrice

Stiftung Ferien & Freizeit, Seefeldstrasse 42, 8008 Zurigo, Svizzera

- Telefono: +41 44 000 00 00
- E-mail: [info@ferien-freizeit.ch](mailto:info@ferien-freizeit.ch)
- IDI: CHE-123.456.789
- Registro di commercio del Cantone di Zurigo

## Responsabile dei contenuti

Anna Keller, direttrice

## Responsabilità

Verifichiamo con cura i contenuti di questo sito. Non possiamo tuttavia garantirne l’esattezza e la completezza. I gestori dei siti collegati sono responsabili dei loro contenuti.

## Immagini

Illustrazioni: Stiftung Ferien & Freizeit. Tutti i diritti riservati.`,
    ),
  },
  {
    key: 'datenschutz',
    slug: 'datenschutz',
    blueprint: 'default',
    seo_hidden: false,
    title: l('Datenschutz', 'Protection des données', 'Protezione dei dati'),
    text: l(
      `Der Schutz Ihrer Daten ist uns wichtig. Wir halten uns an das Schweizer Datenschutzgesetz (DSG).

## Welche Daten wir bearbeiten

- **Beim Besuch der Website:** technische Daten wie IP-Adresse, Browser und Zeitpunkt des Besuchs.
- **Beim Gesuch:** die Angaben, die Sie im Formular machen, zum Beispiel Name, Adresse, Angaben zu Einkommen und Behinderung sowie hochgeladene Dokumente.
- **Beim Newsletter:** Ihre E-Mail-Adresse und Ihr Name.

## Wofür wir die Daten brauchen

Wir brauchen Ihre Daten nur, um Ihr Gesuch zu prüfen, Beiträge auszuzahlen, Ihre Fragen zu beantworten und Ihnen den Newsletter zu senden. Wir verkaufen keine Daten.

## Wie lange wir die Daten speichern

Gesuche bewahren wir zehn Jahre auf, weil das Gesetz es verlangt. Danach löschen wir sie.

## Ihre Rechte

Sie können jederzeit Auskunft über Ihre Daten verlangen. Sie können verlangen, dass wir Daten berichtigen oder löschen. Schreiben Sie an [datenschutz@ferien-freizeit.ch](mailto:datenschutz@ferien-freizeit.ch).

Mehr zu Cookies lesen Sie unter [Cookies](/cookies).`,
      `La protection de vos données nous tient à cœur. Nous respectons la loi fédérale sur la protection des données (LPD).

## Quelles données nous traitons

- **Lors de la visite du site :** des données techniques comme l’adresse IP, le navigateur et l’heure de la visite.
- **Lors d’une demande :** les informations que vous indiquez dans le formulaire, par exemple nom, adresse, revenus et handicap, ainsi que les documents téléversés.
- **Pour la newsletter :** votre adresse e-mail et votre nom.

## À quoi servent les données

Nous utilisons vos données uniquement pour examiner votre demande, verser les contributions, répondre à vos questions et vous envoyer la newsletter. Nous ne vendons aucune donnée.

## Durée de conservation

Nous conservons les demandes pendant dix ans, comme l’exige la loi. Ensuite, nous les effaçons.

## Vos droits

Vous pouvez à tout moment demander quelles données nous avons sur vous. Vous pouvez demander que nous les corrigions ou les effacions. Écrivez à [datenschutz@ferien-freizeit.ch](mailto:datenschutz@ferien-freizeit.ch).

Pour en savoir plus sur les cookies, consultez la page [Cookies](/cookies).`,
      `La protezione dei suoi dati è importante per noi. Rispettiamo la legge federale sulla protezione dei dati (LPD).

## Quali dati trattiamo

- **Durante la visita del sito:** dati tecnici come indirizzo IP, browser e ora della visita.
- **Per una richiesta:** le indicazioni che inserisce nel modulo, per esempio nome, indirizzo, reddito e disabilità, e i documenti caricati.
- **Per la newsletter:** il suo indirizzo e-mail e il suo nome.

## A cosa servono i dati

Usiamo i suoi dati solo per esaminare la richiesta, versare i contributi, rispondere alle sue domande e inviarle la newsletter. Non vendiamo dati.

## Per quanto tempo conserviamo i dati

Conserviamo le richieste per dieci anni, come richiesto dalla legge. Poi le cancelliamo.

## I suoi diritti

Può chiedere in ogni momento quali dati abbiamo su di lei. Può chiedere che li correggiamo o cancelliamo. Scriva a [datenschutz@ferien-freizeit.ch](mailto:datenschutz@ferien-freizeit.ch).

Per saperne di più sui cookie, legga la pagina [Cookie](/cookies).`,
    ),
  },
  {
    key: 'cookies',
    slug: 'cookies',
    blueprint: 'default',
    seo_hidden: false,
    title: l('Cookies', 'Cookies', 'Cookie'),
    text: l(
      `Cookies sind kleine Dateien, die Ihr Browser speichert. Sie helfen uns, die Website gut zu betreiben.

## Notwendige Cookies

Diese Cookies braucht die Website, zum Beispiel für die Anmeldung im Gesuchsportal. Sie können sie nicht abwählen.

## Statistik

Mit Ihrer Zustimmung messen wir anonym, welche Seiten oft besucht werden. So können wir die Website verbessern.

## Ihre Wahl ändern

Sie können Ihre Zustimmung jederzeit zurückziehen. Löschen Sie dazu die Cookies in Ihrem Browser. Beim nächsten Besuch fragen wir Sie wieder.

Mehr Informationen finden Sie in der [Datenschutzerklärung](/datenschutz).`,
      `Les cookies sont de petits fichiers que votre navigateur enregistre. Ils nous aident à bien faire fonctionner le site.

## Cookies nécessaires

Le site a besoin de ces cookies, par exemple pour la connexion au portail des demandes. Vous ne pouvez pas les désactiver.

## Statistiques

Avec votre accord, nous mesurons de manière anonyme les pages les plus visitées. Cela nous permet d’améliorer le site.

## Modifier votre choix

Vous pouvez retirer votre accord à tout moment. Pour cela, effacez les cookies dans votre navigateur. Lors de votre prochaine visite, nous vous reposerons la question.

Vous trouverez plus d’informations dans la [déclaration de protection des données](/datenschutz).`,
      `I cookie sono piccoli file che il suo browser salva. Ci aiutano a far funzionare bene il sito.

## Cookie necessari

Il sito ha bisogno di questi cookie, per esempio per l’accesso al portale delle richieste. Non può disattivarli.

## Statistiche

Con il suo consenso misuriamo in modo anonimo quali pagine sono visitate più spesso. Così possiamo migliorare il sito.

## Modificare la sua scelta

Può revocare il consenso in qualsiasi momento. Per farlo, cancelli i cookie nel suo browser. Alla prossima visita le chiederemo di nuovo.

Trova maggiori informazioni nella [dichiarazione sulla protezione dei dati](/datenschutz).`,
    ),
  },
];

const journals: SeedJournal[] = [
  {
    slug: 'erste-ferien-am-meer',
    date: '2026-06-18',
    rubrics: ['geschichten'],
    tags: ['ferien', 'inklusion'],
    image: 'strand.jpg',
    title: l(
      'Rita sieht zum ersten Mal seit zehn Jahren das Meer',
      'Rita revoit la mer pour la première fois depuis dix ans',
      'Rita rivede il mare per la prima volta dopo dieci anni',
    ),
    intro_text: l(
      'Eine Woche an der Adria: Für Rita war das lange nur ein Traum. Mit unserer Unterstützung hat es geklappt.',
      'Une semaine sur l’Adriatique : pour Rita, c’était longtemps un rêve. Avec notre soutien, c’est devenu possible.',
      'Una settimana sull’Adriatico: per Rita è stato a lungo solo un sogno. Con il nostro sostegno ce l’ha fatta.',
    ),
    text: l(
      `Rita ist 58 Jahre alt und sitzt seit einem Unfall im Rollstuhl. Sie lebt von einer IV-Rente und Ergänzungsleistungen. Für Ferien hat das Geld nie gereicht.

Eine Sozialarbeiterin hat ihr von unserer Stiftung erzählt. Zusammen haben sie den Kurzcheck gemacht und das Gesuch ausgefüllt. Nach drei Wochen kam der Brief: Wir bezahlen einen grossen Teil der Reise.

Im Juni war es so weit. Ein rollstuhlgängiges Hotel, ein Strand mit Matten bis ans Wasser und viel Zeit. «Ich habe jeden Tag die Wellen gehört», sagt Rita. «Das nehme ich mit nach Hause.»`,
      `Rita a 58 ans et se déplace en fauteuil roulant depuis un accident. Elle vit d’une rente AI et de prestations complémentaires. L’argent n’a jamais suffi pour des vacances.

Une assistante sociale lui a parlé de notre fondation. Ensemble, elles ont fait le test rapide et rempli la demande. Trois semaines plus tard, la lettre est arrivée : nous payons une grande partie du voyage.

En juin, le moment est venu. Un hôtel accessible, une plage avec des tapis jusqu’à l’eau et beaucoup de temps. « J’ai écouté les vagues chaque jour », raconte Rita. « Je garde ça avec moi. »`,
      `Rita ha 58 anni e da un incidente si sposta in sedia a rotelle. Vive di una rendita AI e di prestazioni complementari. I soldi per le vacanze non sono mai bastati.

Un’assistente sociale le ha parlato della nostra fondazione. Insieme hanno fatto la verifica rapida e compilato la richiesta. Dopo tre settimane è arrivata la lettera: paghiamo una gran parte del viaggio.

A giugno è arrivato il momento. Un albergo accessibile, una spiaggia con passerelle fino all’acqua e tanto tempo. «Ho ascoltato le onde ogni giorno», racconta Rita. «Questo lo porto con me a casa.»`,
    ),
    items: [
      {
        blockType: 'quote',
        quote: l(
          'Endlich konnte ich wieder einmal einfach nur da sein und aufs Wasser schauen.',
          'Enfin, j’ai pu simplement être là et regarder l’eau.',
          'Finalmente ho potuto di nuovo semplicemente stare lì e guardare l’acqua.',
        ),
        author: 'Rita S.',
        image: 'portrait-claire.jpg',
      },
    ],
  },
  {
    slug: 'malkurs-im-atelier',
    date: '2026-02-20',
    rubrics: ['geschichten'],
    tags: ['freizeit', 'inklusion'],
    image: 'atelier.jpg',
    title: l(
      'Farben für den Alltag: Samuel im Malkurs',
      'Des couleurs pour le quotidien : Samuel au cours de peinture',
      'Colori per la vita di tutti i giorni: Samuel al corso di pittura',
    ),
    intro_text: l(
      'Jeden Dienstag malt Samuel in einem Atelier in Bern. Den Kurs bezahlt unsere Stiftung.',
      'Chaque mardi, Samuel peint dans un atelier à Berne. Notre fondation paie le cours.',
      'Ogni martedì Samuel dipinge in un atelier a Berna. Il corso è pagato dalla nostra fondazione.',
    ),
    text: l(
      `Samuel hat eine geistige Behinderung und arbeitet in einer geschützten Werkstatt. In seiner Freizeit malt er am liebsten. Ein Kurs kostet aber 600 Franken im Halbjahr.

Seine Beiständin hat für ihn ein Gesuch gestellt. Jetzt geht Samuel jede Woche ins Atelier. Er malt Tiere, Berge und vor allem Farben.

«Im Atelier bin ich Künstler», sagt Samuel. Im Herbst zeigt er seine Bilder an einer kleinen Ausstellung.`,
      `Samuel vit avec un handicap mental et travaille dans un atelier protégé. Pendant ses loisirs, il aime surtout peindre. Mais un cours coûte 600 francs par semestre.

Sa curatrice a fait une demande pour lui. Maintenant, Samuel va chaque semaine à l’atelier. Il peint des animaux, des montagnes et surtout des couleurs.

« À l’atelier, je suis un artiste », dit Samuel. En automne, il montrera ses tableaux lors d’une petite exposition.`,
      `Samuel ha una disabilità intellettiva e lavora in un laboratorio protetto. Nel tempo libero ama soprattutto dipingere. Un corso però costa 600 franchi a semestre.

La sua curatrice ha presentato una richiesta per lui. Ora Samuel va ogni settimana all’atelier. Dipinge animali, montagne e soprattutto colori.

«All’atelier sono un artista», dice Samuel. In autunno mostrerà i suoi quadri in una piccola esposizione.`,
    ),
  },
  {
    slug: 'gemeinschaftsgarten-winterthur',
    date: '2026-04-08',
    rubrics: ['geschichten'],
    tags: ['projekte', 'inklusion'],
    image: 'garten-projekt.jpg',
    title: l('Ein Garten für alle in Winterthur', 'Un jardin pour toutes et tous à Winterthour', 'Un orto per tutti a Winterthur'),
    intro_text: l(
      'Hochbeete, breite Wege und viel Gemüse: Ein Verein hat einen Gemeinschaftsgarten gebaut, in dem alle mitmachen können.',
      'Des bacs surélevés, de larges chemins et beaucoup de légumes : une association a créé un jardin communautaire où chacun peut participer.',
      'Aiuole rialzate, sentieri larghi e tante verdure: un’associazione ha creato un orto comunitario dove tutti possono partecipare.',
    ),
    text: l(
      `Im Quartier Töss in Winterthur wächst seit diesem Frühling ein besonderer Garten. Die Beete sind so hoch, dass man sie auch im Rollstuhl erreicht. Die Wege sind breit und eben.

Die Idee hatte der Verein «Grüne Hände». Unsere Stiftung hat das Projekt mit 18 000 Franken unterstützt. Damit wurden Hochbeete, Werkzeuge und ein rollstuhlgängiges WC bezahlt.

Jeden Samstag treffen sich Menschen mit und ohne Behinderungen zum Gärtnern. Im Sommer gibt es ein gemeinsames Erntefest.`,
      `Depuis ce printemps, un jardin particulier pousse dans le quartier de Töss, à Winterthour. Les bacs sont assez hauts pour être accessibles en fauteuil roulant. Les chemins sont larges et plats.

L’idée vient de l’association « Grüne Hände ». Notre fondation a soutenu le projet avec 18 000 francs. Cet argent a servi à payer les bacs, les outils et des toilettes accessibles.

Chaque samedi, des personnes avec et sans handicap se retrouvent pour jardiner. En été, une fête des récoltes réunit tout le monde.`,
      `Da questa primavera nel quartiere di Töss, a Winterthur, cresce un orto speciale. Le aiuole sono così alte che si raggiungono anche in sedia a rotelle. I sentieri sono larghi e piani.

L’idea è dell’associazione «Grüne Hände». La nostra fondazione ha sostenuto il progetto con 18 000 franchi. Con questi soldi sono stati pagati le aiuole, gli attrezzi e un WC accessibile.

Ogni sabato persone con e senza disabilità si incontrano per fare giardinaggio. In estate c’è una festa del raccolto per tutti.`,
    ),
    items: [
      {
        blockType: 'image',
        image: 'wiese-picknick.jpg',
        caption: l('Pause nach der Gartenarbeit', 'Pause après le jardinage', 'Pausa dopo il lavoro in giardino'),
      },
    ],
  },
  {
    slug: 'lagerwoche-im-jura',
    date: '2026-05-15',
    rubrics: ['geschichten'],
    tags: ['gruppen', 'ferien'],
    image: 'zeltlager.jpg',
    title: l(
      'Zelten unter Sternen: eine Lagerwoche im Jura',
      'Camper sous les étoiles : une semaine de camp dans le Jura',
      'In tenda sotto le stelle: una settimana di campo nel Giura',
    ),
    intro_text: l(
      'Zwölf junge Erwachsene, sechs Betreuerinnen und Betreuer und eine Woche in der Natur.',
      'Douze jeunes adultes, six accompagnantes et accompagnants et une semaine dans la nature.',
      'Dodici giovani adulti, sei accompagnatrici e accompagnatori e una settimana nella natura.',
    ),
    text: l(
      `Ein Verein aus Biel organisiert jedes Jahr ein Lager für junge Menschen mit Behinderungen. Dieses Jahr ging es in den Jura, mit Zelten, Lagerfeuer und Wanderungen.

Solche Lager sind teuer: Es braucht viele Begleitpersonen und einen angepassten Transport. Wir haben das Defizit des Lagers übernommen. So blieb der Preis für die Familien tief.

Das Highlight? «Die Nacht, in der wir Sternschnuppen gezählt haben», sagt Lara, 19.`,
      `Une association de Bienne organise chaque année un camp pour des jeunes en situation de handicap. Cette année, direction le Jura, avec des tentes, un feu de camp et des randonnées.

Ces camps coûtent cher : il faut beaucoup d’accompagnants et un transport adapté. Nous avons pris en charge le déficit du camp. Ainsi, le prix est resté bas pour les familles.

Le meilleur moment ? « La nuit où nous avons compté les étoiles filantes », raconte Lara, 19 ans.`,
      `Un’associazione di Bienne organizza ogni anno un campo per giovani con disabilità. Quest’anno si è andati nel Giura, con tende, fuoco ed escursioni.

Questi campi sono costosi: servono molti accompagnatori e un trasporto adattato. Abbiamo coperto il deficit del campo. Così il prezzo per le famiglie è rimasto basso.

Il momento più bello? «La notte in cui abbiamo contato le stelle cadenti», racconta Lara, 19 anni.`,
    ),
  },
  {
    slug: 'segeltag-zuerichsee',
    date: '2026-07-03',
    rubrics: ['geschichten'],
    tags: ['freizeit', 'gruppen'],
    image: 'boot-see.jpg',
    title: l('Mit dem Segelboot über den Zürichsee', 'En voilier sur le lac de Zurich', 'In barca a vela sul lago di Zurigo'),
    intro_text: l(
      'Ein Segelclub hat sein Boot umgebaut. Jetzt können auch Menschen im Rollstuhl mitsegeln.',
      'Un club de voile a transformé son bateau. Désormais, les personnes en fauteuil roulant peuvent aussi naviguer.',
      'Un club velico ha trasformato la sua barca. Ora anche le persone in sedia a rotelle possono andare in barca a vela.',
    ),
    text: l(
      `Wind im Gesicht, Wasser unter dem Boot: Das erleben jetzt auch Menschen, die im Rollstuhl sitzen. Ein Segelclub am Zürichsee hat einen Lift und spezielle Sitze eingebaut.

An acht Samstagen im Sommer gibt es Segeltage für Gruppen. Wir bezahlen einen Teil der Kosten für Begleitung und Boot.

«Am Steuer fühle ich mich frei», sagt Beat nach seiner ersten Fahrt. Er will nächstes Jahr wieder kommen.`,
      `Le vent sur le visage, l’eau sous le bateau : les personnes en fauteuil roulant peuvent désormais aussi le vivre. Un club de voile du lac de Zurich a installé un élévateur et des sièges spéciaux.

Huit samedis en été, des journées de voile sont proposées aux groupes. Nous payons une partie des frais d’accompagnement et du bateau.

« À la barre, je me sens libre », dit Beat après sa première sortie. Il veut revenir l’année prochaine.`,
      `Vento in faccia, acqua sotto la barca: ora lo vivono anche le persone in sedia a rotelle. Un club velico sul lago di Zurigo ha installato un sollevatore e sedili speciali.

In otto sabati d’estate ci sono giornate di vela per gruppi. Paghiamo una parte dei costi per l’accompagnamento e la barca.

«Al timone mi sento libero», dice Beat dopo la sua prima uscita. L’anno prossimo vuole tornare.`,
    ),
  },
  {
    slug: 'konzert-fuer-alle',
    date: '2026-03-28',
    rubrics: ['geschichten'],
    tags: ['inklusion', 'projekte', 'freizeit'],
    image: 'konzert-inklusion.jpg',
    title: l('Ein Konzert, bei dem alle dabei sind', 'Un concert où tout le monde est de la partie', 'Un concerto in cui tutti sono presenti'),
    intro_text: l(
      'Gebärdensprache, Plätze für Rollstühle und eine Band mit und ohne Behinderungen: So geht Konzert für alle.',
      'Langue des signes, places pour fauteuils roulants et un groupe de musiciens avec et sans handicap : voilà un concert pour tous.',
      'Lingua dei segni, posti per sedie a rotelle e una band con e senza disabilità: ecco un concerto per tutti.',
    ),
    text: l(
      `In Lugano hat die Band «Tutti Insieme» ein besonderes Konzert gegeben. Eine Dolmetscherin übersetzte die Lieder in Gebärdensprache. Es gab Plätze für Rollstühle und einen ruhigen Raum für Pausen.

Unsere Stiftung hat das Projekt unterstützt. Das Geld ging an die Dolmetscherin, die Technik und günstige Tickets.

Über 300 Menschen kamen. Viele von ihnen waren zum ersten Mal an einem Konzert.`,
      `À Lugano, le groupe « Tutti Insieme » a donné un concert particulier. Une interprète a traduit les chansons en langue des signes. Il y avait des places pour fauteuils roulants et une salle calme pour les pauses.

Notre fondation a soutenu le projet. L’argent a servi à payer l’interprète, la technique et des billets à prix réduit.

Plus de 300 personnes sont venues. Beaucoup d’entre elles assistaient à un concert pour la première fois.`,
      `A Lugano la band «Tutti Insieme» ha tenuto un concerto speciale. Un’interprete ha tradotto le canzoni nella lingua dei segni. C’erano posti per sedie a rotelle e una sala tranquilla per le pause.

La nostra fondazione ha sostenuto il progetto. I soldi sono serviti per l’interprete, la tecnica e biglietti a prezzo ridotto.

Sono arrivate più di 300 persone. Molte di loro erano per la prima volta a un concerto.`,
    ),
  },
  {
    slug: 'winterferien-graubuenden',
    date: '2026-01-30',
    rubrics: ['geschichten'],
    tags: ['ferien'],
    image: 'winter-schnee.jpg',
    title: l('Schnee, Ruhe und heisse Schokolade', 'De la neige, du calme et du chocolat chaud', 'Neve, tranquillità e cioccolata calda'),
    intro_text: l(
      'Familie Huber hat eine Woche Winterferien in Graubünden verbracht. Zum ersten Mal alle zusammen.',
      'La famille Huber a passé une semaine de vacances d’hiver dans les Grisons. Pour la première fois tous ensemble.',
      'La famiglia Huber ha trascorso una settimana di vacanze invernali nei Grigioni. Per la prima volta tutti insieme.',
    ),
    text: l(
      `Tim ist neun Jahre alt und hat eine Muskelkrankheit. Seine Eltern kümmern sich Tag und Nacht um ihn. Ferien lagen lange nicht drin.

Mit einem Beitrag unserer Stiftung konnte die Familie ein barrierefreies Ferienhaus mieten. Tim fuhr mit einem Schlitten-Rollstuhl durch den Schnee.

«Wir haben endlich wieder einmal durchgeatmet», sagt seine Mutter.`,
      `Tim a neuf ans et vit avec une maladie musculaire. Ses parents s’occupent de lui jour et nuit. Pendant longtemps, les vacances n’étaient pas possibles.

Grâce à une contribution de notre fondation, la famille a pu louer un chalet accessible. Tim a parcouru la neige dans un fauteuil-luge.

« Nous avons enfin pu souffler », dit sa mère.`,
      `Tim ha nove anni e ha una malattia muscolare. I suoi genitori si occupano di lui giorno e notte. Per molto tempo le vacanze non erano possibili.

Con un contributo della nostra fondazione la famiglia ha potuto affittare una casa per vacanze senza barriere. Tim ha attraversato la neve con una sedia a rotelle a slitta.

«Finalmente abbiamo potuto tirare il fiato», dice sua madre.`,
    ),
  },
  {
    slug: 'neues-online-gesuch',
    date: '2026-01-15',
    rubrics: ['stiftung'],
    tags: ['ferien', 'freizeit', 'projekte'],
    image: 'stadtplatz-rampe.jpg',
    title: l('Gesuche jetzt ganz einfach online stellen', 'Faire une demande en ligne, tout simplement', 'Presentare una richiesta online, in modo semplice'),
    intro_text: l(
      'Ab sofort stellen Sie Ihr Gesuch online. Ein Kurzcheck zeigt Ihnen vorher, ob wir helfen können.',
      'Dès maintenant, vous faites votre demande en ligne. Un test rapide vous montre d’abord si nous pouvons aider.',
      'Da subito può presentare la sua richiesta online. Una verifica rapida le mostra prima se possiamo aiutarla.',
    ),
    text: l(
      `Papierformulare gehören bei uns der Vergangenheit an. Im neuen Online-Portal beantworten Sie zuerst einige kurze Fragen. Danach füllen Sie das Gesuch Schritt für Schritt aus.

Sie brauchen kein Passwort. Sie erhalten einen Link per E-Mail, der 12 Monate gültig ist. Damit können Sie jederzeit weitermachen.

Das Portal gibt es auf Deutsch, Französisch und Italienisch. [Jetzt Gesuch stellen](/gesuche)`,
      `Les formulaires papier appartiennent au passé. Dans le nouveau portail en ligne, vous répondez d’abord à quelques questions courtes. Ensuite, vous remplissez la demande étape par étape.

Vous n’avez pas besoin de mot de passe. Vous recevez par e-mail un lien valable 12 mois. Avec ce lien, vous pouvez continuer à tout moment.

Le portail existe en allemand, en français et en italien. [Faire une demande](/gesuche)`,
      `I moduli cartacei appartengono al passato. Nel nuovo portale online risponde prima ad alcune brevi domande. Poi compila la richiesta passo dopo passo.

Non serve una password. Riceve per e-mail un link valido 12 mesi. Con questo link può continuare in qualsiasi momento.

Il portale è disponibile in tedesco, francese e italiano. [Presentare una richiesta](/gesuche)`,
    ),
  },
  {
    slug: 'jahresbericht-2025',
    date: '2026-04-28',
    rubrics: ['stiftung'],
    tags: ['ferien', 'gruppen', 'projekte'],
    image: 'bergbahn.jpg',
    title: l(
      'Jahresbericht 2025: so viele Ferien wie nie',
      'Rapport annuel 2025 : plus de vacances que jamais',
      'Rapporto annuale 2025: mai così tante vacanze',
    ),
    intro_text: l(
      'Im Jahr 2025 haben wir über 1200 Menschen und Organisationen unterstützt. Danke für Ihre Hilfe!',
      'En 2025, nous avons soutenu plus de 1200 personnes et organisations. Merci pour votre aide !',
      'Nel 2025 abbiamo sostenuto oltre 1200 persone e organizzazioni. Grazie per il suo aiuto!',
    ),
    text: l(
      `2025 war ein besonderes Jahr. Wir haben 980 Einzelpersonen, 210 Gruppen und 35 Projekte unterstützt. Insgesamt haben wir 2,4 Millionen Franken ausbezahlt.

Besonders gefreut hat uns: Viele Menschen konnten zum ersten Mal seit Jahren verreisen. Und es gab mehr inklusive Projekte als je zuvor.

Den ganzen Bericht finden Sie als PDF unter [Downloads](/downloads).`,
      `2025 a été une année particulière. Nous avons soutenu 980 personnes individuelles, 210 groupes et 35 projets. Au total, nous avons versé 2,4 millions de francs.

Ce qui nous a particulièrement réjouis : beaucoup de personnes ont pu voyager pour la première fois depuis des années. Et il y a eu plus de projets inclusifs que jamais.

Vous trouverez le rapport complet en PDF sous [Téléchargements](/downloads).`,
      `Il 2025 è stato un anno speciale. Abbiamo sostenuto 980 persone singole, 210 gruppi e 35 progetti. In totale abbiamo versato 2,4 milioni di franchi.

Ci ha fatto particolarmente piacere che molte persone abbiano potuto viaggiare per la prima volta dopo anni. E ci sono stati più progetti inclusivi che mai.

Il rapporto completo in PDF si trova alla pagina [Download](/downloads).`,
    ),
    items: [
      {
        blockType: 'quote',
        quote: l(
          'Hinter jeder Zahl steht ein Mensch, der Erholung und Freude erlebt hat.',
          'Derrière chaque chiffre, il y a une personne qui a vécu du repos et de la joie.',
          'Dietro ogni cifra c’è una persona che ha vissuto riposo e gioia.',
        ),
        author: 'Anna Keller',
        role: l('Geschäftsführerin', 'Directrice', 'Direttrice'),
        image: 'portrait-anna.jpg',
      },
    ],
  },
  {
    slug: 'fristen-gruppen-2026',
    date: '2026-02-05',
    rubrics: ['stiftung'],
    tags: ['gruppen'],
    image: 'waldweg.jpg',
    title: l(
      'Gruppenaktivitäten: Gesuche 10 Wochen im Voraus',
      'Activités de groupe : demandes 10 semaines à l’avance',
      'Attività di gruppo: richieste 10 settimane prima',
    ),
    intro_text: l(
      'Sie planen ein Lager oder einen Ausflug im Sommer? Dann stellen Sie Ihr Gesuch jetzt.',
      'Vous prévoyez un camp ou une sortie en été ? Alors faites votre demande maintenant.',
      'Pianifica un campo o una gita in estate? Allora presenti la sua richiesta ora.',
    ),
    text: l(
      `Gesuche für Gruppenaktivitäten müssen mindestens 10 Wochen vor Beginn bei uns sein. Nur so können wir sie rechtzeitig prüfen.

Ab drei Gruppen können Sie ein Sammelgesuch stellen. Tragen Sie die Gruppen in unsere Excel-Vorlage ein und laden Sie sie im Gesuch hoch.

Tipp: Verwenden Sie eine gemeinsame E-Mail-Adresse Ihrer Organisation. Das Gesuch ist an diese Adresse gebunden.`,
      `Les demandes pour des activités de groupe doivent nous parvenir au moins 10 semaines avant le début. C’est le seul moyen de les examiner à temps.

À partir de trois groupes, vous pouvez faire une demande collective. Inscrivez les groupes dans notre modèle Excel et téléversez-le dans la demande.

Conseil : utilisez une adresse e-mail commune de votre organisation. La demande est liée à cette adresse.`,
      `Le richieste per attività di gruppo devono pervenirci almeno 10 settimane prima dell’inizio. Solo così possiamo esaminarle in tempo.

A partire da tre gruppi può presentare una richiesta collettiva. Inserisca i gruppi nel nostro modello Excel e lo carichi nella richiesta.

Consiglio: usi un indirizzo e-mail comune della sua organizzazione. La richiesta è legata a questo indirizzo.`,
    ),
  },
];

export const demoContent: SeedData = {
  images: [
    {
      file: 'see-berge-abendrot.jpg',
      alt: l(
        'Ein See vor Bergen im Abendrot, am Ufer stehen Tannen.',
        'Un lac devant des montagnes au coucher du soleil, des sapins sur la rive.',
        'Un lago davanti alle montagne al tramonto, abeti sulla riva.',
      ),
      focalX: 67,
      focalY: 47,
    },
    {
      file: 'waldweg.jpg',
      alt: l(
        'Ein breiter Weg führt durch einen hellen Tannenwald.',
        'Un large chemin traverse une forêt de sapins lumineuse.',
        'Un sentiero largo attraversa un bosco di abeti luminoso.',
      ),
    },
    {
      file: 'strand.jpg',
      alt: l(
        'Eine Frau im Rollstuhl und ein Begleiter am Sandstrand, daneben ein Sonnenschirm.',
        'Une femme en fauteuil roulant et un accompagnant sur une plage de sable, à côté d’un parasol.',
        'Una donna in sedia a rotelle e un accompagnatore su una spiaggia di sabbia, accanto a un ombrellone.',
      ),
      focalX: 45,
      focalY: 80,
    },
    {
      file: 'stadtplatz-rampe.jpg',
      alt: l(
        'Ein Stadtplatz mit bunten Häusern. Eine Person im Rollstuhl fährt eine Rampe hinauf.',
        'Une place en ville avec des maisons colorées. Une personne en fauteuil roulant monte une rampe.',
        'Una piazza con case colorate. Una persona in sedia a rotelle sale una rampa.',
      ),
      focalX: 50,
      focalY: 70,
    },
    {
      file: 'wiese-picknick.jpg',
      alt: l(
        'Zwei Menschen machen Picknick auf einer Blumenwiese, einer sitzt im Rollstuhl.',
        'Deux personnes pique-niquent dans un pré fleuri, l’une est en fauteuil roulant.',
        'Due persone fanno un picnic su un prato fiorito, una è in sedia a rotelle.',
      ),
    },
    {
      file: 'bergbahn.jpg',
      alt: l(
        'Eine rote Gondel schwebt über einem Tannenwald zu verschneiten Bergen.',
        'Une télécabine rouge passe au-dessus d’une forêt vers des montagnes enneigées.',
        'Una cabina rossa sorvola un bosco verso montagne innevate.',
      ),
    },
    {
      file: 'garten-projekt.jpg',
      alt: l(
        'Hochbeete mit Gemüse und Blumen, davor Menschen mit und ohne Rollstuhl.',
        'Des bacs surélevés avec des légumes et des fleurs, devant des personnes avec et sans fauteuil roulant.',
        'Aiuole rialzate con verdure e fiori, davanti persone con e senza sedia a rotelle.',
      ),
    },
    {
      file: 'atelier.jpg',
      alt: l(
        'Ein Malatelier mit drei farbigen Bildern an der Wand.',
        'Un atelier de peinture avec trois tableaux colorés au mur.',
        'Un atelier di pittura con tre quadri colorati alla parete.',
      ),
    },
    {
      file: 'winter-schnee.jpg',
      alt: l(
        'Eine verschneite Landschaft mit Tannen und einer Hütte, davor zwei Menschen.',
        'Un paysage enneigé avec des sapins et un chalet, devant deux personnes.',
        'Un paesaggio innevato con abeti e una baita, davanti due persone.',
      ),
    },
    {
      file: 'boot-see.jpg',
      alt: l(
        'Ein Segelboot mit zwei Menschen auf einem ruhigen See.',
        'Un voilier avec deux personnes sur un lac calme.',
        'Una barca a vela con due persone su un lago tranquillo.',
      ),
      focalX: 50,
      focalY: 65,
    },
    {
      file: 'zeltlager.jpg',
      alt: l(
        'Zwei Zelte und ein Lagerfeuer unter einem Sternenhimmel.',
        'Deux tentes et un feu de camp sous un ciel étoilé.',
        'Due tende e un fuoco sotto un cielo stellato.',
      ),
    },
    {
      file: 'altstadt-geschichte.jpg',
      alt: l(
        'Eine Altstadt mit Giebelhäusern und einem Uhrturm.',
        'Une vieille ville avec des maisons à pignons et une tour de l’horloge.',
        'Un centro storico con case a timpano e una torre dell’orologio.',
      ),
    },
    {
      file: 'konzert-inklusion.jpg',
      alt: l(
        'Drei Musikerinnen und Musiker auf einer Bühne, eine Person im Rollstuhl.',
        'Trois musiciennes et musiciens sur une scène, dont une personne en fauteuil roulant.',
        'Tre musiciste e musicisti su un palco, una persona in sedia a rotelle.',
      ),
    },
    {
      file: 'portrait-anna.jpg',
      alt: l('Porträt von Anna Keller', 'Portrait d’Anna Keller', 'Ritratto di Anna Keller'),
      focalY: 40,
    },
    {
      file: 'portrait-marco.jpg',
      alt: l('Porträt von Marco Bernasconi', 'Portrait de Marco Bernasconi', 'Ritratto di Marco Bernasconi'),
      focalY: 40,
    },
    {
      file: 'portrait-sophie.jpg',
      alt: l('Porträt von Sophie Dubois', 'Portrait de Sophie Dubois', 'Ritratto di Sophie Dubois'),
      focalY: 40,
    },
    {
      file: 'portrait-luca.jpg',
      alt: l('Porträt von Luca Meier', 'Portrait de Luca Meier', 'Ritratto di Luca Meier'),
      focalY: 40,
    },
    {
      file: 'portrait-claire.jpg',
      alt: l(
        'Porträt einer lächelnden Frau mit grauen Haaren',
        'Portrait d’une femme souriante aux cheveux gris',
        'Ritratto di una donna sorridente con i capelli grigi',
      ),
      focalY: 40,
    },
    {
      file: 'sammelbox-gruen.jpg',
      alt: l('Grüne Sammelbox mit weissem Herz', 'Tirelire verte avec un cœur blanc', 'Salvadanaio verde con un cuore bianco'),
    },
    {
      file: 'sammelbox-orange.jpg',
      alt: l('Orange Sammelbox mit weissem Herz', 'Tirelire orange avec un cœur blanc', 'Salvadanaio arancione con un cuore bianco'),
    },
    {
      file: 'sammelbox-blau.jpg',
      alt: l('Blaue Sammelbox mit weissem Herz', 'Tirelire bleue avec un cœur blanc', 'Salvadanaio blu con un cuore bianco'),
    },
  ],
  documents: [
    {
      file: 'merkblatt-einzelpersonen.pdf',
      title: l('Merkblatt für Einzelpersonen', 'Aide-mémoire pour les personnes individuelles', 'Promemoria per le persone singole'),
    },
    {
      file: 'merkblatt-gruppen.pdf',
      title: l('Merkblatt für Gruppenaktivitäten', 'Aide-mémoire pour les activités de groupe', 'Promemoria per le attività di gruppo'),
    },
    {
      file: 'richtlinien-projekte.pdf',
      title: l('Richtlinien für Projekte', 'Directives pour les projets', 'Direttive per i progetti'),
    },
    {
      file: 'jahresbericht-2025.pdf',
      title: l('Jahresbericht 2025 (Kurzfassung)', 'Rapport annuel 2025 (résumé)', 'Rapporto annuale 2025 (sintesi)'),
    },
  ],
  rubrics: [
    { slug: 'geschichten', title: l('Geschichten', 'Histoires', 'Storie') },
    {
      slug: 'stiftung',
      title: l('Aus der Stiftung', 'De la fondation', 'Dalla fondazione'),
    },
  ],
  tags: [
    { slug: 'ferien', title: l('Ferien', 'Vacances', 'Vacanze') },
    { slug: 'freizeit', title: l('Freizeit', 'Loisirs', 'Tempo libero') },
    { slug: 'projekte', title: l('Projekte', 'Projets', 'Progetti') },
    { slug: 'gruppen', title: l('Gruppen', 'Groupes', 'Gruppi') },
    { slug: 'inklusion', title: l('Inklusion', 'Inclusion', 'Inclusione') },
  ],
  // The pages of issue 15 after the others; blocks and flags of issue 15 on the pages above.
  pages: [...pages.map((page) => ({ ...page, ...pageFlags[page.key], items: [...(page.items ?? []), ...(extraBlocks[page.key] ?? [])] })), ...publicPages],
  journals,
  navigation: [
    {
      title: l('Gesuche', 'Demandes', 'Richieste'),
      page: 'gesuche',
      children: [
        {
          title: l('Kurzcheck Einzelperson', 'Test rapide personne individuelle', 'Verifica rapida persona singola'),
          url: '/gesuche/kurzcheck/einzelperson',
        },
        {
          title: l('Kurzcheck Gruppe', 'Test rapide groupe', 'Verifica rapida gruppo'),
          url: '/gesuche/kurzcheck/gruppe',
        },
        {
          title: l('Kurzcheck Projekt', 'Test rapide projet', 'Verifica rapida progetto'),
          url: '/gesuche/kurzcheck/projekte',
        },
        {
          title: l('Downloads', 'Téléchargements', 'Download'),
          page: 'downloads',
        },
      ],
    },
    {
      title: l('Über uns', 'À propos', 'Chi siamo'),
      page: 'ueber-uns',
      children: [
        { title: l('Team', 'Équipe', 'Team'), page: 'team' },
        { title: l('Geschichte', 'Histoire', 'Storia'), page: 'geschichte' },
        { title: l('Medien', 'Médias', 'Media'), page: 'medien' },
        { title: l('Podcasts', 'Podcasts', 'Podcast'), page: 'podcasts' },
        {
          title: l('Spendengeschichten', 'Histoires de dons', 'Storie di donazioni'),
          page: 'spendengeschichten',
        },
        {
          title: l('Zewo-Gütesiegel', 'Label de qualité Zewo', 'Marchio di qualità Zewo'),
          externalLink: 'https://zewo.ch',
        },
      ],
    },
    { title: l('Journal', 'Journal', 'Giornale'), page: 'journal' },
    { title: l('Spenden', 'Faire un don', 'Donare'), page: 'spenden' },
    { title: l('Kontakt', 'Contact', 'Contatto'), page: 'kontakt' },
  ],
  links: {
    first_link: {
      text: l('Gesuch stellen', 'Faire une demande', 'Presentare una richiesta'),
      url: '/gesuche',
    },
    second_link: { text: l('Kontakt', 'Contact', 'Contatto'), url: '/kontakt' },
    donate_now: {
      text: l('Jetzt spenden', 'Faire un don', 'Dona ora'),
      url: '/spenden',
    },
    footer_links: [
      {
        link_text: l('Impressum', 'Mentions légales', 'Colophon'),
        link_url: '/impressum',
      },
      {
        link_text: l('Datenschutz', 'Protection des données', 'Protezione dei dati'),
        link_url: '/datenschutz',
      },
      { link_text: l('Cookies', 'Cookies', 'Cookie'), link_url: '/cookies' },
      // Test data: a link without a url, which the footer must leave out (spec 00 §2.6).
      {
        link_text: l('Medienmitteilungen', 'Communiqués de presse', 'Comunicati stampa'),
        link_url: '',
      },
    ],
    text_right_from_zewo_logo: l(
      'Unsere Stiftung trägt das Gütesiegel für gemeinnützige Organisationen.',
      'Notre fondation porte le label de qualité des organisations d’utilité publique.',
      'La nostra fondazione porta il marchio di qualità per le organizzazioni di pubblica utilità.',
    ),
    donate_bar: {
      title: l('Schenken Sie Ferien', 'Offrez des vacances', 'Regali vacanze'),
      sentence: l(
        'Mit CHF 50 ermöglichen Sie einen Tagesausflug in die Berge.',
        'Avec CHF 50, vous offrez une excursion d’un jour à la montagne.',
        'Con CHF 50 rende possibile una gita di un giorno in montagna.',
      ),
      text: l('Jetzt spenden', 'Faire un don', 'Dona ora'),
      url: '/spenden',
      iban: 'CH93 0076 2011 6238 5295 7',
      twint_link: 'https://pay.twint.ch/pay/ferien-freizeit',
    },
  },
  cookies: {
    text: l(
      'Wir verwenden Cookies, damit die Website gut funktioniert, und mit Ihrer Zustimmung für anonyme Statistiken. Mehr dazu unter [Cookies](/cookies).',
      'Nous utilisons des cookies pour que le site fonctionne bien et, avec votre accord, pour des statistiques anonymes. Plus d’informations sous [Cookies](/cookies).',
      'Usiamo i cookie affinché il sito funzioni bene e, con il suo consenso, per statistiche anonime. Maggiori informazioni alla pagina [Cookie](/cookies).',
    ),
    close_label: l('Verstanden', 'J’ai compris', 'Ho capito'),
  },
  cash_boxes: [
    {
      name: l('Sammelbox Grün', 'Tirelire verte', 'Salvadanaio verde'),
      image: 'sammelbox-gruen.jpg',
    },
    {
      name: l('Sammelbox Orange', 'Tirelire orange', 'Salvadanaio arancione'),
      image: 'sammelbox-orange.jpg',
    },
    {
      name: l('Sammelbox Blau', 'Tirelire bleue', 'Salvadanaio blu'),
      image: 'sammelbox-blau.jpg',
    },
  ],
  forms,
  podcasts,
};
