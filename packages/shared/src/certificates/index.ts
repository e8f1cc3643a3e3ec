export * from './certificate-date';
export * from './certificate-svg';
