/** The dice line's expression language (see `expr.ts`). */
export * from './expr';
