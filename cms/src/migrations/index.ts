import * as migration_20261123_112014_initial from './20261123_112014_initial';

export const migrations = [
  {
    up: migration_20261123_112014_initial.up,
    down: migration_20261123_112014_initial.down,
    name: '20261123_112014_initial'
  },
];
