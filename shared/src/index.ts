export * from './consultation';
export * from './email';
export * from './text';
export * from './firm';
export * from './canonical-json';
export * from './markdown';
export * from './seed-posts';
