import { caseTypeColor, caseTypeLabel, caseTypeOptionLabel } from './case-types';

describe('case types in the admin list, in the panel language', () => {
  it.each([
    ['familia', 'Derecho de Familia', 'Family Law'],
    ['penal', 'Derecho Penal', 'Criminal Law'],
    ['administrativo', 'Derecho Administrativo', 'Administrative Law'],
    ['english', 'Legal Services in English', 'Legal Services in English'],
    ['otro', 'Otro', 'Other'],
  ])('labels %s as %s in Spanish (SPEC §9) and %s in English', (tipo, spanish, english) => {
    expect(caseTypeLabel(tipo, 'es')).toBe(spanish);
    expect(caseTypeLabel(tipo, 'en')).toBe(english);
  });

  it('labels the filter options as the list does', () => {
    expect(caseTypeOptionLabel('otro', 'es')).toBe('Otro');
    expect(caseTypeOptionLabel('familia', 'en')).toBe('Family Law');
  });

  it('shows a value no form offers as it was sent', () => {
    expect(caseTypeLabel('laboral', 'es')).toBe('laboral');
    expect(caseTypeLabel('', 'en')).toBe('');
    // Not read off Object.prototype.
    expect(caseTypeLabel('constructor', 'es')).toBe('constructor');
    expect(caseTypeLabel('toString', 'en')).toBe('toString');
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
