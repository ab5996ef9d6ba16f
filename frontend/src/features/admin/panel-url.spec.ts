import { openedInPanel, OPENED_IN_PANEL, parseContactId, parseTab, withContact, withTab } from './panel-url';

describe('the panel tab in the URL', () => {
  it('reads the tabs and falls back to the requests list', () => {
    expect(parseTab('activity')).toBe('activity');
    expect(parseTab('site')).toBe('site');
    expect(parseTab('data-requests')).toBe('data-requests');
    for (const value of [null, '', 'ACTIVITY', 'settings']) expect(parseTab(value)).toBe('requests');
  });

  it('leaves the first tab out of the URL and keeps the other parameters', () => {
    expect(withTab(new URLSearchParams('q=ana&tab=activity'), 'requests').toString()).toBe('q=ana');
    expect(withTab(new URLSearchParams('q=ana'), 'activity').toString()).toBe('q=ana&tab=activity');
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
