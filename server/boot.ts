/**
 * Imported first by server/index.ts, before anything imports React, React Router or Express.
 *
 * NODE_ENV is the product's mode: it decides the demo switches (server/env.ts). The libraries read
 * the same variable once, when first loaded, to pick their code paths; React's development build
 * renders several times slower and Express's shows stack traces, so they always get 'production'.
 */
export const productMode = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
