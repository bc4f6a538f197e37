import type { AnswerData, ServerFlow } from '@portal/shared-domain/server';

/**
 * Small ServerFlows for the tests of the generic machinery (not registered in production).
 * Single person: a reason decides which of destination or procurement is visible.
 */
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export const fixtureSinglePerson: ServerFlow = {
  kind: 'single-person',
  stage: 'application',
  endpoints: [
    {
      code: 'FE300',
      endpoint: '/reason-for-request',
      fields: ['reasonForRequest'],
      validate: (p, ctx) =>
        ['travel', 'leisure', 'procurement'].includes(p.reasonForRequest as string)
          ? null
          : { reasonForRequest: [ctx.lang === 'fr' ? 'Motif est obligatoire.' : 'Gesuchsgrund ist ein Pflichtfeld.'] },
    },
    {
      code: 'FE390',
      endpoint: '/destination',
      fields: ['destinationCountryCode', 'destinationLocation'],
      validate: (p) => (text(p.destinationLocation) ? null : { destinationLocation: ['Ort ist ein Pflichtfeld.'] }),
      // Outgoing transform: the home country is stored as code 193.
      toStored: (p) => ({ destinationCountryCode: p.destinationCountryCode ?? 193, destinationLocation: String(p.destinationLocation).trim() }),
    },
    {
      code: 'FE400',
      endpoint: '/procurement',
      fields: ['object'],
      validate: (p) => (text(p.object) ? null : { object: ['Objekt ist ein Pflichtfeld.'] }),
    },
    {
      code: 'FE420',
      endpoint: '/motivation',
      fields: ['motivation'],
      validate: (p) => (text(p.motivation) && (p.motivation as string).length <= 2000 ? null : { motivation: ['Motivation ist ein Pflichtfeld.'] }),
    },
  ],
  hiddenFields: (data: AnswerData) =>
    data.reasonForRequest === 'procurement' ? ['destinationCountryCode', 'destinationLocation'] : ['object'],
  incompleteQuestions: (data: AnswerData) => {
    const open: string[] = [];
    if (!data.reasonForRequest) open.push('FE300');
    if (data.reasonForRequest === 'procurement' && !data.object) open.push('FE400');
    if (data.reasonForRequest && data.reasonForRequest !== 'procurement' && !data.destinationLocation) open.push('FE390');
    if (!data.motivation) open.push('FE420');
    return open;
  },
  problems: () => ({}),
};

export const fixtureSinglePersonStatement: ServerFlow = {
  kind: 'single-person',
  stage: 'statement',
  endpoints: [
    {
      code: 'BE200',
      endpoint: '/realization-status',
      fields: ['realizationStatus'],
      validate: (p) => (['realized', 'pending', 'cancelled'].includes(p.realizationStatus as string) ? null : { realizationStatus: ['Ungültig.'] }),
    },
    { code: 'BE290', endpoint: '/review', fields: ['review'], validate: (p) => (text(p.review) ? null : { review: ['Pflichtfeld.'] }) },
  ],
  hiddenFields: (data) => (data.realizationStatus === 'cancelled' ? ['review'] : []),
  incompleteQuestions: (data) => (data.realizationStatus === 'realized' && data.review ? [] : ['BE200']),
  problems: () => ({}),
};

/** Group: shares /realization-status with the single person (one route, dispatched by type). */
export const fixtureGroupStatement: ServerFlow = {
  kind: 'group',
  stage: 'statement',
  endpoints: [
    {
      code: 'BG200',
      endpoint: '/realization-status',
      fields: ['realizationStatus'],
      validate: (p) => (['realized', 'cancelled'].includes(p.realizationStatus as string) ? null : { realizationStatus: ['Ungültig.'] }),
    },
    {
      code: 'BG400',
      endpoint: '/partial-billing',
      fields: ['partialBilling'],
      validate: (p) => (typeof p.partialBilling === 'boolean' ? null : { partialBilling: ['Pflichtfeld.'] }),
    },
  ],
  hiddenFields: () => [],
  incompleteQuestions: (data) => (data.partialBilling === undefined || data.partialBilling === null ? ['BG400'] : []),
  problems: () => ({}),
};

export const fixtureGroup: ServerFlow = {
  kind: 'group',
  stage: 'application',
  endpoints: [
    {
      code: 'FG220',
      endpoint: '/subtype',
      fields: ['subtype'],
      validate: (p) => (['single-group', 'group-collection'].includes(p.subtype as string) ? null : { subtype: ['Pflichtfeld.'] }),
    },
  ],
  hiddenFields: () => [],
  incompleteQuestions: (data) => (data.subtype ? [] : ['FG220']),
  problems: () => ({}),
};

export const fixtureFlows: ServerFlow[] = [fixtureSinglePerson, fixtureSinglePersonStatement, fixtureGroup, fixtureGroupStatement];
