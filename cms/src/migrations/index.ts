import * as migration_20261123_112014_initial from './20261123_112014_initial';
import * as migration_20261123_212620_public_site_features from './20261123_212620_public_site_features';

export const migrations = [
  {
    up: migration_20261123_112014_initial.up,
    down: migration_20261123_112014_initial.down,
    name: '20261123_112014_initial',
  },
  {
    up: migration_20261123_212620_public_site_features.up,
    down: migration_20261123_212620_public_site_features.down,
    name: '20261123_212620_public_site_features',
  },
];
