import { caseTypeColor, caseTypeLabel } from './case-types';

describe('case types in the admin list (SPEC §9)', () => {
  it.each([
    ['familia', 'Derecho de Familia'],
    ['penal', 'Derecho Penal'],
    ['administrativo', 'Derecho Administrativo'],
    ['english', 'Legal Services in English'],
  ])('labels %s as %s', (tipo, label) => {
    expect(caseTypeLabel(tipo)).toBe(label);
  });

  it('shows anything else as it was sent', () => {
    expect(caseTypeLabel('otro')).toBe('otro');
    expect(caseTypeLabel('laboral')).toBe('laboral');
    expect(caseTypeLabel('')).toBe('');
    // Not read off Object.prototype.
    expect(caseTypeLabel('constructor')).toBe('constructor');
    expect(caseTypeLabel('toString')).toBe('toString');
  });

  it('gives each known type its own colour and every other type one shared colour', () => {
    const known = ['familia', 'penal', 'administrativo', 'english'].map(caseTypeColor);
    const other = caseTypeColor('otro');
    expect(new Set([...known, other]).size).toBe(5);
    expect(caseTypeColor('laboral')).toBe(other);
    expect(caseTypeColor('constructor')).toBe(other);
    for (const color of [...known, other]) expect(color).toMatch(/^[a-z]+\.\d$/);
  });
});
