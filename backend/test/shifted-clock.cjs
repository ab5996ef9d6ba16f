// Preloaded into a server process (NODE_OPTIONS=--require) to run it at another time of the week:
// Date.now() and new Date() are SHIFTED_CLOCK_MS ahead of the real clock; timers keep real time.
const offset = Number(process.env.SHIFTED_CLOCK_MS ?? 0);
const RealDate = Date;
class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = ShiftedDate;
