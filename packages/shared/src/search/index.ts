export * from './constants';
export * from './query';
export * from './reference';
export * from './highlight';
export * from './messages';
