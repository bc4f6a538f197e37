import type { GlobalLinks, NavigationPage } from '@portal/shared-domain';

/** CMS answers for the layout tests (spec 00 §3.3, §3.4). */
const page = (title: string, url: string | null, children: NavigationPage[] = [], externalLink: string | null = null): NavigationPage => ({
  title,
  url,
  externalLink,
  isPage: url !== null,
  children,
});

export const navigation: NavigationPage[] = [
  page('Über uns', '/ueber-uns', [page('Team', '/ueber-uns/team'), page('Stiftungsrat', '/ueber-uns/stiftungsrat')]),
  page('Angebote', null, [page('Ferien', '/angebote/ferien'), page('Partnerorganisation', null, [], 'https://partner.example.org/')]),
  page('Journal', '/journal'),
];

export const links: GlobalLinks = {
  first_link_text: 'Gesuche stellen',
  first_link_url: '/gesuche',
  first_link_target_blank: false,
  second_link_text: 'Shop',
  second_link_url: 'https://shop.example.org/',
  second_link_target_blank: true,
  donate_now_text: 'Jetzt spenden',
  donate_now_url: 'https://spenden.example.org/',
  donate_now_target_blank: true,
  footer_links: [
    { link_url: '/impressum', link_text: 'Impressum' },
    { link_url: '/datenschutz', link_text: null },
    { link_url: null, link_text: 'Ohne Adresse' },
    { link_url: 'https://example.org/agb', link_text: 'AGB' },
  ],
  text_right_from_zewo_logo: 'Das Gütesiegel bürgt für den gewissenhaften Umgang mit Ihrer Spende.',
  donate_bar_url: null,
  donate_bar_text: null,
  donate_bar_title: null,
  donate_bar_sentence: null,
  donate_bar_iban: null,
  donate_bar_target_blank: false,
  donate_bar_twint_link: null,
};
