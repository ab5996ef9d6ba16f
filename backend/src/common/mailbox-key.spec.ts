import fc from 'fast-check';
import { mailboxKey } from './mailbox-key';

/** Local-part characters of a plain address, without the two that mean something here ('+' and '.'). */
const ATOM = fc.stringMatching(/^[a-z0-9!#$%&'*/=?^_`{|}~-]{1,12}$/);
/** A dot-atom local part: atoms joined by single dots. */
const LOCAL = fc.array(ATOM, { minLength: 1, maxLength: 3 }).map((atoms) => atoms.join('.'));
const TAG = fc.stringMatching(/^[a-z0-9.+_-]{0,10}$/);
/** Domains that keep dots significant, internationalised ones among them. */
const OTHER_DOMAIN = fc.constantFrom(
  'example.com',
  'outlook.com',
  'yahoo.com',
  'firma.com.co',
  'müller.example',
  'gmail.co',
  'mail.gmail.com',
);
const GMAIL = fc.constantFrom('gmail.com', 'googlemail.com', 'GMail.com', 'GoogleMail.COM');

describe('mailboxKey', () => {
  it.each([
    ['victim@example.com', 'victim@example.com'],
    ['Victim@Example.COM', 'victim@example.com'],
    ['victim+1@example.com', 'victim@example.com'],
    ['victim+a+b@example.com', 'victim@example.com'],
    ['victim+@example.com', 'victim@example.com'],
    ['v.i.c.t.i.m@example.com', 'v.i.c.t.i.m@example.com'],
    ['V.I.C.T.I.M@gmail.com', 'victim@gmail.com'],
    ['v.i.c.t.i.m+news.letter@googlemail.com', 'victim@gmail.com'],
    ['victim@GoogleMail.com', 'victim@gmail.com'],
    ['vic.tim+x@mail.gmail.com', 'vic.tim@mail.gmail.com'],
    ['josé+tag@MÜLLER.example', 'josé@müller.example'],
    ['ÁNGELA@Ejemplo.co', 'ángela@ejemplo.co'],
    ['  victim+1@example.com  ', 'victim@example.com'],
  ])('%s is the mailbox %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  it('keeps what has no mailbox to reduce to', () => {
    // A tag alone: no user before it.
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
    // Only dots on Gmail (not a valid address, but never an empty key).
    expect(mailboxKey('...@gmail.com')).toBe('...@gmail.com');
    expect(mailboxKey('no-at-sign')).toBe('no-at-sign');
    expect(mailboxKey('')).toBe('');
  });

  it('leaves a quoted local part as written; only the domain is read in lower case', () => {
    expect(mailboxKey('"Ana+Ruiz"@Example.com')).toBe('"Ana+Ruiz"@example.com');
    expect(mailboxKey('"a.b"@gmail.com')).toBe('"a.b"@gmail.com');
    expect(mailboxKey('"a@b"@googlemail.com')).toBe('"a@b"@gmail.com');
  });

  it('is a fixed point: the key of a key is itself', () => {
    fc.assert(
      fc.property(LOCAL, TAG, fc.oneof(OTHER_DOMAIN, GMAIL), (local, tag, domain) => {
        const key = mailboxKey(`${local}+${tag}@${domain}`);
        expect(mailboxKey(key)).toBe(key);
      }),
    );
  });

  it('ignores the +tag and the case of the letters', () => {
    fc.assert(
      fc.property(LOCAL, TAG, fc.oneof(OTHER_DOMAIN, GMAIL), (local, tag, domain) => {
        const plain = mailboxKey(`${local}@${domain}`);
        expect(mailboxKey(`${local}+${tag}@${domain}`)).toBe(plain);
        expect(mailboxKey(`${local.toUpperCase()}+${tag}@${domain.toUpperCase()}`)).toBe(plain);
      }),
    );
  });

  it('ignores dots on gmail.com and googlemail.com alike, and no other domain', () => {
    fc.assert(
      fc.property(LOCAL, GMAIL, GMAIL, (local, one, other) => {
        const undotted = local.replaceAll('.', '');
        expect(mailboxKey(`${local}@${one}`)).toBe(`${undotted}@gmail.com`);
        expect(mailboxKey(`${local}@${one}`)).toBe(mailboxKey(`${undotted}@${other}`));
      }),
    );
    fc.assert(
      fc.property(ATOM, ATOM, OTHER_DOMAIN, (left, right, domain) => {
        expect(mailboxKey(`${left}.${right}@${domain}`)).not.toBe(mailboxKey(`${left}${right}@${domain}`));
      }),
    );
  });

  it('tells different mailboxes apart: what comes before the tag and the domain both count', () => {
    fc.assert(
      fc.property(LOCAL, LOCAL, OTHER_DOMAIN, OTHER_DOMAIN, (a, b, one, other) => {
        fc.pre(a !== b || one !== other);
        expect(mailboxKey(`${a}@${one}`)).not.toBe(mailboxKey(`${b}@${other}`));
      }),
    );
  });

  it('answers any text, even one no address rule would let in, and its key is again its key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const key = mailboxKey(text);
        expect(mailboxKey(key)).toBe(key);
      }),
    );
  });
});
