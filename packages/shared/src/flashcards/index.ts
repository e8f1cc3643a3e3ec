export * from './local-date';
export * from './scheduler';
export * from './deck-stats';
export * from './quota';
export * from './card-sides';
export * from './card-types';
