import * as migration_20261122_012749_initial from './20261122_012749_initial';

export const migrations = [
  {
    up: migration_20261122_012749_initial.up,
    down: migration_20261122_012749_initial.down,
    name: '20261122_012749_initial'
  },
];
