import * as migration_20261122_012743_initial from './20261122_012743_initial';

export const migrations = [
  {
    up: migration_20261122_012743_initial.up,
    down: migration_20261122_012743_initial.down,
    name: '20261122_012743_initial'
  },
];
