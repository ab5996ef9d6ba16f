import { mailtoHref, telHref, whatsappByRule, whatsappHref, whatsappMarkable } from './contact-links';

describe('contact links', () => {
  it('builds mailto and tel links', () => {
    expect(mailtoHref('ana@example.com')).toBe('mailto:ana@example.com');
    expect(telHref('+57 300 123-4567')).toBe('tel:+573001234567');
    expect(telHref('(300) 123 4567')).toBe('tel:3001234567');
  });

  it('percent-encodes the address, so a stored one cannot add recipients or headers', () => {
    const href = mailtoHref('"?to=victim@corp.example&bcc=attacker@evil.example&x="@example.com');
    expect(href).toBe(
      'mailto:%22%3Fto%3Dvictim%40corp.example%26bcc%3Dattacker%40evil.example%26x%3D%22@example.com',
    );
    expect(href).not.toMatch(/[?&]/);
    expect(mailtoHref('ana?cc=x@example.com')).toBe('mailto:ana%3Fcc%3Dx@example.com');
    expect(mailtoHref('50%25@example.com')).toBe('mailto:50%2525@example.com');
    expect(mailtoHref('josé@müller.example')).toBe('mailto:jos%C3%A9@m%C3%BCller.example');
    expect(mailtoHref('sin-arroba?bcc=x')).toBe('mailto:sin-arroba%3Fbcc%3Dx');
  });

  it('links WhatsApp to the digits of an international number', () => {
    expect(whatsappHref('+57 300 123 4567')).toBe('https://wa.me/573001234567');
    expect(whatsappHref('+1 (555) 010-9999')).toBe('https://wa.me/15550109999');
    expect(whatsappHref('0044 20 7946 0958')).toBe('https://wa.me/442079460958');
  });

  it("adds Colombia's code to a local mobile number", () => {
    expect(whatsappHref('300 123 4567')).toBe('https://wa.me/573001234567');
    expect(whatsappHref('3001234567')).toBe('https://wa.me/573001234567');
  });

  it('offers a call and no chat for a Colombian landline, with or without the country code', () => {
    expect(whatsappHref('(604) 444 1234')).toBeNull();
    expect(whatsappHref('6044441234')).toBeNull();
    expect(whatsappHref('+57 601 234 5678')).toBeNull();
    expect(whatsappHref('0057 604 444 1234')).toBeNull();
    expect(whatsappHref('444 1234')).toBeNull();
    expect(telHref('(604) 444 1234')).toBe('tel:6044441234');
    expect(whatsappHref('57 300 123 4567')).toBe('https://wa.me/573001234567');
  });

  it('offers no chat for something that is not a phone number', () => {
    expect(whatsappHref('call me please')).toBeNull();
    expect(whatsappHref('12345')).toBeNull();
  });

  it("follows staff's word over the rule: a marked landline chats at its international digits", () => {
    expect(whatsappHref('(604) 444 1234', true)).toBe('https://wa.me/576044441234');
    expect(whatsappHref('6044441234', true)).toBe('https://wa.me/576044441234');
    expect(whatsappHref('+57 601 234 5678', true)).toBe('https://wa.me/576012345678');
    expect(whatsappHref('0057 604 444 1234', true)).toBe('https://wa.me/576044441234');
    expect(whatsappHref('57 604 444 1234', true)).toBe('https://wa.me/576044441234');
    // Marked so, a mobile keeps its link; null is the rule's answer, as with no mark at all.
    expect(whatsappHref('300 123 4567', true)).toBe('https://wa.me/573001234567');
    expect(whatsappHref('(604) 444 1234', null)).toBeNull();
    expect(whatsappHref('300 123 4567', null)).toBe('https://wa.me/573001234567');
  });

  it('offers no chat for a number staff marked as having no WhatsApp, mobile or foreign', () => {
    expect(whatsappHref('300 123 4567', false)).toBeNull();
    expect(whatsappHref('+57 300 123 4567', false)).toBeNull();
    expect(whatsappHref('+1 (555) 010-9999', false)).toBeNull();
    expect(telHref('300 123 4567')).toBe('tel:3001234567');
  });

  it('never makes a chat link of what is not a whole number, marked or not', () => {
    // Seven digits lack the area code; ten that are neither a mobile nor a landline are no Colombian number.
    for (const phone of ['444 1234', '1234567890', '+57 300 123 456', 'call me please', '12345']) {
      expect(whatsappHref(phone, true)).toBeNull();
      expect(whatsappMarkable(phone)).toBe(false);
    }
    expect(whatsappMarkable('(604) 444 1234')).toBe(true);
    expect(whatsappMarkable('300 123 4567')).toBe(true);
  });

  it("tells the rule's guess, which the panel's switch shows until staff mark the number", () => {
    expect(whatsappByRule('300 123 4567')).toBe(true);
    expect(whatsappByRule('+44 20 7946 0958')).toBe(true);
    expect(whatsappByRule('(604) 444 1234')).toBe(false);
  });
});
