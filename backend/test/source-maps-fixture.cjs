// Loaded with --require into the built server by source-maps.e2e-spec.ts: console.error throws, so the server's
// own call of it (its start-up failure) ends in an uncaught error whose stack Node prints, as in production.
console.error = () => {
  throw new Error('thrown in the built server');
};
