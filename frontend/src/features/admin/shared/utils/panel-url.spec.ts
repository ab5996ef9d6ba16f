import {
  openedInPanel,
  OPENED_IN_PANEL,
  parseContactId,
  parsePost,
  parseTab,
  withContact,
  withPost,
  withTab,
} from './panel-url';

describe('the panel tab in the URL', () => {
  it('reads the tabs and falls back to the requests list', () => {
    expect(parseTab('activity')).toBe('activity');
    expect(parseTab('site')).toBe('site');
    expect(parseTab('blog')).toBe('blog');
    expect(parseTab('data-requests')).toBe('data-requests');
    expect(parseTab('booking')).toBe('booking');
    for (const value of [null, '', 'ACTIVITY', 'settings']) expect(parseTab(value)).toBe('requests');
  });

  it('leaves the first tab out of the URL and keeps the other parameters', () => {
    expect(withTab(new URLSearchParams('q=ana&tab=activity'), 'requests').toString()).toBe('q=ana');
    expect(withTab(new URLSearchParams('q=ana'), 'activity').toString()).toBe('q=ana&tab=activity');
  });
});

describe('the open blog post in the URL', () => {
  const id = '3f2a1c9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';

  it("reads ?post= as a post's id or 'new', anything else as the list", () => {
    expect(parsePost(id)).toBe(id);
    expect(parsePost('new')).toBe('new');
    for (const value of [null, '', 'NEW', '42', `${id}x`, id.toUpperCase()])
      expect(parsePost(value)).toBeNull();
  });

  it('opens and closes a post, and another tab closes it', () => {
    const open = withPost(new URLSearchParams('tab=blog'), id);
    expect(open.toString()).toBe(`tab=blog&post=${id}`);
    expect(withPost(open, null).toString()).toBe('tab=blog');
    expect(withTab(open, 'site').toString()).toBe('tab=site');
  });
});

describe('the open request in the URL', () => {
  it('reads ?contact=<id> as a whole number from 1 up', () => {
    expect(parseContactId('42')).toBe(42);
    expect(parseContactId(' 7 ')).toBe(7);
    for (const value of [null, '', '0', '-3', '4.2', 'abc', '1e3', '12345678901']) {
      expect(parseContactId(value)).toBeNull();
    }
  });

  it('opens and closes a request without touching the filters', () => {
    const open = withContact(new URLSearchParams('status=pending&page=2'), 42);
    expect(open.toString()).toBe('status=pending&page=2&contact=42');
    expect(withContact(open, null).toString()).toBe('status=pending&page=2');
  });

  it('tells a Details link followed in the panel from one opened from outside', () => {
    expect(openedInPanel(OPENED_IN_PANEL)).toBe(true);
    for (const state of [null, undefined, 'x', {}, { openedInPanel: 'yes' }])
      expect(openedInPanel(state)).toBe(false);
  });
});
