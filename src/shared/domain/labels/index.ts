export * from './sizes';
export * from './content';
export * from './receipt';
