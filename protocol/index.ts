/** The wire contract, shared by portal and server. Import from here, never from files inside. */
export * from './constants';
export * from './call-path';
export * from './bytes';
export * from './signing';
export * from './aes';
export * from './header-token';
export * from './envelope';
export * from './seal';
export * from './errors';
export * from './error-messages';
export * from './schemas/envelope';
export * from './schemas/shell';
export * from './password-policy';
