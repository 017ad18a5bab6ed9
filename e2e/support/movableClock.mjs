// Loaded with `node --import` into a server that a browser story starts itself (never the product's own start):
// the process's clock runs ahead by the milliseconds written in the file MOVABLE_CLOCK_FILE names, read again
// whenever the file changes. A story that spans days (book for tomorrow, inspect tomorrow) moves it forward.
import fs from 'node:fs';

const file = process.env.MOVABLE_CLOCK_FILE;
if (file) {
  let offset = 0;
  const read = () => {
    offset = Number(fs.readFileSync(file, 'utf8')) || 0;
  };
  read();
  fs.watchFile(file, { interval: 100, persistent: false }, read);
  const RealDate = Date;
  class MovedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = MovedDate;
}
