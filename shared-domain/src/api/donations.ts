import type { PortalEndpointBuilder } from './portal-api';

/** `GET donations/config` (issue 15): provider null when donations are not available. */
export interface DonationConfig {
  provider: string | null;
  publicKey: string | null;
  /** URL of the provider's widget script; it registers `window.DonationWidget`. */
  widgetScript: string | null;
  testMode: boolean;
}

export interface Donors {
  names: string[];
}

/** The API path of a campaign's listed donors (also asked by the page server for pages with a donor list). */
export const donorsPath = (campaign: string) => `/donations/donors?campaign=${encodeURIComponent(campaign)}`;

/** The donation provider's configuration and a campaign's listed donors. */
export const donationEndpoints = (build: PortalEndpointBuilder) => ({
  getDonationConfig: build.query<DonationConfig, void>({ query: () => '/donations/config' }),
  getDonors: build.query<Donors, string>({ query: donorsPath }),
});
