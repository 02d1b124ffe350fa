export * from './sizes';
export * from './content';
