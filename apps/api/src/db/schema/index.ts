export * from './auth';
export * from './bible';
export * from './catalog';
export * from './learning';
export * from './flashcards';
export * from './operations';
export * from './verse-mentions';
