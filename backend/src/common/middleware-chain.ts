import { type NextFunction, type Request, type Response } from 'express';

export type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/**
 * Runs `stack` from `index` on as Express runs layers: an error (passed on, or thrown) skips the rest and goes
 * to `next`.
 */
function inTurn(stack: Middleware[], index: number, req: Request, res: Response, next: NextFunction): void {
  if (index === stack.length) return next();
  try {
    stack[index](req, res, (err?: unknown) => (err ? next(err) : inTurn(stack, index + 1, req, res, next)));
  } catch (error) {
    next(error);
  }
}

/**
 * Middleware that runs `stack` in order, as one Express layer: what each does is the same as if each were
 * installed with app.use, but Express matches one layer instead of one per middleware, which every request
 * pays for.
 */
export function chain(stack: Middleware[]): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => inTurn(stack, 0, req, res, next);
}
